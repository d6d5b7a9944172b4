// A part written out again in several component schemas (GitHub's webhook payloads each spell out the same
// repository object) is generated once, in a module of its own that the components' modules import (issue 37), and
// checks exactly what it checked when each copy was compiled in place.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSpec } from '../../../generators/generate.js';
import { generateValidators } from '../../../generators/validators/index.js';
import { shareRepeatedParts } from '../../../generators/validators/shared-parts.js';

type Result = { ok: boolean; errors?: { message: string; path: string }[] };
type Operation = { validateResponse(status: number | string, body: unknown): Result };

const fixture = new URL('../fixtures/shared-parts.yaml', import.meta.url).pathname;
let files: Record<string, string>;
let out: string;

beforeAll(async () => {
  // What a generator leaves out (none here) is not what this file is about.
  files = generateValidators(await readSpec(fixture), { typesFrom: '../client/schema.js', skip: () => undefined });
  // Inside node_modules, so that the modules find the runtime.
  const cache = new URL('../../../node_modules/.cache/', import.meta.url).pathname;
  await mkdir(cache, { recursive: true });
  out = await mkdtemp(join(cache, 'pc-shared-parts-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(out, path)), { recursive: true });
    await writeFile(join(out, path), text);
  }
});

const operation = async (id: string) => (await import(join(out, 'operations', `${id}.js`))) as Operation;
const repository = {
  id: 1,
  full_name: 'octo/cat',
  default_branch_of_the_repository: 'main',
  visibility: 'public',
  topics: ['a'],
  archived_at: null,
};

describe('parts repeated across component schemas', () => {
  it('are written once, in a module both components import', () => {
    const shared = Object.keys(files).filter((name) => /^schemas\/_shared_[0-9a-f]{16}\.js$/.test(name));
    expect(shared).toHaveLength(1);
    const writing = Object.keys(files).filter((name) => files[name]?.includes('default_branch_of_the_repository'));
    // The part's own module checks the field; the declarations name it; no component's module writes it again.
    expect(writing.filter((name) => name.startsWith('schemas/'))).toEqual(shared);
    const from = JSON.stringify(`../schemas/${shared[0]?.slice('schemas/'.length)}`);
    for (const component of ['schemas/OpenedEvent.js', 'schemas/ClosedEvent.js'])
      expect(files[component]).toContain(from);
  });

  it('check what they checked in place, from each component', async () => {
    for (const [id, action] of [
      ['getOpened', 'opened'],
      ['getClosed', 'closed'],
    ] as const) {
      const { validateResponse } = await operation(id);
      expect(validateResponse(200, { action, repository }).ok).toBe(true);
      const wrong = validateResponse(200, { action, repository: { ...repository, id: 0, full_name: 'x' } });
      expect(wrong.ok).toBe(false);
      expect(wrong.errors?.map((e) => e.path).sort()).toEqual([
        '/repository/full_name',
        '/repository/full_name',
        '/repository/id',
      ]);
    }
  });

  it('leave small or single parts where they are, and name a part by its text', () => {
    const part = { type: 'object', description: 'x'.repeat(500), properties: { name: { type: 'string' } } };
    const closed = {
      components: {
        schemas: {
          A: { type: 'object', properties: { one: structuredClone(part), small: { type: 'string' } } },
          B: { type: 'object', properties: { two: structuredClone(part), small: { type: 'string' } } },
          C: { type: 'object', properties: { alone: { ...structuredClone(part), title: 'once' } } },
        },
      },
    } as Record<string, any>;
    const names = shareRepeatedParts(closed);
    expect(names).toHaveLength(1);
    expect(closed.components.schemas.A.properties.one).toEqual({ $ref: `#/x-shared/${names[0]}` });
    expect(closed.components.schemas.B.properties.two).toEqual({ $ref: `#/x-shared/${names[0]}` });
    expect(closed.components.schemas.A.properties.small).toEqual({ type: 'string' });
    expect(closed.components.schemas.C.properties.alone.title).toBe('once');
    expect(closed['x-shared'][names[0] as string]).toEqual(part);
  });
});

// Quiet regeneration (issue 24): generated files depend only on the spec and the generator's version, never on
// how or where the command was typed, and an edit of the spec touches only the files whose content it changes.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';

const cli = new URL('../../generators/cli.js', import.meta.url).pathname;
const specFile = new URL('../../packages/spec/openapi.json', import.meta.url).pathname;
// Inside node_modules, so that generated code finds @payments-contract/validator-runtime as a user's install would.
const cache = new URL('../../node_modules/.cache/', import.meta.url).pathname;

async function generate(cwd: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, 'generate', ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function files(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      found.set(relative(dir, path), await readFile(path, 'utf8'));
    }
  return found;
}

const changed = (a: Map<string, string>, b: Map<string, string>) =>
  [...new Set([...a.keys(), ...b.keys()])].filter((name) => a.get(name) !== b.get(name)).sort();

let work = '';
beforeAll(async () => {
  await mkdir(cache, { recursive: true });
  work = await mkdtemp(join(cache, 'pc-regen-'));
  expect((await generate(work, '--out', './gen', '--spec', specFile)).code).toBe(0);
}, patience(60_000));

describe('regeneration', () => {
  it(
    '--check passes after the same generation typed another way, from another folder',
    async () => {
      expect(await generate(work, '--out', 'gen', '--spec', specFile, '--check')).toMatchObject({
        code: 0,
        stdout: '',
      });
      const elsewhere = await mkdtemp(join(cache, 'pc-elsewhere-'));
      expect(
        await generate(elsewhere, '--out', join(work, 'gen'), '--spec', relative(elsewhere, specFile), '--check'),
      ).toMatchObject({
        code: 0,
        stdout: '',
      });
    },
    patience(60_000),
  );

  it(
    'a one-word edit of a description changes only the files that print it',
    async () => {
      const spec = JSON.parse(await readFile(specFile, 'utf8'));
      spec.components.schemas.Capture.description += ' Edited.';
      await writeFile(join(work, 'edited.json'), JSON.stringify(spec));
      expect((await generate(work, '--out', 'edited', '--spec', 'edited.json')).code).toBe(0);
      const diff = changed(await files(join(work, 'gen')), await files(join(work, 'edited')));
      for (const name of diff) expect(await readFile(join(work, 'edited', name), 'utf8')).toContain('Edited.');
      expect(diff.length).toBeGreaterThan(0);
    },
    patience(60_000),
  );

  // Issue 29: each module's Ajv names are its own (a shared numbering renumbered ~230 untouched files), and a
  // component's functions live in its own module, imported by the others rather than copied into them.
  it(
    'adding one optional field changes only the files that mention it',
    async () => {
      const spec = JSON.parse(await readFile(specFile, 'utf8'));
      spec.components.schemas.Capture.properties.capture_note = { type: 'string' };
      await writeFile(join(work, 'field.json'), JSON.stringify(spec));
      expect((await generate(work, '--out', 'field', '--spec', 'field.json')).code).toBe(0);
      const after = await files(join(work, 'field'));
      const diff = changed(await files(join(work, 'gen')), after);
      for (const name of diff) expect(after.get(name), name).toContain('capture_note');
      // Capture's own module, the one component that lists its fields (CaptureList), the types, and the Dredd copy:
      // never an operation's module, which calls Capture's function without knowing its fields.
      expect(diff).toEqual(expect.arrayContaining(['validators/schemas/Capture.cjs', 'client/schema.ts']));
      expect(diff.filter((name) => name.startsWith('validators/operations/'))).toEqual([]);
      expect(diff.length, diff.join('\n')).toBeLessThanOrEqual(8);
    },
    patience(60_000),
  );

  it(
    'adding one operation changes only the files that name it, beside its own',
    async () => {
      const spec = JSON.parse(await readFile(specFile, 'utf8'));
      spec.paths['/extra-captures/{id}'] = {
        get: {
          operationId: 'getExtraCapture',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Capture' } } },
            },
          },
        },
      };
      await writeFile(join(work, 'operation.json'), JSON.stringify(spec));
      expect((await generate(work, '--out', 'operation', '--spec', 'operation.json')).code).toBe(0);
      const after = await files(join(work, 'operation'));
      const diff = changed(await files(join(work, 'gen')), after);
      const others = diff.filter((name) => !name.includes('/getExtraCapture.'));
      for (const name of others) expect(after.get(name), name).toMatch(/getExtraCapture|extra-captures/);
      expect(diff).toEqual(
        expect.arrayContaining(['validators/operations/getExtraCapture.ajv.cjs', 'validators/registry.cjs']),
      );
      // Nothing else moves: no component module, no other operation's module.
      expect(diff.filter((name) => /^validators\/(schemas|notifications)\//.test(name))).toEqual([]);
      expect(
        diff.filter((name) => name.startsWith('validators/operations/') && !name.includes('getExtraCapture')),
      ).toEqual([]);
    },
    patience(60_000),
  );
});

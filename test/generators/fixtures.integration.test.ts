// `payments-contract generate` on small specs, one per concern of issue 23 (given a fixture, want compiled output
// or a named error): head/options operations, component names written `~1`/`~0`, names of Object.prototype's
// methods, a path key holding `*/`, and a ReDoS-prone pattern. The output is compiled with strict tsc as a
// consumer would.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSpec } from '../../generators/generate.js';
import { sampleRequests } from '../../scripts/code-samples/requests.js';
import { patience } from '../helpers/patience.js';
import { runScript } from '../helpers/run-script.js';
import { strictTsc } from '../helpers/strict-tsc.js';

const cli = new URL('../../generators/cli.js', import.meta.url).pathname;
const fixture = (name: string) => new URL(`./fixtures/${name}.yaml`, import.meta.url).pathname;

/** Generates from a fixture inside node_modules, so that the output finds @payments-contract/validator-runtime. */
async function generate(name: string) {
  const cache = new URL('../../node_modules/.cache/', import.meta.url).pathname;
  await mkdir(cache, { recursive: true });
  const out = join(await mkdtemp(join(cache, `pc-fixture-${name}-`)), 'gen');
  return { out, ...(await runScript(cli, 'generate', '--out', out, '--spec', fixture(name))) };
}

describe('payments-contract generate on fixture specs', () => {
  it.each([
    ['head-options', ['headItems', 'itemsOptions', 'listItems']],
    ['escaped-names', ['createThing', 'listThings']],
    ['comment-path', ['latestFile']],
  ])(
    '%s: writes a validator per operation and compiles under strict tsc',
    async (name, operations) => {
      const { out, code, stderr } = await generate(name);
      expect(stderr).not.toMatch(/^error/m);
      expect(code).toBe(0);
      // Declarations as .d.ts, or .d.mts and .d.cts where each module is written as .mjs and .cjs: one name each.
      const written = await readdir(join(out, 'validators', 'operations'));
      const declared = written.map((file) => /^(.+)\.d\.[mc]?ts$/.exec(file)?.[1]).filter(Boolean);
      expect([...new Set(declared)].sort()).toEqual(operations);
      expect(await strictTsc(out)).toBe('');
    },
    patience(120_000),
  );

  it(
    'escaped-names: a $ref written with ~1 and ~0 reaches its component',
    async () => {
      const { out } = await generate('escaped-names');
      const module = ['listThings.mjs', 'listThings.js'].map((file) => join(out, 'validators', 'operations', file));
      const things = await import(module.find((file) => existsSync(file)) ?? '');
      expect(things.validateResponse('200', [{ name: 'a' }]).ok).toBe(true);
      expect(things.validateResponse('200', [{}]).errors.map((e: { message: string }) => e.message)).toEqual([
        "field '0.name' is required",
      ]);
      expect(things.validateParameters('query', { page_size: 0 }).ok).toBe(false);
    },
    patience(120_000),
  );

  it(
    'prototype-names: a schema named hasOwnProperty or valueOf is named by pointer with the rule',
    async () => {
      const { code, stderr } = await generate('prototype-names');
      expect(code).toBe(1);
      expect(stderr).toMatch(
        /prototype-names\.yaml#\/components\/schemas\/hasOwnProperty: openapi-typescript cannot read a name that is also a method of Object\.prototype \(#\/components\/schemas\/hasOwnProperty, #\/components\/schemas\/valueOf\)/,
      );
    },
    patience(120_000),
  );

  it(
    'redos-pattern: refuses the pattern by pointer, and only that one; the rest is written and compiles',
    async () => {
      const { out, code, stderr } = await generate('redos-pattern');
      expect(code).toBe(3);
      expect(stderr.split('\n').filter((line) => line.startsWith('error:'))).toEqual([
        `error: ${fixture('redos-pattern')}#/components/schemas/Code/properties/code/pattern: pattern '^(a+)+$' can backtrack catastrophically (exponential backtracking, ReDoS); the validators that reach it are not generated`,
      ]);
      expect(await strictTsc(out)).toBe('');
    },
    patience(120_000),
  );

  it('head-options: the code samples list head and options operations too', async () => {
    const document = await readSpec(fixture('head-options'));
    expect(sampleRequests(document).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'get /items',
      'head /items',
      'options /items',
    ]);
  });
});

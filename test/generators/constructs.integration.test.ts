// `payments-contract generate` on the fixture specs of issue 29, as a user runs it: what it writes compiles under
// strict tsc (quoted status keys for `4XX` and `default`, references deeper than a component), and its exit code says whether validators were left out
// (3), or with --fail-on-skip refuses (1) writing nothing. The validators themselves are executed in
// constructs.test.ts.
import { mkdir, mkdtemp, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';
import { runScript } from '../helpers/run-script.js';
// Strict tsc over everything generated, as the corpus runs it: TypeScript 7, the same verdicts as 5.9 at a quarter
// of the CPU (each of the eight compiles took 4.4 s of CPU with 5.9, 1 s with 7).
import { strictTsc } from '../helpers/strict-tsc.js';

const cli = new URL('../../generators/cli.js', import.meta.url).pathname;
const fixture = (name: string) => new URL(`./fixtures/${name}.yaml`, import.meta.url).pathname;

async function generate(name: string, ...flags: string[]) {
  const cache = new URL('../../node_modules/.cache/', import.meta.url).pathname;
  await mkdir(cache, { recursive: true });
  const out = join(await mkdtemp(join(cache, `pc-construct-cli-${name}-`)), 'gen');
  return { out, ...(await runScript(cli, 'generate', '--out', out, '--spec', fixture(name), ...flags)) };
}

describe('payments-contract generate on the constructs of issue 29', () => {
  it.each([
    'status-ranges',
    'openapi30-keywords',
    'discriminator',
    'recursive',
    'no-paths',
    'no-responses',
    'json-media',
    'deep-refs',
    'dynamic-refs',
    'unknown-keywords',
  ])(
    '%s: exits 0 and compiles under strict tsc',
    async (name) => {
      const { out, code, stderr } = await generate(name);
      expect(stderr).not.toMatch(/^error|^no validator/m);
      expect(code).toBe(0);
      expect(await strictTsc(out)).toBe('');
    },
    patience(120_000),
  );

  it(
    'unbuildable: writes everything else, names each left-out schema by pointer, exits 3',
    async () => {
      const { out, code, stderr } = await generate('unbuildable');
      expect(code).toBe(3);
      expect(stderr).toMatch(
        `no validator for ${fixture('unbuildable')}#/paths/~1orders/post/requestBody/content/application~1json/schema: 'required' must be an array`,
      );
      expect(stderr).toMatch(/#\/paths\/~1orders\/post\/responses\/400\/content\/application~1json\/schema: /);
      expect(stderr).toMatch(/2 schema\(s\) have no validator/);
      expect(await readdir(out)).toEqual(expect.arrayContaining(['client', 'validators']));
      expect(await strictTsc(out)).toBe('');
    },
    patience(120_000),
  );

  it(
    'unbuildable --fail-on-skip: exits 1 and writes nothing',
    async () => {
      const { out, code, stderr } = await generate('unbuildable', '--fail-on-skip');
      expect(code).toBe(1);
      expect(stderr).toMatch(/error: 2 schema\(s\) could not become validators .*nothing written \(--fail-on-skip\)/);
      await expect(readdir(out)).rejects.toThrow(/ENOENT/);
    },
    patience(120_000),
  );

  it(
    'openapi30-keywords --strict-formats: the unknown format leaves its schemas out, exit 3',
    async () => {
      const { code, stderr } = await generate('openapi30-keywords', '--strict-formats');
      expect(code).toBe(3);
      expect(stderr).toMatch(/warning: .*format 'tag-name': .*refused \(--strict-formats\)/);
      expect(stderr).toMatch(/no validator for .*#\/components\/schemas\/Pet: format 'tag-name' is not one/);
    },
    patience(120_000),
  );

  it(
    'unknown-keywords: one warning per keyword naming where; --strict-keywords leaves their schemas out, exit 3',
    async () => {
      const lenient = await generate('unknown-keywords');
      expect(lenient.code).toBe(0);
      expect(lenient.stderr.match(/^warning: .*$/gm)).toEqual([
        expect.stringMatching(
          /: keyword 'name': .*an annotation.* at #\/components\/schemas\/Project\/properties\/name\/name, #\/paths/,
        ),
        expect.stringMatching(
          /: keyword 'regex': .*an annotation.* at #\/components\/schemas\/Project\/properties\/match\/regex$/,
        ),
      ]);
      const { code, stderr } = await generate('unknown-keywords', '--strict-keywords');
      expect(code).toBe(3);
      expect(stderr).toMatch(/warning: .*keyword 'name': .*refused \(--strict-keywords\)/);
      expect(stderr).toMatch(
        /no validator for .*#\/components\/schemas\/Project: 'name' is neither a JSON Schema 2020-12 nor an OpenAPI keyword/,
      );
    },
    patience(120_000),
  );

  it(
    'case-collision: refused naming both names, nothing written',
    async () => {
      const { out, code, stderr } = await generate('case-collision');
      expect(code).toBe(1);
      expect(stderr).toMatch(
        /#\/components\/schemas\/item: its generated name 'item' differs only by case from 'Item'/,
      );
      await expect(readdir(out)).rejects.toThrow(/ENOENT/);
    },
    patience(120_000),
  );

  it(
    'many-problems: one run names every problem by pointer, writes nothing, exits 1',
    async () => {
      const { out, code, stderr } = await generate('many-problems');
      expect(code).toBe(1);
      const at = (pointer: string) => `error: ${fixture('many-problems')}#${pointer}: `;
      expect(stderr.split('\n').filter((line) => line.startsWith('error: '))).toEqual([
        `${at('/paths/~1orders/post/responses/201/content/application~1json/schema')}$ref '#/components/schemas/Gone' points to nothing`,
        `${at('/paths/~1orders/post/responses/400')}$ref '#/components/responses/Missing' points to nothing`,
        `${at('/paths/~1items/get/parameters/0')}a parameter needs \`name\` and \`in\``,
        expect.stringContaining(`${at('/components/schemas/item')}its generated name 'item' differs only by case`),
        `error: ${fixture('many-problems')}: 4 problem(s) in the spec (listed above); nothing written`,
      ]);
      expect(stderr).not.toMatch(/✘|Can't resolve/);
      await expect(readdir(out)).rejects.toThrow(/ENOENT/);
    },
    patience(120_000),
  );

  it('--help documents the exit codes', async () => {
    const { stdout } = await runScript(cli, '--help');
    expect(stdout).toMatch(/--fail-on-skip/);
    expect(stdout).toMatch(/--strict-formats/);
    expect(stdout).toMatch(/--strict-keywords/);
    expect(stdout).toMatch(/3 generate wrote the\s+output but left out the validators/);
  });
});

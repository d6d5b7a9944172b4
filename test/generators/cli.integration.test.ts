// `payments-contract generate` as another repository runs it: help, version, bad usage, bad specs named by file and
// pointer, a real generation, --check for CI, the refusal to empty a folder it did not make, and a foreign spec.

import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';
import { runScript } from '../helpers/run-script.js';

const cli = new URL('../../generators/cli.js', import.meta.url).pathname;
const spec = new URL('../../packages/spec/openapi.yaml', import.meta.url).pathname;
const petstore = new URL('./data/petstore.yaml', import.meta.url).pathname;
const generatorVersion = JSON.parse(await readFile(new URL('../../generators/package.json', import.meta.url), 'utf8'))
  .version as string;

const run = (...args: string[]) => runScript(cli, ...args);

const tempDir = () => mkdtemp(join(tmpdir(), 'pc-cli-'));

async function write(dir: string, name: string, text: string) {
  await writeFile(join(dir, name), text);
  return join(dir, name);
}

describe('payments-contract', () => {
  it('prints help on stdout and exits 0', async () => {
    const { code, stdout } = await run('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('payments-contract generate --out DIR [--spec FILE|URL] [--check] [--force]');
  });

  it.each([['--version'], ['-v']])('prints its version with %s', async (flag) => {
    const { code, stdout } = await run(flag);
    expect(code).toBe(0);
    expect(stdout).toBe(`${generatorVersion}\n`);
  });

  it.each([
    ['no command', [], /a command is required/],
    ['an unknown command', ['make'], /unknown command 'make'/],
    ['no --out', ['generate'], /--out DIR is required/],
    ['an unknown option', ['generate', '--out', 'x', '--colour'], /Unknown option '--colour'/],
  ])('exits 2 on %s, saying why on stderr', async (_name, args, reason) => {
    const { code, stderr, stdout } = await run(...args);
    expect(code).toBe(2);
    expect(stderr).toMatch(reason);
    // The reason and where help is, not the whole help under it.
    expect(stderr).toMatch(/\(see payments-contract --help\)\n$/);
    expect(stderr).not.toContain('Usage:');
    expect(stdout).toBe('');
  });
});

describe('payments-contract generate, on a bad spec', () => {
  it.each([
    [
      'a missing spec',
      async () => '/nonexistent/openapi.yaml',
      /\/nonexistent\/openapi\.yaml: cannot read the spec: ENOENT/,
    ],
    [
      'a spec that is not JSON',
      async (dir: string) => write(dir, 'bad.json', '{ nope'),
      /bad\.json: is not valid JSON/,
    ],
    [
      'a document that is not OpenAPI 3',
      async (dir: string) => write(dir, 'swagger.yaml', 'swagger: "2.0"\n'),
      /swagger\.yaml#\/openapi: not an OpenAPI 3\.0 or 3\.1 document/,
    ],
    [
      'a $ref to nothing, by pointer',
      async (dir: string) =>
        write(
          dir,
          'dangling.json',
          JSON.stringify({
            openapi: '3.1.0',
            info: { title: 't', version: '1' },
            paths: { '/a': { post: { requestBody: { $ref: '#/components/requestBodies/Gone' }, responses: {} } } },
          }),
        ),
      /dangling\.json#\/paths\/~1a\/post\/requestBody: \$ref '#\/components\/requestBodies\/Gone' points to nothing/,
    ],
    [
      'two operations whose names collide',
      async (dir: string) =>
        write(
          dir,
          'collide.json',
          JSON.stringify({
            openapi: '3.1.0',
            info: { title: 't', version: '1' },
            paths: {
              '/a': { get: { operationId: 'list-a', responses: {} } },
              '/b': { get: { operationId: 'listA', responses: {} } },
            },
          }),
        ),
      /collide\.json#\/paths\/~1b\/get: its generated name 'listA' is also the name of \/paths\/~1a\/get/,
    ],
  ])('exits 1 on %s, naming the file and what is wrong', async (_name, make, reason) => {
    const dir = await tempDir();
    const { code, stderr } = await run('generate', '--out', join(dir, 'out'), '--spec', await make(dir));
    expect(code).toBe(1);
    expect(stderr).toMatch(reason);
    await expect(readdir(join(dir, 'out'))).rejects.toThrow(/ENOENT/);
  });
});

describe('payments-contract generate, on this service', () => {
  let out: string;
  let first: Awaited<ReturnType<typeof run>>;
  beforeAll(async () => {
    out = join(await tempDir(), 'generated');
    first = await run('generate', '--out', out, '--spec', spec);
  }, patience(60_000));

  it('writes the client types, validators with their declarations and webhook types, not the Dredd copy', async () => {
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('wrote');
    expect(first.stderr).not.toContain('skipped');
    expect((await readdir(out)).sort()).toEqual(['client', 'validators', 'webhooks']);
    expect((await readdir(join(out, 'client'))).sort()).toEqual([
      '.payments-contract-generated',
      'policy.ts',
      'schema.ts',
    ]);
    expect((await readdir(join(out, 'webhooks'))).sort()).toEqual([
      '.payments-contract-generated',
      'checkout.ts',
      'notifications.ts',
      'payloads.ts',
    ]);
    const operations = await readdir(join(out, 'validators', 'operations'));
    // The extension, not a folder package.json, says the module system: the code once, as CommonJS, and an ES module
    // re-exporting it for each module a user imports, each with its declarations.
    expect(operations).toEqual(
      expect.arrayContaining([
        'createSinglePayment.mjs',
        'createSinglePayment.d.mts',
        'createSinglePayment.cjs',
        'createSinglePayment.d.cts',
        'createSinglePayment.ajv.cjs',
      ]),
    );
    expect(operations).not.toContain('createSinglePayment.ajv.mjs');
    expect(await readFile(join(out, 'validators', 'operations', 'createSinglePayment.mjs'), 'utf8')).toContain(
      'export { key, validateRequest, validateParameters, validateResponse } from "./createSinglePayment.cjs";',
    );
    // The Ajv code of the components is written once, as CommonJS.
    expect((await readdir(join(out, 'validators', 'schemas'))).filter((f) => !f.endsWith('.cjs'))).toEqual([]);
    expect((await readdir(join(out, 'validators'))).filter((f) => f.endsWith('.js') || f === 'package.json')).toEqual(
      [],
    );
  });

  it('takes its types from the schema.ts beside it, and names the command that made it', async () => {
    const types = await readFile(join(out, 'validators', 'types.d.cts'), 'utf8');
    expect(types).toContain('from "../client/schema.js"');
    expect(types).not.toContain('@payments-contract/client');
    const notifications = await readFile(join(out, 'webhooks', 'notifications.ts'), 'utf8');
    expect(notifications).toContain('from "../client/schema.js"');
    expect(notifications).toMatch(
      /Generated by `payments-contract generate` \(@payments-contract\/generators [\d.]+\)/,
    );
    expect(notifications).toMatch(/from "Payments Service" 2\.0; content sha256 [0-9a-f]{16}\./);
    expect(notifications).toContain('run `payments-contract generate`');
    expect(notifications).not.toContain(out);
  });

  it(
    '--check exits 0 when nothing would change, and 1 listing what would',
    async () => {
      expect(await run('generate', '--out', out, '--spec', spec, '--check')).toMatchObject({ code: 0, stdout: '' });
      await writeFile(join(out, 'validators', 'stray.js'), '');
      await writeFile(join(out, 'client', 'schema.ts'), 'edited');
      const checked = await run('generate', '--out', out, '--spec', spec, '--check');
      expect(checked.code).toBe(1);
      expect(checked.stdout.trim().split('\n')).toEqual([
        `changed ${join(out, 'client', 'schema.ts')}`,
        `removed ${join(out, 'validators', 'stray.js')}`,
      ]);
      expect(await readFile(join(out, 'client', 'schema.ts'), 'utf8')).toBe('edited');
    },
    patience(90_000),
  ); // two whole generations (~16 s each on two quiet cores; it timed out at 30 s under load)

  it(
    'replaces its own folders on the next run, leaving nothing stale',
    async () => {
      await writeFile(join(out, 'validators', 'stale.js'), '');
      expect((await run('generate', '--out', out, '--spec', spec)).code).toBe(0);
      expect(await readdir(join(out, 'validators'))).not.toContain('stale.js');
    },
    patience(60_000),
  );

  it(
    'refuses to empty a folder it did not make, unless --force',
    async () => {
      // Which folders are its own does not depend on the spec: the small petstore writes client/ too, in 5 s of CPU
      // where this service's spec takes 11 (twice here).
      const dir = await tempDir();
      await mkdir(join(dir, 'client'));
      await writeFile(join(dir, 'client', 'mine.ts'), 'export const mine = 1;\n');
      const refused = await run('generate', '--out', dir, '--spec', petstore);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/client holds files that payments-contract did not generate .* --force/);
      expect(await readdir(join(dir, 'client'))).toEqual(['mine.ts']);
      expect((await run('generate', '--out', dir, '--spec', petstore, '--force')).code).toBe(0);
      expect(await readdir(join(dir, 'client'))).not.toContain('mine.ts');
    },
    patience(60_000),
  );
});

describe('payments-contract generate, writing the artefacts the user chooses', () => {
  // Given a choice, want the folders written (a small spec: each run is a whole generation).
  it.each([
    ['no choice', [], ['client', 'validators', 'webhooks']],
    ['--with contract', ['--with', 'contract'], ['client', 'contract', 'validators', 'webhooks']],
    ['--skip webhooks,validators', ['--skip', 'webhooks,validators'], ['client']],
    ['--only contract', ['--only', 'contract'], ['contract']],
  ])(
    '%s',
    async (_name, choice, want) => {
      const out = join(await tempDir(), 'generated');
      const { code, stderr } = await run('generate', '--out', out, '--spec', petstore, ...choice);
      expect({ code, stderr }).toMatchObject({ code: 0 });
      expect((await readdir(out)).sort()).toEqual(want);
    },
    patience(60_000),
  );

  it(
    "--check compares the chosen artefacts only, and leaves the others' folders alone",
    async () => {
      const out = join(await tempDir(), 'generated');
      expect((await run('generate', '--out', out, '--spec', petstore, '--only', 'contract')).code).toBe(0);
      await writeFile(join(out, 'contract', 'mine.txt'), 'kept');
      // The default choice: contract is neither compared nor removed.
      const checked = await run('generate', '--out', out, '--spec', petstore, '--check');
      expect(checked.code).toBe(1);
      expect(checked.stdout).not.toContain(join(out, 'contract'));
      expect(checked.stdout).toContain(`added ${join(out, 'client', 'schema.ts')}`);
      expect((await run('generate', '--out', out, '--spec', petstore)).code).toBe(0);
      expect(await readFile(join(out, 'contract', 'mine.txt'), 'utf8')).toBe('kept');
      expect(await run('generate', '--out', out, '--spec', petstore, '--check')).toMatchObject({ code: 0, stdout: '' });
      // With contract chosen, its stray file is a change.
      const withContract = await run('generate', '--out', out, '--spec', petstore, '--check', '--with', 'contract');
      expect(withContract).toMatchObject({ code: 1, stdout: `removed ${join(out, 'contract', 'mine.txt')}\n` });
    },
    patience(120_000),
  );

  it('refuses a choice that leaves the validators without the types they import (exit 2)', async () => {
    const { code, stderr } = await run('generate', '--out', 'x', '--skip', 'client');
    expect(code).toBe(2);
    expect(stderr).toMatch(/validators needs client/);
  });
});

describe('payments-contract generate, on a spec that is not this service', () => {
  it(
    'writes the types and validators, and says what it skipped',
    async () => {
      // Inside this repository's node_modules, so that the generated code finds @payments-contract/validator-runtime.
      const cache = new URL('../../node_modules/.cache/', import.meta.url).pathname;
      await mkdir(cache, { recursive: true });
      const out = join(await mkdtemp(join(cache, 'pc-cli-')), 'gen');
      const { code, stderr } = await run('generate', '--out', out, '--spec', petstore);
      expect(code).toBe(0);
      expect(stderr).toContain('skipped client/policy.ts: the spec has no /x-retry-policy');
      expect(stderr).toContain('skipped webhooks/notifications.ts');
      expect(stderr).toContain('skipped webhooks/checkout.ts');
      expect(stderr).toMatch(
        /skipped validators for \/paths\/~1pets\/get\/responses\/200\/content: only application\/json is checked, not application\/xml/,
      );
      expect(await readdir(join(out, 'client'))).toContain('schema.ts');
      // Its webhook gets a payload type of its own, without this service's notification rules.
      expect(await readFile(join(out, 'webhooks', 'payloads.ts'), 'utf8')).toContain(
        'export type PetAdoptedPayload = NonNullable<NonNullable<webhooks["pet-adopted"]["post"]>["requestBody"]>["content"]["application/json"];',
      );
      const operations = (await readdir(join(out, 'validators', 'operations'))).sort();
      expect(operations).toEqual(expect.arrayContaining(['listPets.mjs', 'listPets.d.mts', 'postPets.cjs']));
      // The same checks from the ES module, from the CommonJS one through require, and from the CommonJS one imported
      // by name (Node reads its `exports.x =` lines).
      const require = createRequire(import.meta.url);
      for (const { validateRequest } of [
        await import(join(out, 'validators', 'operations', 'postPets.mjs')),
        require(join(out, 'validators', 'operations', 'postPets.cjs')),
        await import(join(out, 'validators', 'operations', 'postPets.cjs')),
      ]) {
        expect(validateRequest({ name: 'Rex', kind: 'dog' }).ok).toBe(true);
        expect(validateRequest({ kind: 'cow' }).errors.map((e: { message: string }) => e.message)).toEqual([
          "field 'name' is required",
          "field 'kind' must be one of cat, dog",
        ]);
      }
    },
    patience(60_000),
  );
});

describe('payments-contract simulate', () => {
  it(
    'starts the simulator from @payments-contract/simulator, answers, and stops on SIGTERM',
    async () => {
      const child = spawn(process.execPath, [cli, 'simulate', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stderr.on('data', (chunk) => {
          stderr += chunk;
          const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr);
          if (found?.[1]) resolve(found[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
      });
      const answer = await fetch(`${url}/system/ping`, {
        headers: { AccountId: 'simulator-account', ApiKey: 'simulator-key' },
      });
      expect(answer.status).toBe(200);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
    patience(60_000),
  );

  it('exits 2 on a bad port, saying why', async () => {
    const { code, stderr } = await run('simulate', '--port', 'eighty');
    expect(code).toBe(2);
    expect(stderr).toMatch(/--port must be a whole number/);
  });
});

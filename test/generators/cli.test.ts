// `payments-contract generate` as another repository runs it: help, bad usage, bad specs, and a real generation
// from the YAML bundle that writes the same types as the committed ones (which `tsc` checks in this repository).
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const cli = new URL('../../generators/cli.js', import.meta.url).pathname;
const spec = new URL('../../packages/spec/openapi.yaml', import.meta.url).pathname;

async function run(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('payments-contract generate', () => {
  it('prints help on stdout and exits 0', async () => {
    const { code, stdout } = await run('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('payments-contract generate --out DIR [--spec FILE]');
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
    expect(stdout).toBe('');
  });

  it.each([
    ['a missing spec', async () => '/nonexistent/openapi.yaml', /cannot read the spec .* ENOENT/],
    ['a spec that is not JSON', async (dir: string) => write(dir, 'bad.json', '{ nope'), /is not valid JSON/],
    [
      'a document that is not OpenAPI 3',
      async (dir: string) => write(dir, 'swagger.yaml', 'swagger: "2.0"\n'),
      /not an OpenAPI 3 document/,
    ],
  ])('exits 1 on %s, saying why', async (_name, make, reason) => {
    const dir = await mkdtemp(join(tmpdir(), 'pc-cli-'));
    const { code, stderr } = await run('generate', '--out', join(dir, 'out'), '--spec', await make(dir));
    expect(code).toBe(1);
    expect(stderr).toMatch(reason);
  });

  it('writes the client types and the validators for a spec into another folder', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'pc-cli-')), 'generated');
    const { code, stderr } = await run('generate', '--out', out, '--spec', spec);
    expect(code).toBe(0);
    expect(stderr).toContain('wrote');
    expect((await readdir(out)).sort()).toEqual(['client', 'contract', 'validators', 'webhooks']);
    expect((await readdir(join(out, 'client'))).sort()).toEqual(['policy.ts', 'schema.ts']);
    const committed = await readFile(new URL('../../packages/client/src/generated/schema.ts', import.meta.url), 'utf8');
    expect(await readFile(join(out, 'client', 'schema.ts'), 'utf8')).toBe(committed);
    expect(await readdir(join(out, 'validators', 'operations'))).toContain('createSinglePayment.js');
  });
});

async function write(dir: string, name: string, text: string) {
  await writeFile(join(dir, name), text);
  return join(dir, name);
}

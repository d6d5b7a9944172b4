// `npm run spec:diff` as CI and a teammate run it: the committed bundle against the committed released base must
// pass (this is the gate CI applies through `npm test`); a breaking spec exits 1, unless its major is raised; bad
// usage exits 2 and says why on stderr.

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runScript } from '../helpers/run-script.js';
import type { Node } from '../helpers/spec.js';

const cli = new URL('../../scripts/spec-diff/cli.js', import.meta.url).pathname;
const bundlePath = new URL('../../packages/spec/openapi.json', import.meta.url).pathname;

const run = (...args: string[]) => runScript(cli, ...args);

/** Writes a changed copy of the committed bundle and returns its path. */
async function specFile(change: (document: Node) => void) {
  const document = JSON.parse(await readFile(bundlePath, 'utf8'));
  change(document);
  const file = join(await mkdtemp(join(tmpdir(), 'pc-spec-diff-')), 'openapi.json');
  await writeFile(file, JSON.stringify(document));
  return file;
}

const removeKey = (document: Node) => delete document.components.schemas.NotificationFields.properties.key;

describe('npm run spec:diff', () => {
  it('passes the committed bundle against the committed released base', async () => {
    const { code, stdout, stderr } = await run();
    expect(stderr).toBe('');
    expect(stdout).toMatch(/against the released spec \(scripts\/spec-diff\/released\/\d+\.\d+\.\d+\/openapi\.json\)/);
    expect(stdout).toMatch(/Gate: passes/);
    expect(code).toBe(0);
  });

  it('exits 1 on a breaking change without a major raise, listing it on stdout', async () => {
    const { code, stdout } = await run('--spec', await specFile(removeKey));
    expect(stdout).toMatch(/Breaking changes \(1\):\n {2}- field `key` removed\n {6}at webhook genericNotification/);
    expect(stdout).toMatch(/Gate: FAILS \(1 breaking without a major version raise/);
    expect(code).toBe(1);
  });

  it('exits 0 on the same change with the major raised, still listing it', async () => {
    const spec = await specFile((document) => {
      removeKey(document);
      document.info.version = '3.0';
    });
    const { code, stdout } = await run('--spec', spec);
    expect(stdout).toContain('field `key` removed');
    expect(stdout).toContain('Gate: passes (1 breaking, and the major version is raised: 2.0 → 3.0)');
    expect(code).toBe(0);
  });

  it('prints the changes and the verdict as JSON', async () => {
    const { code, stdout } = await run('--json', '--spec', await specFile(removeKey));
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ passes: false, breaking: 1, versions: { base: '2.0', head: '2.0' } });
    expect(report.changes).toContainEqual({
      severity: 'breaking',
      what: 'field `key` removed',
      where: ['webhook genericNotification', 'webhook authorisationNotification', 'webhook transactionNotification'],
    });
  });

  it('compares with a git ref and with a file given as BASE', async () => {
    const { stdout: committed } = await promisify(execFile)('git', ['show', 'HEAD:packages/spec/openapi.json']);
    const spec = await specFile(() => {});
    await writeFile(spec, committed);
    const byRef = await run('HEAD', '--spec', spec);
    expect(byRef.stdout).toContain('against HEAD:packages/spec/openapi.json');
    expect(byRef.stdout).toContain('No change.');
    expect(byRef.code).toBe(0);
    const byFile = await run(spec, '--spec', await specFile(removeKey));
    expect(byFile.stdout).toContain(`against ${spec} (2.0)`);
    expect(byFile.code).toBe(1);
  });

  it.each([
    ['an unknown option', ['--colour'], /Unknown option '--colour'/],
    ['two bases', ['main', 'HEAD'], /one BASE at most, got main HEAD/],
    ['a base that is neither a file nor a ref', ['no-such-ref'], /BASE 'no-such-ref' is neither a file nor a git ref/],
    ['--release, now a command of its own', ['--release'], /--release is now `npm run release`/],
    ['a missing spec', ['--spec', '/nonexistent/openapi.json'], /cannot read \/nonexistent\/openapi.json: ENOENT/],
  ])('exits 2 on %s, saying why on stderr', async (_name, args, reason) => {
    const { code, stdout, stderr } = await run(...args);
    expect(stderr).toMatch(reason);
    expect(stdout).toBe('');
    expect(code).toBe(2);
  });

  it.each([
    [
      'not OpenAPI 3',
      (document: Node) => (document.openapi = '2.0'),
      /is not an OpenAPI 3 document \(its 'openapi' field is "2.0"\)/,
    ],
    [
      'without a major in info.version',
      (document: Node) => (document.info.version = 'next'),
      /the spec's info.version must start with a major number/,
    ],
    [
      'whose notification points to a missing schema',
      (document: Node) => delete document.components.schemas.NotificationFields,
      /the spec's webhook genericNotification: \$ref '#\/components\/schemas\/NotificationFields' points to nothing/,
    ],
  ])('exits 2 on a spec %s', async (_name, change, reason) => {
    const { code, stderr } = await run('--spec', await specFile(change));
    expect(stderr).toMatch(reason);
    expect(code).toBe(2);
  });

  it('prints help on stdout and exits 0', async () => {
    const { code, stdout } = await run('--help');
    expect(stdout).toContain('Usage: npm run spec:diff -- [BASE]');
    expect(code).toBe(0);
  });
});

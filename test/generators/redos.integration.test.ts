// Issue 37, "Safe": no generated validator can hang on any input. Given a spec whose patterns backtrack
// catastrophically in V8 (test/generators/fixtures/redos-hostile.yaml: six the former heuristic did not name, and
// the OWASP ReDoS examples), want each named by its JSON pointer and its validator not generated; and the generated
// validators, run on each operation's attack string in a child process, all return within a deadline (patience():
// a hang, not a speed, is what fails), the ordinary pattern's checked as before.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { patience } from '../helpers/patience.js';
import { runScript } from '../helpers/run-script.js';

const cli = new URL('../../generators/cli.js', import.meta.url).pathname;
const fixture = new URL('./fixtures/redos-hostile.yaml', import.meta.url).pathname;

describe('hostile patterns (ReDoS)', () => {
  it(
    'are refused by pointer, and every generated validator returns promptly on the attack strings',
    async () => {
      const cache = new URL('../../node_modules/.cache/', import.meta.url).pathname;
      await mkdir(cache, { recursive: true });
      const out = join(await mkdtemp(join(cache, 'pc-redos-')), 'gen');
      const { code, stderr } = await runScript(cli, 'generate', '--out', out, '--spec', fixture, '--verbose');
      const document = parse(await readFile(fixture, 'utf8'));
      const operations = Object.entries(document.paths).map(([path, item]) => ({
        path,
        ...(item as { post: { operationId: string; 'x-attack': string; 'x-times': number; 'x-end': string } }).post,
      }));
      const hostile = operations.filter(({ operationId }) => operationId !== 'safe');
      expect(code).toBe(3);
      for (const { path } of hostile) {
        const at = `${fixture}#/paths/~1${path.slice(1)}/post/requestBody/content/application~1json/schema`;
        expect(stderr).toContain(`no validator for ${at}: pattern '`);
        expect(stderr).toContain(`error: ${fixture}#/paths/~1${path.slice(1)}/post/requestBody/content`);
      }
      expect(stderr).not.toContain('/paths/~1safe/');
      // Without --verbose, each kind shows five lines and a count of the rest.
      const grouped = (await runScript(cli, 'generate', '--out', out, '--spec', fixture)).stderr;
      expect(grouped.split('\n').filter((line) => line.startsWith('error:'))).toHaveLength(5);
      expect(grouped).toContain(
        `… and ${hostile.length - 5} more refused patterns (${hostile.length} in all; --verbose lists every one)`,
      );
      expect(grouped).toMatch(/^in all: .*\b11 refused patterns\b/m);
      // Each operation's validator on its attack string, in a child process that must end within the deadline.
      const script = join(out, 'attack.mjs');
      await writeFile(
        script,
        `const results = {};
for (const { operationId, attack } of ${JSON.stringify(
          operations.map((operation) => ({
            operationId: operation.operationId,
            attack: operation['x-attack'].repeat(operation['x-times']) + operation['x-end'],
          })),
        )}) {
  const module = await import('./validators/operations/' + operationId + '.mjs');
  try {
    results[operationId] = module.validateRequest({ value: attack }).ok;
  } catch (error) {
    results[operationId] = error.message;
  }
}
process.stdout.write(JSON.stringify(results));
`,
      );
      const { stdout } = await promisify(execFile)(process.execPath, [script], { timeout: patience(30_000) });
      const results = JSON.parse(stdout);
      expect(results.safe).toBe(false);
      for (const { operationId, path } of hostile)
        expect(results[operationId]).toMatch(
          new RegExp(
            `^POST ${path}: no validator was generated for this \\(pattern '.+' can backtrack catastrophically`,
          ),
        );
      expect(Object.keys(results).sort()).toEqual(operations.map(({ operationId }) => operationId).sort());
    },
    patience(180_000),
  );
});

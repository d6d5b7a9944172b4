// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the fixture's values carry `${…}` as data, on purpose
// Issue 37, "Safe": names and values from a spec never become code. Given test/generators/fixtures/hostile-names.yaml
// (a path with spaces, `*/`, backticks and `${}`; enum values mentioning require(…), with quotes, a newline and
// U+2028; property and parameter names alike; no webhooks), want: every schema becomes a validator (exit 0), the
// output compiles under strict tsc, every generated module loads as CommonJS and as an ES module (the notification
// registry of a spec without webhooks among them), and the validators accept these very values and refuse others.
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';
import { runScript } from '../helpers/run-script.js';
import { strictTsc } from '../helpers/strict-tsc.js';

const cli = new URL('../../generators/cli.js', import.meta.url).pathname;
const fixture = new URL('./fixtures/hostile-names.yaml', import.meta.url).pathname;
const KINDS = [
  "require('child_process').execSync('touch /tmp/pwned')",
  'back`tick${process.pid}`',
  'close */ comment',
  `quote"s'`,
  'new\nline',
  'separator\u2028here',
];

let out: string;
let run: { code: number; stderr: string };

beforeAll(async () => {
  const cache = new URL('../../node_modules/.cache/', import.meta.url).pathname;
  await mkdir(cache, { recursive: true });
  out = join(await mkdtemp(join(cache, 'pc-hostile-names-')), 'gen');
  run = await runScript(cli, 'generate', '--out', out, '--spec', fixture);
  // A consumer of this spec's validators: answerCheck takes the generated registry as it is (issue 37, "Usable").
  await writeFile(
    join(out, 'consumer.ts'),
    [
      "import { answerCheck } from '@payments-contract/client/answer-check';",
      "import * as validators from './validators/registry.mjs';",
      "export const check = answerCheck('throw', validators);",
      '',
    ].join('\n'),
  );
}, patience(120_000));

describe('names and values that carry code', () => {
  it(
    'generate every validator, and the output compiles under strict tsc',
    async () => {
      expect(run.stderr).not.toMatch(/^(error|no validator)/m);
      expect(run.code).toBe(0);
      expect(await strictTsc(out)).toBe('');
    },
    patience(120_000),
  );

  it('every generated module loads, as CommonJS and as an ES module', async () => {
    const folder = join(out, 'validators');
    const files = (await readdir(folder, { recursive: true })).filter((file) => /\.[cm]js$/.test(file)).sort();
    expect(files).toContain('notification-registry.cjs');
    const load = createRequire(join(folder, 'index.cjs'));
    for (const file of files) {
      const module = file.endsWith('.cjs')
        ? load(join(folder, file))
        : await import(pathToFileURL(join(folder, file)).href);
      expect(module, file).toBeTypeOf('object');
    }
    expect(load(join(folder, 'notification-registry.cjs')).notifications).toEqual({});
  });

  it('the validators read the values as data: each is accepted, others are refused', async () => {
    const operations = (await readdir(join(out, 'validators', 'operations'))).filter((file) =>
      /^[^.]+\.mjs$/.test(file),
    );
    expect(operations).toHaveLength(1);
    const operation = await import(pathToFileURL(join(out, 'validators', 'operations', operations[0] ?? '')).href);
    expect(operation.key).toBe('POST /files/{file id}/a path with spaces/*/`${x}`');
    for (const kind of KINDS) {
      const body = { kind, '*/ name with `${code}`': '${process.exit(1)}', "require('x')": '*/ const' };
      expect(operation.validateRequest(body), JSON.stringify(kind)).toMatchObject({ ok: true });
      expect(operation.validateResponse('200', body).ok).toBe(true);
    }
    expect(operation.validateRequest({ kind: 'require' }).ok).toBe(false);
    expect(operation.validateRequest({ kind: KINDS[0], "require('x')": 'other' }).ok).toBe(false);
    const query = 'q\'uote"s */';
    expect(operation.validateParameters('query', { [query]: 'a`b${c}`' }).ok).toBe(true);
    expect(operation.validateParameters('query', { [query]: "require('child_process').exec('x')" }).ok).toBe(true);
    expect(operation.validateParameters('query', { [query]: 'other' }).ok).toBe(false);
  });
});

// The MSW entry passes the simulator's lifecycle and fuzzing suites (issue 39): they run twice in child vitest
// processes, once sending requests straight to `simulator.fetch` and once through `fetch` intercepted by msw/node
// with the handlers of src/msw.js (SIMULATOR_TRANSPORT=msw, test/transport.ts, which checks that every request went
// through them), and every test has the same verdict both ways.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;
const here = new URL('./', import.meta.url).pathname;
const folder = await mkdtemp(join(tmpdir(), 'simulator-msw-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Each test's verdict, "file > describe > test" → passed/failed, from a vitest JSON report of the suites. */
async function verdicts(transport: 'direct' | 'msw') {
  const suites = (await readdir(here)).filter((file) => /(lifecycle|^fuzz)\.test\.ts$/.test(file));
  const report = join(folder, `${transport}.json`);
  await run(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      'unit',
      '--reporter=json',
      `--outputFile=${report}`,
      ...suites.map((file) => `packages/simulator/test/${file}`),
    ],
    {
      cwd: root,
      env: { ...process.env, SIMULATOR_TRANSPORT: transport === 'msw' ? 'msw' : '' },
      timeout: patience(300_000),
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error) => error); // a failed test exits 1: the report says which
  const { testResults } = JSON.parse(await readFile(report, 'utf8'));
  const found: Record<string, string> = {};
  for (const file of testResults)
    for (const test of file.assertionResults) found[`${file.name.replace(root, '')} > ${test.fullName}`] = test.status;
  return found;
}

describe('the lifecycle and fuzzing suites through the MSW handlers', () => {
  it(
    'give every test the verdict it has with the simulator called directly',
    async () => {
      const [direct, msw] = await Promise.all([verdicts('direct'), verdicts('msw')]);
      expect(Object.keys(direct).length).toBeGreaterThan(50);
      expect(Object.values(direct).every((status) => status === 'passed')).toBe(true);
      expect(msw).toEqual(direct);
    },
    patience(600_000),
  );
});

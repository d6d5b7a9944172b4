// The runtime matrix (issue 14): the smoke program (the built client against the mock, a validator, a notification
// parse) under Node 20, 22 and 24, Bun and Deno, each installed from the npm registry into a cache folder. A runtime
// that cannot be had is skipped with its reason here, and fails the run in CI. Issue 39: the simulator's lifecycle
// (its browser entry, in process) under each of them too.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';
import { expectedLifecycle, expectedSummary, type SmokeInput, startSmokeFixture } from './fixture.js';
import { obtain, RUNTIMES } from './runtimes.js';

const run = promisify(execFile);
const cli = new URL('./smoke-cli.js', import.meta.url).pathname;
const lifecycleCli = new URL('./simulator-lifecycle-cli.js', import.meta.url).pathname;
const root = new URL('../..', import.meta.url).pathname;

let fixture: Awaited<ReturnType<typeof startSmokeFixture>>;
let obtained: Awaited<ReturnType<typeof obtain>>[];

beforeAll(async () => {
  // Installs run side by side with the mock's start; each is a few seconds the first time, nothing after.
  [fixture, obtained] = await Promise.all([startSmokeFixture(), Promise.all(RUNTIMES.map(obtain))]);
}, patience(300_000));
afterAll(() => fixture?.stop());

async function smokeUnder(binary: string, args: string[], input: SmokeInput) {
  const { stdout } = await run(binary, [...args, cli, JSON.stringify(input)], { cwd: root, timeout: patience(60_000) });
  return JSON.parse(stdout);
}

/** The binary and arguments of runtime `index`, or undefined when it is skipped here (never in CI). */
function runtimeAt(index: number) {
  const runtime = RUNTIMES[index];
  const got = obtained[index];
  if (!runtime || !got) throw new Error('no such runtime');
  if ('skip' in got) {
    if (process.env.CI) throw new Error(`${runtime.name} is required in CI: ${got.skip}`);
    console.warn(`skipped ${runtime.name}: ${got.skip}`);
    return undefined;
  }
  return { binary: got.binary, args: runtime.args };
}

const eachRuntime = RUNTIMES.map((runtime, index) => [runtime.name, index] as const);

describe('the smoke program in every runtime', () => {
  it.each(eachRuntime)(
    '%s',
    async (_name, index) => {
      const found = runtimeAt(index);
      if (!found) return;
      expect(await smokeUnder(found.binary, found.args, fixture.input)).toEqual(expectedSummary);
    },
    patience(90_000),
  );
});

describe("the simulator's lifecycle in every runtime (its browser entry, in process)", () => {
  it.each(eachRuntime)(
    '%s',
    async (_name, index) => {
      const found = runtimeAt(index);
      if (!found) return;
      const { stdout } = await run(found.binary, [...found.args, lifecycleCli], {
        cwd: root,
        timeout: patience(60_000),
      });
      expect(JSON.parse(stdout)).toEqual(expectedLifecycle);
    },
    patience(90_000),
  );
});

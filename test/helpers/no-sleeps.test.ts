// Tests judge behaviour, not the wall clock (issue 38): no test sleeps to let something happen or measures elapsed
// time for a verdict. Two precise forms are held here, not every way to wait: a sleep (`new Promise((resolve) =>
// setTimeout(resolve, …))`, `await sleep(…)`, `await delay(…)`) outside the files allowed below, each with why; and
// an `expect(` that reads `Date.now()` or `performance.now()`, allowed nowhere. Instead: fake timers, a promise that
// resolves on entry, an injected clock; `patience()` only to stop a hang.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Files that may sleep, and why: each waits for something outside the process or means a random moment. */
const mayWait: Record<string, string> = {
  'test/helpers/servers.js': 'polls a started database server until it answers, bounded by a limit',
  'test/bench/simulator-scale.js': 'a bench, not a test: a random pause between crashes',
  'packages/mock/test/readiness.integration.test.ts': 'polls the mock process until it is ready, bounded',
  'packages/mock/test/mock-rules.integration.test.ts': 'polls the mock process until ready, and until it exits',
  'packages/simulator/test/crash.integration.test.ts': 'kills the simulator at a random moment, on purpose',
  'packages/webhooks/test/store-contract.ts': "polls a real store until another claim's lease runs out, bounded",
  'packages/webhooks/test/fleet/fleet.js': 'a delivering process backing off between redeliveries to other processes',
};

const SLEEP = /new Promise\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*setTimeout\(\s*\1\s*,|await\s+(?:sleep|delay)\(/;
const CLOCK_VERDICT = /expect\([^;]*\b(?:Date|performance)\.now\(\)/;

function testFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:ts|js)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes('node_modules'));
}

const packages = readdirSync(join(root, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `packages/${entry.name}/test`)
  .filter((folder) => {
    try {
      return readdirSync(join(root, folder)).length > 0;
    } catch {
      return false;
    }
  });
const self = 'test/helpers/no-sleeps.test.ts'; // its own examples of the patterns
const files = ['test', ...packages]
  .flatMap(testFiles)
  .filter((path) => path !== self)
  .sort();

/** `path:line: text` of each line matching `pattern`, in `paths`. */
function offences(paths: string[], pattern: RegExp) {
  return paths.flatMap((path) =>
    readFileSync(join(root, path), 'utf8')
      .split('\n')
      .flatMap((line, n) => (pattern.test(line) ? [`${path}:${n + 1}: ${line.trim()}`] : [])),
  );
}

describe('tests without sleeps or the wall clock', () => {
  it('finds the test files it scans', () => {
    expect(files).toContain('packages/client/test/retries.test.ts');
    expect(files).toContain('test/spec/formats-standard.test.ts');
  });

  it('the patterns catch the forms they name', () => {
    expect(SLEEP.test('await new Promise((resolve) => setTimeout(resolve, 5));')).toBe(true);
    expect(SLEEP.test('await new Promise(r => setTimeout(r, 5));')).toBe(true);
    expect(SLEEP.test('await sleep(10);')).toBe(true);
    expect(SLEEP.test('setTimeout(() => controller.abort(), 0);')).toBe(false);
    expect(CLOCK_VERDICT.test('expect(Date.now() - started).toBeGreaterThanOrEqual(900);')).toBe(true);
    expect(CLOCK_VERDICT.test('expect(performance.now() - started).toBeLessThan(1000);')).toBe(true);
  });

  it('no test sleeps, outside the files allowed with a reason', () => {
    const allowed = new Set(Object.keys(mayWait));
    expect(
      offences(
        files.filter((path) => !allowed.has(path)),
        SLEEP,
      ),
      'a sleep in a test: use fake timers (vi.useFakeTimers) or a promise that resolves when the awaited thing happens',
    ).toEqual([]);
  });

  it('each allowed file still exists and still waits (the allow-list does not go stale)', () => {
    for (const path of Object.keys(mayWait)) expect(offences([path], SLEEP), path).not.toEqual([]);
  });

  it('no verdict reads the wall clock', () => {
    expect(
      offences(files, CLOCK_VERDICT),
      'an expect() on Date.now() or performance.now(): judge by fake timers or an injected clock; measure speed with npm run bench',
    ).toEqual([]);
  });
});

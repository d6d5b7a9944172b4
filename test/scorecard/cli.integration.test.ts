// `payments-behaviour scorecard -- COMMAND` as a merchant runs it: the command (plain fetch, its own receiver on
// loopback) gets the simulator's address through the scorecard's front, and the report grades what it did; a
// variant that resends a POST after a 500 is told so, naming the request, in the text and in the JUnit XML.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';

const bin = fileURLToPath(new URL('../../packages/behaviour/src/bin.js', import.meta.url));
const merchant = fileURLToPath(new URL('./fixtures/merchant.mjs', import.meta.url));

async function scorecard(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, 'scorecard', ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('payments-behaviour scorecard -- COMMAND', () => {
  it("grades a merchant's command that keeps the rules: exit 0, every graded rule held", async () => {
    const run = await scorecard('--', process.execPath, merchant);
    expect(run.stdout).toContain('Integration scorecard');
    expect(run.stdout).toMatch(/✓ retry\.absent-no-response-resend \[client\]: held/);
    expect(run.stdout).toMatch(/✓ retry\.absent-500-unless-post \[client\]: held/);
    expect(run.stdout).toMatch(/✓ events\.confirm-success \[receiver\]: held/);
    expect(run.stdout).toContain(' 0 broken');
    expect(run.code, run.stdout + run.stderr).toBe(0);
  });

  it('names the POST resent after a 500, exits 1, and writes the JUnit report', async () => {
    const junit = join(mkdtempSync(join(tmpdir(), 'scorecard-')), 'scorecard.xml');
    const run = await scorecard('--junit', junit, '--', process.execPath, merchant, 'retry-500');
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toMatch(
      /✗ retry\.absent-500-unless-post \[client\]: broken\n {4}#\d+ POST \/single .*→ 500 \[fault: 500\]: resent as #\d+ POST \/single/,
    );
    expect(run.stdout).toContain(' 1 broken');
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testcase classname="scorecard.client" name="retry.absent-500-unless-post"><failure /);
    expect(xml).toContain('failures="1"');
  });

  it(
    '--shrink: reruns the command under smaller plans and prints the shortest that still breaks the rule',
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'scorecard-shrink-'));
      const planFile = join(folder, 'plan.json');
      writeFileSync(
        planFile,
        JSON.stringify({
          requests: [
            { on: 'write', kind: 'no-answer' },
            { on: 'read', kind: '503' },
            { on: 'write', kind: '500' },
            { on: 'any', kind: 'slow' },
          ],
          notifications: ['duplicated'],
        }),
      );
      const run = await scorecard(
        '--plan',
        planFile,
        '--shrink',
        '--shrink-runs',
        '10',
        '--',
        process.execPath,
        merchant,
        'retry-500',
      );
      expect(run.code, run.stdout + run.stderr).toBe(1);
      const found =
        /Shortest plan found that still breaks retry\.absent-500-unless-post \((\d+) more runs[^\n]*\n(.+)\n/.exec(
          run.stdout,
        );
      expect(found, run.stdout).not.toBeNull();
      expect(Number(found?.[1])).toBeLessThanOrEqual(10);
      // the lost answer lets the PATCH pass (the wrong merchant resends a POST after 500, not a PATCH); the 500 then
      // meets a POST; nothing else is needed
      const shortest = JSON.parse(found?.[2] ?? '{}');
      expect(shortest).toEqual({
        requests: [
          { on: 'write', kind: 'no-answer' },
          { on: 'write', kind: '500' },
        ],
        notifications: [],
      });
      // the plan printed is a --plan file that breaks the rule again
      const shortFile = join(folder, 'shortest.json');
      writeFileSync(shortFile, found?.[2] ?? '');
      const again = await scorecard('--plan', shortFile, '--', process.execPath, merchant, 'retry-500');
      expect(again.code, again.stdout + again.stderr).toBe(1);
      expect(again.stdout).toMatch(/✗ retry\.absent-500-unless-post \[client\]: broken/);
    },
    patience(180_000),
  ); // eight runs of the merchant's command, each waiting for its notifications

  it('--shrink-runs must be a whole number above 0 (exit 2)', async () => {
    const run = await scorecard('--shrink', '--shrink-runs', '0', '--', process.execPath, merchant);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--shrink-runs must be a whole number above 0');
  });

  it('refuses a call without a command, naming what to give (exit 2)', async () => {
    const run = await scorecard('--plan', 'none');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('give the command to run after --');
  });
});

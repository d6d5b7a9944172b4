// `payments-behaviour scorecard -- COMMAND` as a merchant runs it: the command (plain fetch, its own receiver on
// loopback) gets the simulator's address through the scorecard's front, and the report grades what it did; a
// variant that resends a POST after a 500 is told so, naming the request, in the text and in the JUnit XML.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

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

  it('refuses a call without a command, naming what to give (exit 2)', async () => {
    const run = await scorecard('--plan', 'none');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('give the command to run after --');
  });
});

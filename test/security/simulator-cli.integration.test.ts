// The default path of the state defences: the `payments-simulator` command itself, started twice with the same
// --seed and --state and stopped with Ctrl-C (SIGINT). A payment made after the restart never takes a saved
// payment's id, and Ctrl-C during a clock move stops it, saves the state and exits 0. (That the move stops at its
// next timer is shown in simulator-clock.test.ts; a move is at most 10 000 timers, under a second here.)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';

const CLI = new URL('../../packages/simulator/src/cli.js', import.meta.url).pathname;
const headers = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'Content-Type': 'application/json' };

/** The command started, once it says where it listens. */
async function start(args: string[]) {
  const child = spawn(process.execPath, [CLI, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.on('data', () => {
      const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  return { child, url, stderr: () => stderr };
}

/** Ctrl-C, and the exit code. */
function interrupt(child: ChildProcess) {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  return exited;
}

const newSingle = async (url: string) =>
  (
    (await (
      await fetch(`${url}/single`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ method: 'cc', type: 'sale', value: 10 }),
      })
    ).json()) as { id: string }
  ).id;

describe('the command keeps saved state across a restart', () => {
  it(
    'never makes a saved id again with the same --seed and --state',
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'simulator-cli-')), 'state.json');
      const first = await start(['--seed', '7', '--state', file]);
      const saved = await newSingle(first.url);
      expect(await interrupt(first.child)).toBe(0);
      const again = await start(['--seed', '7', '--state', file]);
      const made = await newSingle(again.url);
      const read = await fetch(`${again.url}/single/${saved}`, { headers });
      expect(await interrupt(again.child)).toBe(0);
      expect(made).not.toBe(saved);
      expect(read.status).toBe(200);
      expect(JSON.parse(readFileSync(file, 'utf8')).accounts['simulator-account'].records.singles).toHaveLength(2);
    },
    patience(30_000),
  );

  it(
    'stops a clock move on Ctrl-C, saves the state and exits 0',
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'simulator-cli-')), 'state.json');
      const running = await start(['--state', file]);
      await fetch(`${running.url}/__simulator/clock`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: '2030-01-07T10:00:00Z' }),
      });
      const made = await fetch(`${running.url}/subscription`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          method: 'cc',
          frequency: '1D',
          value: 1,
          start_time: '2030-01-08 10:00',
          customer: { name: 'Ana Silva', email: 'ana@example.com', phone: '911234567' },
        }),
      });
      expect(made.status).toBe(201);
      const moving = fetch(`${running.url}/__simulator/clock`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ advanceMs: 9_000 * 86_400_000 }),
      }).catch((error: Error) => error);
      // wait until the move is under way (the simulator has captured a cycle), then Ctrl-C
      for (;;) {
        const state = await fetch(`${running.url}/capture?limit=1`, { headers });
        if (((await state.json()) as { metadata?: { count?: number } }).metadata?.count) break;
      }
      expect(await interrupt(running.child)).toBe(0);
      await moving;
      expect(running.stderr()).toMatch(/state saved to/);
      const captures = JSON.parse(readFileSync(file, 'utf8')).accounts['simulator-account'].records.captures;
      // what was captured before the stop is saved (how far the move got depends on the machine's speed)
      expect(captures.length).toBeGreaterThan(0);
    },
    patience(30_000),
  );
});

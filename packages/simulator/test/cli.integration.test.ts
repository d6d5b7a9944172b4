// `payments-simulator` / `npm run simulate` / main(argv): help, bad flags (exit 2 naming the flag), a busy port
// (exit 1 naming it), and a run that serves on 127.0.0.1 and stops on Ctrl-C.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { main } from '../src/index.js';

function sink() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  return { stream, text: () => text };
}

describe('main(argv)', () => {
  it.each([
    [['--port', 'abc'], 2, /--port must be a whole number/],
    [['--seed', '-1'], 2, /--seed/],
    [['--colour'], 2, /Unknown option/],
  ])('%j exits %i', async (argv, exitCode, message) => {
    const stderr = sink();
    const result = await main(argv, { stderr: stderr.stream });
    expect(result.exitCode).toBe(exitCode);
    expect(stderr.text()).toMatch(message);
  });

  it('prints help', async () => {
    const stdout = sink();
    expect((await main(['--help'], { stdout: stdout.stream })).exitCode).toBe(0);
    expect(stdout.text()).toMatch(/Usage: payments-simulator/);
  });

  it('exits 1 naming a busy port', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as { port: number }).port;
    const stderr = sink();
    const result = await main(['--port', String(port)], { stderr: stderr.stream });
    holder.close();
    expect(result.exitCode).toBe(1);
    expect(stderr.text()).toContain(`port ${port} on 127.0.0.1 is already in use`);
  });

  it('serves until stopped, with repeatable ids for a seed', async () => {
    const ids: string[] = [];
    for (let run = 0; run < 2; run++) {
      const result = await main(['--port', '0', '--seed', '7'], { stderr: sink().stream });
      const answer = await fetch(`${result.url}/single`, {
        method: 'POST',
        headers: { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'Content-Type': 'application/json' },
        body: JSON.stringify({ value: 1 }),
      });
      ids.push(((await answer.json()) as { id: string }).id);
      await result.stop?.();
    }
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[1]).toBe(ids[0]);
  });
});

describe('the payments-simulator command', () => {
  it(
    'prints where it listens and stops cleanly on Ctrl-C',
    async () => {
      const cli = new URL('../src/cli.js', import.meta.url).pathname;
      const child = spawn(process.execPath, [cli, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no listening line: ${stderr}`)), 15_000);
        child.stderr.on('data', () => {
          if (!/listening on/.test(stderr)) return;
          clearTimeout(timer);
          resolve();
        });
      });
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr)?.[1];
      const answer = await fetch(`${url}/system/ping`, {
        headers: { AccountId: 'simulator-account', ApiKey: 'simulator-key' },
      });
      expect(answer.status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      expect(await exited).toBe(0);
    },
    patience(20_000),
  );
});

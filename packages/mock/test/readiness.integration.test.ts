// The mock's port is bound before Prism starts (a busy port fails at once), and Prism is started again when it stops:
// requests in those gaps were forwarded to nothing and answered 502 (issue 36: 5 965 of 10 209 requests of a run
// started when the port first answered). They now wait for Prism and get its answer; the command says "listening"
// only once Prism is ready.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { freePort } from '../src/prism.js';

const CLI = new URL('../src/cli.js', import.meta.url).pathname;
const credentials = { AccountId: 'a', ApiKey: 'k' };
let child: ChildProcess | undefined;
afterEach(() => void child?.kill('SIGINT'));

/** Starts `payments-mock` on `port`; `stderr()` is what it has said so far. */
function startCli(port: number) {
  child = spawn(process.execPath, [CLI, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  return () => stderr;
}

/** Resolves once `done` holds, checking every 10 ms; rejects after `ms`. */
async function until(done: () => boolean | Promise<boolean>, ms: number) {
  for (const start = Date.now(); !(await done()); await new Promise((resolve) => setTimeout(resolve, 10)))
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
}

/** A ping's status and body, or 0 when the port does not take the connection. */
const ping = (url: string) =>
  fetch(`${url}/system/ping`, { headers: credentials }).then(
    async (answer) => ({ status: answer.status, body: await answer.text() }),
    () => ({ status: 0, body: '' }),
  );

it(
  'holds the requests sent as soon as its port opens until Prism answers them, and says "listening" only then',
  async () => {
    const port = await freePort();
    const stderr = startCli(port);
    const url = `http://127.0.0.1:${port}`;
    const early: Promise<{ status: number; body: string }>[] = [];
    // from the moment the port takes a connection, ten requests at once, each sent before the mock said "listening"
    await until(async () => {
      const net = await import('node:net');
      return new Promise<boolean>((resolve) =>
        net
          .connect(port, '127.0.0.1')
          .once('connect', function (this: import('node:net').Socket) {
            this.destroy();
            resolve(true);
          })
          .once('error', () => resolve(false)),
      );
    }, patience(30_000));
    const sentBeforeListening = !/listening on/.test(stderr());
    for (let i = 0; i < 10; i++) early.push(ping(url));
    const answers = await Promise.all(early);
    // the requests above must have been sent while Prism was starting, or this test proves nothing
    expect(sentBeforeListening).toBe(true);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(stderr()).toMatch(/listening on/);
  },
  patience(60_000),
);

it(
  'holds the requests sent while Prism is started again, instead of answering 502',
  async () => {
    const port = await freePort();
    const stderr = startCli(port);
    const url = `http://127.0.0.1:${port}`;
    await until(() => /listening on/.test(stderr()), patience(30_000));
    const prism = spawnSync('pgrep', ['-P', String(child?.pid)], { encoding: 'utf8' }).stdout.trim();
    process.kill(Number(prism), 'SIGKILL');
    await until(() => /Prism exited \(SIGKILL\); starting it again/.test(stderr()), patience(10_000));
    const restarted = () => /Prism started again/.test(stderr());
    const sentWhileRestarting = !restarted();
    const answers = await Promise.all(Array.from({ length: 10 }, () => ping(url)));
    expect(sentWhileRestarting).toBe(true);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(restarted()).toBe(true);
  },
  patience(60_000),
);

// `payments-simulator` / `npm run simulate` / main(argv): help, bad flags (exit 2 naming the flag), a busy port
// (exit 1 naming it), and a run that serves on 127.0.0.1 and stops on Ctrl-C.
import { spawn } from 'node:child_process';
import { createSign, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { main, testSignature } from '../src/index.js';

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
        const timer = setTimeout(() => reject(new Error(`no listening line: ${stderr}`)), patience(15_000));
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

/** Starts `payments-simulator` with `args` and resolves once it listens. */
async function startCli(args: string[]) {
  const cli = new URL('../src/cli.js', import.meta.url).pathname;
  const child = spawn(process.execPath, [cli, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line: ${stderr}`)), patience(15_000));
    child.stderr.on('data', () => {
      if (!/listening on/.test(stderr)) return;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', () => reject(new Error(`exited: ${stderr}`)));
  });
  const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr)?.[1];
  const stop = async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    return exited;
  };
  return { url, stop, stderr: () => stderr };
}

describe("--signing-public-key FILE (the merchant's own signing key)", () => {
  const folder = mkdtempSync(join(tmpdir(), 'simulator-key-'));
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicFile = join(folder, 'public.pem');
  const privateFile = join(folder, 'private.pem');
  writeFileSync(publicFile, pair.publicKey.export({ type: 'spki', format: 'pem' }));
  const privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  writeFileSync(privateFile, privatePem);
  const notKey = join(folder, 'not-a-key.pem');
  writeFileSync(notKey, 'hello\n');

  it(
    'verifies an out payment signed with their private half, and refuses one signed with the published test key',
    async () => {
      const cli = await startCli(['--signing-public-key', publicFile]);
      try {
        const body = JSON.stringify({
          method: 'transfer',
          value: 10,
          timestamp: '2026-11-21 11:00:00',
          customer: { name: 'B', email: 'b@example.com', phone: '912345678' },
          out_account: { account_holder: 'B', iban: 'PT50002700000001234567833', email: 'b@example.com', phone: '1' },
        });
        const post = (signature: string) =>
          fetch(`${cli.url}/out_payment`, {
            method: 'POST',
            headers: {
              AccountId: 'simulator-account',
              ApiKey: 'simulator-key',
              'Content-Type': 'application/json',
              Signature: signature,
            },
            body,
          });
        const own = await post(createSign('sha256').update(body).sign(pair.privateKey, 'base64'));
        expect(own.status).toBe(201);
        const published = await post(testSignature(body));
        expect(published.status).toBe(403);
        expect(((await published.json()) as { message: string }).message).toMatch(/does not verify/);
        expect(cli.stderr()).toContain(`Signature verified with ${publicFile}`);
      } finally {
        expect(await cli.stop()).toBe(0);
      }
    },
    patience(30_000),
  );

  it.each([
    [
      'a file that is not there',
      () => join(folder, 'absent.pem'),
      /--signing-public-key .*absent\.pem: cannot read the file \(ENOENT\)/,
    ],
    ['a file that holds no key', () => notKey, /--signing-public-key .*not-a-key\.pem: not an RSA public key in PEM/],
    [
      'a private key',
      () => privateFile,
      /--signing-public-key .*private\.pem: holds a private key; give its public half/,
    ],
  ])('refuses %s at start (exit 2, naming the flag, never printing the key)', async (_name, file, message) => {
    const stderr = sink();
    const result = await main(['--port', '0', '--signing-public-key', file()], { stderr: stderr.stream });
    expect(result.exitCode).toBe(2);
    expect(stderr.text()).toMatch(message);
    const keyBody = privatePem.split('\n')[1] ?? '';
    expect(keyBody.length).toBeGreaterThan(20);
    expect(stderr.text()).not.toContain(keyBody);
  });

  it('is in --help', async () => {
    const stdout = sink();
    await main(['--help'], { stdout: stdout.stream });
    expect(stdout.text()).toMatch(/--signing-public-key FILE/);
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));
});

// The mock follows the interface's rules where Prism alone does not (issue 13, item 1): the retry header by status,
// Idempotency-Replay only on a replay, refusals in the error envelope, a busy port exits 1 naming it, and Prism never
// outlives the command, even when the command is killed.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { startMock } from '../src/index.js';

const ID = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
const CLI = new URL('../src/cli.js', import.meta.url).pathname;
const headers = { AccountId: 'a', ApiKey: 'k', 'Content-Type': 'application/json' };
let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock({ port: 0 });
}, patience(40_000));
afterAll(() => mock?.stop());

/** Resolves once `done` holds, checking every 100 ms; rejects after `ms`. */
async function until(done: () => boolean | Promise<boolean>, ms: number) {
  for (const start = Date.now(); !(await done()); await new Promise((resolve) => setTimeout(resolve, 100)))
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
}

async function call(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const answer = await fetch(`${mock.url}${path}`, {
    method,
    headers: { ...headers, ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const text = await answer.text();
  return {
    status: answer.status,
    retry: answer.headers.get('x-service-should-retry'),
    replay: answer.headers.get('idempotency-replay'),
    body: text ? JSON.parse(text) : undefined,
  };
}

describe('the retry header follows the interface', () => {
  it.each([
    ['a success', 'GET', `/single/${ID}`, undefined, 200, null],
    ['a 404', 'GET', `/single/${ID}`, 'code=404', 404, 'false'],
    ['a 400', 'POST', '/single', 'code=400', 400, 'false'],
    ['a 409', 'POST', '/single', 'code=409', 409, 'true'],
    ['a 429', 'GET', '/frequent', 'code=429', 429, 'true'],
    // 500 is resent "unless the request was a POST" (Errors rule 6; x-retry-policy retryStatusesUnlessMethod): the
    // header is left out so that the client applies that rule by method, as the simulator does
    ['a 500 on GET', 'GET', `/single/${ID}`, 'code=500', 500, null],
    ['a 500 on POST', 'POST', '/single', 'code=500', 500, null],
  ])('on %s', async (_name, method, path, prefer, status, retry) => {
    const body = method === 'POST' ? JSON.stringify({ method: 'cc', value: 10 }) : undefined;
    const got = await call(method, path, { ...(body ? { body } : {}), headers: prefer ? { Prefer: prefer } : {} });
    expect({ status: got.status, retry: got.retry }).toEqual({ status, retry });
  });
});

it("leaves 500 to x-retry-policy's rule by method, which the 500 cases above rely on", () => {
  const policy = JSON.parse(readFileSync(new URL('../../spec/openapi.json', import.meta.url), 'utf8'))[
    'x-retry-policy'
  ];
  expect(policy.whenHeaderAbsent.retryStatusesUnlessMethod).toContainEqual({ status: 500, methods: ['POST'] });
});

describe('idempotency', () => {
  it('marks only a replay, and refuses the same key with another body', async () => {
    const key = `mock-${Date.now()}`;
    const body = JSON.stringify({ method: 'cc', value: 10 });
    const first = await call('POST', '/single', { body, headers: { 'Idempotency-Key': key } });
    const again = await call('POST', '/single', { body, headers: { 'Idempotency-Key': key } });
    const other = await call('POST', '/single', {
      body: JSON.stringify({ method: 'cc', value: 11 }),
      headers: { 'Idempotency-Key': key },
    });
    expect([first.status, first.replay]).toEqual([201, null]);
    expect([again.status, again.replay, again.body]).toEqual([201, 'true', first.body]);
    expect(other.status).toBe(409);
    expect(other.body.message[0]).toMatch(/Idempotency-Key/);
  });
});

describe('a request that fails authentication is not subject to idempotency rules (Authentication)', () => {
  const body = JSON.stringify({ method: 'cc', value: 10 });

  it('keeps a refusal for missing credentials out of the store: the corrected request runs', async () => {
    const key = `unauthenticated-${Date.now()}`;
    const refused = await call('POST', '/single', { body, headers: { ApiKey: '', 'Idempotency-Key': key } });
    const corrected = await call('POST', '/single', { body, headers: { 'Idempotency-Key': key } });
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'Authentication Error: Missing AccountId or ApiKey headers',
    ]);
    expect([corrected.status, corrected.replay]).toEqual([201, null]);
  });

  it("never replays an account's stored answer to a request without credentials", async () => {
    const key = `stored-${Date.now()}`;
    const first = await call('POST', '/single', { body, headers: { 'Idempotency-Key': key } });
    const unauthenticated = await call('POST', '/single', { body, headers: { ApiKey: '', 'Idempotency-Key': key } });
    expect(first.status).toBe(201);
    expect([unauthenticated.status, unauthenticated.replay]).toEqual([403, null]);
  });
});

describe('refusals are in the envelope and name what is wrong', () => {
  it.each([
    ['a limit over 100', 'GET', '/capture?limit=1000', undefined, /query parameter 'limit' must be <= 100/],
    [
      'a 59-day interval',
      'GET',
      '/single?created_at=interval(2026-01-01%2000:00,2026-02-28%2000:00)',
      undefined,
      /created_at/,
    ],
    ['malformed JSON', 'POST', '/single', '{bad', /not valid JSON/],
    [
      'a single payment without value',
      'POST',
      '/single',
      JSON.stringify({ method: 'mb' }),
      /field 'value' is required/,
    ],
    ['a 300-character key', 'PATCH', `/single/${ID}`, JSON.stringify({ key: 'k'.repeat(300) }), /field 'key'/],
    ['an id that is not a uuid', 'GET', '/single/not-a-uuid', undefined, /path parameter 'id'/],
  ])('%s', async (_name, method, path, body, message) => {
    const got = await call(method, path, body === undefined ? {} : { body });
    expect(got.status).toBe(400);
    expect(got.retry).toBe('false');
    expect(got.body.status).toBe('error');
    expect(got.body.message.join(' ')).toMatch(message);
  });
});

describe('npm run mock, as a process', () => {
  it(
    'exits 1 naming the port when it is busy',
    async () => {
      const holder = createServer();
      await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
      const port = (holder.address() as { port: number }).port;
      const run = spawnSync(process.execPath, [CLI, '--port', String(port)], {
        encoding: 'utf8',
        timeout: patience(20_000),
      });
      holder.close();
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`port ${port} on 127.0.0.1 is already in use`);
    },
    patience(30_000),
  );

  it(
    'starts Prism again when Prism is stopped, and goes on serving',
    async () => {
      const child = spawn(process.execPath, [CLI, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      try {
        await until(() => /listening on/.test(stderr), 30_000);
        const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr)?.[1];
        const first = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).stdout.trim();
        process.kill(Number(first), 'SIGKILL');
        await until(() => /Prism exited \(SIGKILL\); starting it again/.test(stderr), 10_000);
        let status = 0;
        await until(async () => {
          status = await fetch(`${url}/system/ping`, { headers: { AccountId: 'a', ApiKey: 'k' } }).then(
            (answer) => answer.status,
            () => 0,
          );
          return status === 200;
        }, patience(30_000));
        const second = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).stdout.trim();
        expect(second).toMatch(/^\d+$/);
        expect(second).not.toBe(first);
      } finally {
        child.kill('SIGINT');
      }
    },
    patience(60_000),
  );

  it(
    'takes Prism down with it when it is killed outright',
    async () => {
      const child = spawn(process.execPath, [CLI, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no listening line: ${stderr}`)), patience(30_000));
        child.stderr.on('data', () => {
          if (!/listening on/.test(stderr)) return;
          clearTimeout(timer);
          resolve();
        });
      });
      const prism = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).stdout.trim();
      expect(prism).toMatch(/^\d+$/);
      child.kill('SIGKILL');
      // wait for Prism to be gone, however long the machine takes: a Prism left alive fails the test at its
      // patience() limit, never a fixed count of 100 ms sleeps
      const alive = () => {
        try {
          process.kill(Number(prism), 0);
          return true;
        } catch {
          return false;
        }
      };
      while (alive()) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    patience(40_000),
  );
});

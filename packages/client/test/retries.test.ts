// The retry rules of the interface's Errors section, against a real loopback server that fails on cue: each status
// with and without X-Service-Should-Retry, dropped connections, a body cut mid-way, a timeout; the same key on every
// try; a write performed once; the outcome-unknown error.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callInfo,
  createPaymentsClient,
  NoResponseError,
  OutcomeUnknownError,
  RequestRefusedError,
} from '../src/index.js';
import { type Step, startFaultServer } from './helpers/fault-server.js';
import { stubFetch } from './helpers/stub-fetch.js';

let server: Awaited<ReturnType<typeof startFaultServer>> | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

const fast = { baseMs: 1, maxMs: 5 };
const stubbed = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'acct-1', apiKey: 'secret-key-123' };
async function clientFor(script: Step[], options: { maxAttempts?: number; timeoutMs?: number } = {}) {
  server = await startFaultServer(script);
  return createPaymentsClient({
    baseUrl: server.baseUrl,
    accountId: 'acct-1',
    apiKey: 'secret-key-123',
    backoff: fast,
    ...options,
  });
}
const capture = { descriptive: 'Order 1', value: 10 };
const post = (client: ReturnType<typeof createPaymentsClient>) =>
  client.POST('/capture/{id}', { params: { path: { id: 'p1' } }, body: capture });
const patch = (client: ReturnType<typeof createPaymentsClient>) =>
  client.PATCH('/config', { body: { generic: 'https://shop.example/n' } });
const get = (client: ReturnType<typeof createPaymentsClient>) =>
  client.GET('/capture/{id}', { params: { path: { id: 'p1' } } });
const always = (step: Step): Step[] => [step, step, step, step, step];

describe('without X-Service-Should-Retry', () => {
  it.each([
    [409, 'POST', 3],
    [429, 'POST', 3],
    [502, 'POST', 3],
    [503, 'POST', 3],
    [500, 'POST', 1],
    [500, 'PATCH', 3],
    [500, 'GET', 3],
    [409, 'GET', 3],
    [400, 'POST', 1],
    [404, 'GET', 1],
    [422, 'POST', 1],
    [403, 'GET', 1],
  ] as const)('%i on %s is tried %i time(s)', async (status, method, tries) => {
    const client = await clientFor(always({ status }));
    const call = method === 'POST' ? post : method === 'PATCH' ? patch : get;
    const { response } = await call(client);
    expect(response.status).toBe(status);
    expect(server?.seen).toHaveLength(tries);
    expect(callInfo(response)?.attempts).toBe(tries);
  });
});

describe('with X-Service-Should-Retry', () => {
  it.each([
    ['true', 400, 'POST', 3],
    ['true', 500, 'POST', 3],
    ['false', 503, 'POST', 1],
    ['false', 429, 'GET', 1],
    ['false', 409, 'PATCH', 1],
    ['TRUE', 404, 'GET', 3],
  ] as const)('%s on %i to %s is tried %i time(s)', async (header, status, method, tries) => {
    const client = await clientFor(always({ status, headers: { 'X-Service-Should-Retry': header } }));
    const { response } = await (method === 'POST' ? post : method === 'PATCH' ? patch : get)(client);
    expect(response.status).toBe(status);
    expect(server?.seen).toHaveLength(tries);
  });

  it('stops at a success even when the header says true', async () => {
    const client = await clientFor([
      { status: 201, headers: { 'X-Service-Should-Retry': 'true' }, body: { status: 'ok' } },
    ]);
    expect((await post(client)).response.status).toBe(201);
    expect(server?.seen).toHaveLength(1);
  });
});

describe('tries', () => {
  it('never exceed maxAttempts', async () => {
    const client = await clientFor(always({ status: 503 }), { maxAttempts: 2 });
    await post(client);
    expect(server?.seen).toHaveLength(2);
  });

  it('carry the same Idempotency-Key, a UUID v4 by default, and the credentials', async () => {
    const client = await clientFor([{ status: 503 }, { status: 502 }], { maxAttempts: 3 });
    const { response } = await post(client);
    const keys = server?.seen.map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(1);
    expect(keys?.[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(callInfo(response)?.idempotencyKey).toBe(keys?.[0]);
    for (const seen of server?.seen ?? [])
      expect(seen.headers).toMatchObject({ accountid: 'acct-1', apikey: 'secret-key-123' });
  });

  it('send no Idempotency-Key on GET and DELETE', async () => {
    const client = await clientFor([]);
    await get(client);
    await client.DELETE('/single/{id}', { params: { path: { id: 'p1' } } });
    expect(server?.seen.map((r) => r.headers['idempotency-key'])).toEqual([undefined, undefined]);
  });

  it("use the caller's key, and refuse one over 50 characters before sending", async () => {
    const client = await clientFor([]);
    const params = (key: string) => ({ path: { id: 'p1' }, header: { 'Idempotency-Key': key } });
    const { response } = await client.POST('/capture/{id}', { params: params('order-1-capture'), body: capture });
    expect(callInfo(response)?.idempotencyKey).toBe('order-1-capture');
    await expect(client.POST('/capture/{id}', { params: params('k'.repeat(51)), body: capture })).rejects.toThrow(
      RequestRefusedError,
    );
    expect(server?.seen).toHaveLength(1);
  });
});

describe('no answer', () => {
  it('retries a write whose connection dropped, and the service performs it once', async () => {
    const client = await clientFor([{ drop: 'before-response', perform: true }]);
    const { data, response } = await post(client);
    expect(server?.performed()).toBe(1);
    expect(server?.seen).toHaveLength(2);
    expect(data).toMatchObject({ id: 'performed-1' });
    expect(callInfo(response)).toMatchObject({ replayed: true, attempts: 2 });
  });

  it('retries when the connection drops mid-body', async () => {
    const client = await clientFor([{ drop: 'mid-body', perform: true }]);
    const { data, response } = await post(client);
    expect(data).toMatchObject({ id: 'performed-1' });
    expect(server?.performed()).toBe(1);
    expect(callInfo(response)?.attempts).toBe(2);
  });

  it('ends a write with OutcomeUnknownError carrying the key and the tries', async () => {
    const client = await clientFor(always({ drop: 'before-response' }));
    const error = await post(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    const unknown = error as OutcomeUnknownError;
    expect(unknown.attempts).toBe(3);
    expect(unknown.idempotencyKey).toBe(server?.seen[0]?.headers['idempotency-key']);
    expect(unknown.message).not.toContain('secret-key-123');
  });

  it('ends a read with NoResponseError', async () => {
    const client = await clientFor(always({ drop: 'before-response' }));
    await expect(get(client)).rejects.toBeInstanceOf(NoResponseError);
    expect(server?.seen).toHaveLength(3);
  });

  it('gives up at the deadline when the service hangs', async () => {
    const client = await clientFor(always({ hang: true }), { timeoutMs: 300 });
    const error = await post(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect((error as OutcomeUnknownError).attempts).toBe(1);
  });
});

describe('waits', () => {
  // On fake timers and a scripted fetch: the wait is judged by the timer the client sets, not the wall clock.
  it.each([
    ['seconds', '1'],
    ['an HTTP date', new Date(Date.UTC(2030, 0, 1, 0, 0, 1)).toUTCString()],
  ])('honour Retry-After as %s: the next try goes exactly 1 s later, not before', async (_form, retryAfter) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'], now: Date.UTC(2030, 0, 1) });
    const { fetch, tries } = stubFetch([new Response('{}', { status: 429, headers: { 'Retry-After': retryAfter } })]);
    const client = createPaymentsClient({ ...stubbed, fetch, backoff: fast });
    const call = get(client);
    await vi.advanceTimersByTimeAsync(999);
    expect(tries).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toHaveLength(2);
    const { response } = await call;
    expect(response.status).toBe(200);
  });

  it('stop at the deadline rather than wait past it, answering with the last response', async () => {
    const client = await clientFor([{ status: 429, headers: { 'Retry-After': '60' } }], { timeoutMs: 200 });
    const { response } = await get(client);
    expect(response.status).toBe(429);
    expect(server?.seen).toHaveLength(1);
  });
});

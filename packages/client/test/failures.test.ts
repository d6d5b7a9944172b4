// What counts as an answer, what as no answer, and what as a local mistake (issue 14): a local error is thrown as
// itself and never retried; bodiless statuses are answers; nothing is tried again once the caller has aborted.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callInfo, createPaymentsClient, NoResponseError, OutcomeUnknownError } from '../src/index.js';
import { rsaSigner } from '../src/signing.js';
import { stubFetch } from './helpers/stub-fetch.js';

const base = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'acct-1', apiKey: 'secret-key-123' };
const fast = { baseMs: 1, maxMs: 2 };
const path = { path: { id: 'p1' } };
const capture = { descriptive: 'Order 1', value: 10 };

describe('statuses without a body are answers', () => {
  it.each([204, 205, 304])('%i is returned after one try', async (status) => {
    const { fetch, tries } = stubFetch([new Response(null, { status })]);
    const client = createPaymentsClient({ ...base, fetch, backoff: fast });
    const { response } = await client.GET('/capture/{id}', { params: path });
    expect(response.status).toBe(status);
    expect(callInfo(response)?.attempts).toBe(1);
    expect(tries).toHaveLength(1);
  });

  it('a 103 Early Hints before the answer is no answer of its own', async () => {
    const server = createServer((_request, response) => {
      response.writeEarlyHints({ link: '</style.css>; rel=preload' });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const client = createPaymentsClient({ ...base, baseUrl: `http://127.0.0.1:${port}/2.0` });
      const { data, response } = await client.GET('/system/ping');
      expect(response.status).toBe(200);
      expect(data).toEqual({ status: 'ok' });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('local errors are thrown as themselves, once', () => {
  it.each([
    ['a TypeError from the fetch', new TypeError('Illegal invocation')],
    ['a RangeError from the fetch', new RangeError('Invalid array length')],
    ['any other error', new Error('custom fetch is broken')],
  ])('%s', async (_name, thrown) => {
    const { fetch, tries } = stubFetch([thrown]);
    const client = createPaymentsClient({ ...base, fetch, backoff: fast });
    await expect(client.POST('/capture/{id}', { params: path, body: capture })).rejects.toBe(thrown);
    expect(tries).toHaveLength(1);
  });

  it('a network failure is no answer, retried and named with method, path, tries and key', async () => {
    const lost = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
    const { fetch, tries } = stubFetch([lost, lost, lost]);
    const client = createPaymentsClient({ ...base, fetch, backoff: fast });
    const error = await client.POST('/capture/{id}', { params: path, body: capture }).catch((e) => e);
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(tries).toHaveLength(3);
    const key = tries[0]?.headers.get('Idempotency-Key');
    expect(error.message).toContain(`POST /capture/p1 got no answer after 3 tries`);
    expect(error.message).toContain(`Idempotency-Key ${key}`);
    expect(error.message).not.toMatch(/secret-key-123|acct-1/);
    expect(error.cause).toBe(lost);
    const read = stubFetch([lost, lost]);
    const reader = createPaymentsClient({ ...base, fetch: read.fetch, backoff: fast, maxAttempts: 2 });
    await expect(reader.GET('/capture/{id}', { params: path })).rejects.toThrow(
      new NoResponseError('GET', '/capture/p1', 2),
    );
  });

  it('a signing key the runtime refuses is thrown as itself before anything is sent', async () => {
    const { fetch, tries } = stubFetch([]);
    const broken = '-----BEGIN PRIVATE KEY-----\nAAAAAAAA\n-----END PRIVATE KEY-----';
    const client = createPaymentsClient({ ...base, fetch, signer: rsaSigner(broken) });
    const error = await client.DELETE('/out_payment/{id}', { params: path }).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(NoResponseError);
    expect(tries).toHaveLength(0);
  });

  it('the global fetch is called unbound (a browser throws "Illegal invocation" otherwise)', async () => {
    const strictFetch = vi.fn(function (this: unknown) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      return Promise.resolve(Response.json({ status: 'ok' }));
    });
    vi.stubGlobal('fetch', strictFetch);
    try {
      const client = createPaymentsClient(base);
      const { response } = await client.GET('/system/ping');
      expect(response.status).toBe(200);
      expect(strictFetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('after the caller aborts, no further try', () => {
  afterEach(() => vi.useRealTimers());

  it('while a try is in flight', async () => {
    const controller = new AbortController();
    const reason = new Error('the shopper left');
    const hang = (init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new TypeError('fetch failed')));
        controller.abort(reason);
      });
    const { fetch, tries } = stubFetch([hang, hang, hang]);
    const client = createPaymentsClient({ ...base, fetch, backoff: fast });
    await expect(client.POST('/capture/{id}', { params: path, body: capture, signal: controller.signal })).rejects.toBe(
      reason,
    );
    expect(tries).toHaveLength(1);
  });

  it('while waiting before a retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const controller = new AbortController();
    // Retry-After fixes the wait at 60 s (a backoff is jittered), within the deadline (a longer one is not waited for)
    const { fetch, tries } = stubFetch([new Response('{}', { status: 503, headers: { 'Retry-After': '60' } })]);
    const client = createPaymentsClient({ ...base, fetch, timeoutMs: 120_000 });
    let ended: unknown;
    void client.GET('/capture/{id}', { params: path, signal: controller.signal }).catch((error) => (ended = error));
    await vi.advanceTimersByTimeAsync(30_000); // half way through the 60 s wait
    expect([tries.length, ended]).toEqual([1, undefined]);
    controller.abort(new Error('stop'));
    await vi.advanceTimersByTimeAsync(0); // the wait ends at the abort, not at its 60 s
    expect(ended).toEqual(new Error('stop'));
    expect(tries).toHaveLength(1);
  });

  it('when it aborted before the call', async () => {
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...base, fetch });
    const reason = new Error('already gone');
    await expect(client.GET('/capture/{id}', { params: path, signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    expect(tries).toHaveLength(0);
  });
});

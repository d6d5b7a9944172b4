// One deadline for a call (timeoutMs: all its tries and waits), the caller's signal, and what a call leaves behind:
// a try that ends after the deadline is the last, an answer that came is returned even if the caller aborted while
// it came, every try sees one signal, and no timer outlives the call (a process can exit).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callInfo, createPaymentsClient, NoResponseError } from '../src/index.js';
import { stubFetch } from './helpers/stub-fetch.js';

const base = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'acct-1', apiKey: 'key-1' };
const unavailable = () => new Response('{}', { status: 503 });
afterEach(() => vi.useRealTimers());

describe('the deadline', () => {
  it('ends the call at it when a try answers only after it, planning no retry', async () => {
    // Answers the moment the deadline aborts the try (a fetch that answers regardless): after it, without a sleep.
    const late = (init: RequestInit) =>
      new Promise<Response>((resolve) => init.signal?.addEventListener('abort', () => resolve(unavailable())));
    const { fetch, tries } = stubFetch([late, late]);
    const client = createPaymentsClient({ ...base, fetch, timeoutMs: 20, backoff: { baseMs: 0 } });
    const error = await client.GET('/system/ping').catch((e) => e);
    expect(error).toBeInstanceOf(NoResponseError);
    expect(error.cause).toMatchObject({ name: 'TimeoutError' });
    expect(tries).toHaveLength(1);
  });

  it('aborts the try in flight with a TimeoutError naming timeoutMs, the same signal on every try', async () => {
    const hang = (init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const { fetch, tries } = stubFetch([unavailable(), hang]);
    const client = createPaymentsClient({ ...base, fetch, timeoutMs: 100, backoff: { baseMs: 0 } });
    const error = await client.GET('/system/ping').catch((e) => e);
    expect(error).toBeInstanceOf(NoResponseError);
    expect(error.cause).toMatchObject({ name: 'TimeoutError', message: 'The call took longer than timeoutMs.' });
    expect(tries[0]?.signal).toBe(tries[1]?.signal);
  });

  it('leaves no timer behind once the call is answered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...base, fetch });
    await client.GET('/system/ping');
    expect(tries[0]?.signal?.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('times each try on its own, from its start to its answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    // The first try takes 7 ms of the fake clock, the second none: each try's duration is its own.
    const { fetch } = stubFetch([
      async () => {
        vi.advanceTimersByTime(7);
        return unavailable();
      },
    ]);
    const client = createPaymentsClient({ ...base, fetch, backoff: { baseMs: 0 } });
    const call = client.GET('/system/ping');
    await vi.advanceTimersByTimeAsync(0);
    const { response } = await call;
    expect(callInfo(response)?.tries.map((t) => t.durationMs)).toEqual([7, 0]);
  });
});

describe("the caller's signal", () => {
  it('ends the call with its reason when it aborts during a try, trying no more', async () => {
    const controller = new AbortController();
    const reason = new Error('the shopper left');
    const { fetch, tries } = stubFetch([
      async () => {
        controller.abort(reason);
        return unavailable();
      },
    ]);
    const client = createPaymentsClient({ ...base, fetch, backoff: { baseMs: 0 } });
    await expect(client.GET('/system/ping', { signal: controller.signal })).rejects.toBe(reason);
    expect(tries).toHaveLength(1);
  });

  it('of a request a middleware rebuilt is honoured too', async () => {
    const reason = new Error('cancelled');
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...base, fetch });
    client.use({ onRequest: ({ request }) => new Request(request.url, { signal: AbortSignal.abort(reason) }) });
    await expect(client.GET('/system/ping')).rejects.toBe(reason);
    expect(tries).toHaveLength(0);
  });

  it('a GET a middleware rebuilt is sent without a body', async () => {
    const bodies: unknown[] = [];
    const client = createPaymentsClient({
      ...base,
      fetch: async (_url, init) => {
        bodies.push(init.body);
        return Response.json({ status: 'ok' });
      },
    });
    client.use({ onRequest: ({ request }) => new Request(request.url, { headers: request.headers }) });
    await client.GET('/system/ping');
    expect(bodies).toEqual([undefined]);
  });
});

it('keeps the network failure as the cause of a NoResponseError', async () => {
  const lost = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
  const client = createPaymentsClient({ ...base, fetch: stubFetch([lost]).fetch, maxAttempts: 1 });
  const error = await client.GET('/system/ping').catch((e) => e);
  expect([error instanceof NoResponseError, error.cause]).toEqual([true, lost]);
});

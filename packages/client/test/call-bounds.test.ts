// Where a call ends and where its credentials go, whatever it is given (issue 36): the deadline holds with a fetch
// that ignores the signal; a call's own address on another origin is refused before anything is sent; a wait the
// service asks for that passes the deadline (a Retry-After past 2^31 ms was retried after 1 ms) is not waited for.
// Each through the public API with an injected fetch, and again over the global fetch and a loopback server.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import {
  CallOptionError,
  callInfo,
  createPaymentsClient,
  NoResponseError,
  OutcomeUnknownError,
  type PaymentsLogger,
} from '../src/index.js';
import { stubFetch } from './helpers/stub-fetch.js';

const base = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'acct-1', apiKey: 'secret-key-123' };
const capture = { params: { path: { id: 'p1' } }, body: { descriptive: 'Order 1' } };
const servers: Server[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A loopback server answering with `answer`; `seen` counts the requests it got. */
async function loopback(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const seen: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    seen.push(request);
    answer(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/2.0`, seen };
}

/** A fetch that never reads `init.signal` and answers after `ms`, with a body whose cancellation is recorded. */
function deafFetch(ms: number) {
  const late = { answered: false, cancelled: false };
  const fetch = () =>
    new Promise<Response>((resolve) =>
      setTimeout(() => {
        late.answered = true;
        const body = new ReadableStream({
          cancel() {
            late.cancelled = true;
          },
        });
        resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
      }, ms),
    );
  return { fetch, late };
}

describe('the deadline holds whatever fetch sends the tries', () => {
  it.each([
    ['a read ends with NoResponseError', 'GET', NoResponseError],
    ['a write ends with OutcomeUnknownError', 'POST', OutcomeUnknownError],
  ])(
    '%s at timeoutMs when the fetch ignores the signal, and the late answer is discarded',
    async (_n, method, type) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      const { fetch, late } = deafFetch(20_000);
      const client = createPaymentsClient({ ...base, fetch, timeoutMs: 3_000 });
      const call =
        method === 'POST'
          ? client.POST('/capture/{id}', capture)
          : client.GET('/capture/{id}', { params: capture.params });
      const ended = call.catch((error) => error);
      await vi.advanceTimersByTimeAsync(3_000);
      const error = await ended;
      expect(error).toBeInstanceOf(type);
      expect(error.cause).toMatchObject({ name: 'TimeoutError', message: 'The call took longer than timeoutMs.' });
      await vi.advanceTimersByTimeAsync(17_000);
      expect(late).toEqual({ answered: true, cancelled: true });
    },
  );

  it("ends at a call's own fetch's deadline too, and at the caller's abort", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const client = createPaymentsClient({ ...base, fetch: deafFetch(20_000).fetch });
    const own = deafFetch(20_000);
    const timed = client.GET('/system/ping', { fetch: own.fetch, timeoutMs: 1_000 }).catch((error) => error);
    const controller = new AbortController();
    const reason = new Error('the shopper left');
    const aborted = client.GET('/system/ping', { signal: controller.signal }).catch((error) => error);
    controller.abort(reason);
    expect(await aborted).toBe(reason);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await timed).toBeInstanceOf(NoResponseError);
  });

  it(
    'over the global fetch, a server that never answers',
    async () => {
      const { url, seen } = await loopback(() => {});
      const client = createPaymentsClient({ ...base, baseUrl: url, timeoutMs: 300 });
      const error = await client.GET('/system/ping').catch((e) => e);
      expect(error).toBeInstanceOf(NoResponseError);
      expect(error.cause).toMatchObject({ name: 'TimeoutError' });
      expect(seen).toHaveLength(1);
    },
    patience(10_000),
  );
});

describe("the credentials go to the client's origin only, per call too", () => {
  it.each([
    ['another host', 'https://attacker.example/2.0', 'https://attacker.example'],
    ['another port', 'https://sandbox.payments.example:8443/2.0', 'https://sandbox.payments.example:8443'],
    ['another scheme', 'http://sandbox.payments.example/2.0', 'http://sandbox.payments.example'],
  ])("refuses a call's baseUrl on %s, naming it, before sending anything", async (_name, baseUrl, origin) => {
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...base, fetch });
    const error = await client.GET('/system/ping', { baseUrl }).catch((e) => e);
    expect(error).toBeInstanceOf(CallOptionError);
    expect(error.message).toBe(
      `Call option 'baseUrl' is on ${origin}, but this client sends its credentials to https://sandbox.payments.example only: create a client for ${origin}.`,
    );
    expect(error.message).not.toContain(base.apiKey);
    expect(tries).toHaveLength(0);
  });

  it("refuses a middleware's request to another origin", async () => {
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...base, fetch });
    client.use({ onRequest: ({ request }) => new Request(request.url.replace('sandbox.', 'elsewhere.'), request) });
    await expect(client.GET('/system/ping')).rejects.toBeInstanceOf(CallOptionError);
    expect(tries).toHaveLength(0);
  });

  it('sends a call whose baseUrl is on the same origin', async () => {
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...base, fetch });
    await client.GET('/system/ping', { baseUrl: 'https://SANDBOX.payments.example:443/v2' });
    expect(tries.map((t) => [t.url, t.headers.get('ApiKey')])).toEqual([
      ['https://SANDBOX.payments.example:443/v2/system/ping', base.apiKey],
    ]);
  });

  it('over the global fetch: a server on another port gets nothing', async () => {
    const own = await loopback((_request, response) => response.end('{"status":"ok"}'));
    const other = await loopback((_request, response) => response.end('{"status":"ok"}'));
    const client = createPaymentsClient({ ...base, baseUrl: own.url });
    await expect(client.GET('/system/ping', { baseUrl: other.url })).rejects.toBeInstanceOf(CallOptionError);
    await client.GET('/system/ping');
    expect([own.seen.length, other.seen.length]).toEqual([1, 0]);
  });
});

describe('a wait that passes the deadline is not waited for', () => {
  const unavailable = (retryAfter: string) => () =>
    Promise.resolve(
      new Response('{"status":"error","message":["busy"]}', { status: 503, headers: { 'Retry-After': retryAfter } }),
    );

  it.each([
    ['past 2^31 ms (setTimeout would fire after 1 ms)', '2147484'],
    ['longer than the deadline', '60'],
    ['an HTTP date a year away', new Date(Date.now() + 365 * 86_400_000).toUTCString()],
  ])('a Retry-After %s: the answer is returned at once, one try, logged', async (_name, retryAfter) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
    const at = (level: string) => (fields: Record<string, unknown>, message: string) =>
      void lines.push({ level, message, fields });
    const logger: PaymentsLogger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
    const { fetch, tries } = stubFetch([unavailable(retryAfter), unavailable(retryAfter)]);
    const client = createPaymentsClient({ ...base, fetch, logger, timeoutMs: 30_000 });
    // answered with no timer advanced: nothing waited
    const { response, error } = await client.GET('/system/ping');
    expect([response.status, response.headers.get('Retry-After'), error]).toEqual([
      503,
      retryAfter,
      { status: 'error', message: ['busy'] },
    ]);
    expect(tries).toHaveLength(1);
    expect(callInfo(response)?.tries.map((t) => t.delayMs)).toEqual([undefined]);
    expect(lines.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      'not retried: the wait passes the deadline',
    ]);
  });

  it('a Retry-After within the deadline is waited for, then retried', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { fetch, tries } = stubFetch([unavailable('2')]);
    const client = createPaymentsClient({ ...base, fetch, timeoutMs: 30_000 });
    const call = client.GET('/system/ping');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(tries).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const { response } = await call;
    expect([response.status, tries.length, callInfo(response)?.tries[0]?.delayMs]).toEqual([200, 2, 2_000]);
  });

  it(
    'over the global fetch, a Retry-After past 2^31 ms: one request, its answer returned',
    async () => {
      const { url, seen } = await loopback((_request, response) => {
        response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '2147484' });
        response.end('{"status":"error","message":["busy"]}');
      });
      const client = createPaymentsClient({ ...base, baseUrl: url });
      const { response } = await client.GET('/system/ping');
      expect([response.status, seen.length]).toEqual([503, 1]);
    },
    patience(10_000),
  );
});

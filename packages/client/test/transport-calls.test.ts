// The transport on the edges of a call: the path it names (in errors, logs and what it signs) whatever address the
// call went to; a wait that outlasts the deadline after no answer; an unanswered call logged as such; and a request
// rebuilt by a middleware (a WHATWG Request, its body a stream) still sent whole on every try.
import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createPaymentsClient, NoResponseError, OutcomeUnknownError, type PaymentsLogger } from '../src/index.js';
import { rsaSigner } from '../src/signing.js';
import { stubFetch } from './helpers/stub-fetch.js';

const base = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'acct-1', apiKey: 'secret-key-123' };
const lost = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });

describe('the path of a call', () => {
  it('leaves the query out', async () => {
    const { fetch } = stubFetch([lost(), lost()]);
    const client = createPaymentsClient({ ...base, fetch, maxAttempts: 2, backoff: { baseMs: 0 } });
    const error = await client.GET('/capture', { params: { query: { limit: 5 } } }).catch((e) => e);
    expect(error).toBeInstanceOf(NoResponseError);
    expect(error.message).toBe('GET /capture got no answer after 2 tries.');
  });

  it.each([
    // on the client's origin, written otherwise (a call's address on another origin is refused: call-bounds.test.ts)
    ['the same base path', 'https://sandbox.payments.example:443/2.0', '/out_payment/op-1'],
    ['another base path', 'https://sandbox.payments.example/v2', '/v2/out_payment/op-1'],
  ])("is read from a call's own address with %s", async (_name, baseUrl, path) => {
    const { fetch } = stubFetch([lost()]);
    const client = createPaymentsClient({ ...base, fetch, maxAttempts: 1 });
    const id = { params: { path: { id: 'op-1' } }, baseUrl };
    const error = await client.GET('/out_payment/{id}', id).catch((e) => e);
    expect(error.path).toBe(path);
  });

  it('is what a call to its own address signs, so that DELETE /out_payment/{id} is signed there too', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...base, fetch, signer: rsaSigner(privateKey) });
    const call = { params: { path: { id: 'op-1' } }, baseUrl: 'https://sandbox.payments.example:443/2.0' };
    await client.DELETE('/out_payment/{id}', call);
    const signature = Buffer.from(String(tries[0]?.headers.get('Signature')), 'base64');
    expect(verify('sha256', Buffer.from('op-1'), publicKey, signature)).toBe(true);
  });
});

describe('a deadline that passes while waiting to retry after no answer', () => {
  it.each([
    ['a write ends with OutcomeUnknownError', 'POST', OutcomeUnknownError],
    ['a read ends with NoResponseError', 'GET', NoResponseError],
  ])('%s after one try', async (_name, method, type) => {
    // a fake clock: the verdict is that the call settles by its 20 ms deadline, not after the 60 s backoff
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    try {
      const { fetch, tries } = stubFetch([lost()]);
      const client = createPaymentsClient({
        ...base,
        fetch,
        timeoutMs: 20,
        backoff: { baseMs: 60_000, maxMs: 60_000 },
      });
      const call = { params: { path: { id: 'p1' } }, body: { descriptive: 'Order 1' } };
      let settled = false;
      const sent = (
        method === 'POST' ? client.POST('/capture/{id}', call) : client.GET('/capture/{id}', { params: call.params })
      )
        .catch((e) => e)
        .finally(() => {
          settled = true;
        });
      await vi.advanceTimersByTimeAsync(20);
      expect(settled, 'settled once its 20 ms deadline passed').toBe(true);
      const error = await sent;
      expect(error).toBeInstanceOf(type);
      expect(error.attempts).toBe(1);
      expect(tries).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

it('logs a call that got no answer as a warning naming method, path, tries and key', async () => {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) =>
    void lines.push({ level, fields, message });
  const logger: PaymentsLogger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  const { fetch } = stubFetch([lost()]);
  const client = createPaymentsClient({ ...base, fetch, logger, maxAttempts: 1 });
  const error = await client
    .POST('/capture/{id}', { params: { path: { id: 'p1' } }, body: { descriptive: 'Order 1' } })
    .catch((e) => e);
  expect(lines.filter((line) => line.level === 'warn')).toEqual([
    {
      level: 'warn',
      message: 'no answer',
      fields: { method: 'POST', path: '/capture/p1', attempts: 1, idempotencyKey: error.idempotencyKey },
    },
  ]);
});

it('sends a body a middleware rebuilt as a stream, whole, on every try', async () => {
  const bodies: string[] = [];
  const { fetch } = stubFetch([], () => Response.json({ status: 'ok' }));
  const recording = async (url: string, init: RequestInit) => {
    bodies.push(new TextDecoder().decode(init.body as Uint8Array));
    return bodies.length === 1 ? new Response('{}', { status: 503 }) : fetch(url, init);
  };
  const client = createPaymentsClient({ ...base, fetch: recording, backoff: { baseMs: 0 } });
  client.use({
    onRequest: ({ request }) =>
      new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: new Blob(['{"descriptive":"Order 1"}']).stream(),
        duplex: 'half',
      } as RequestInit),
  });
  await client.POST('/capture/{id}', { params: { path: { id: 'p1' } }, body: { descriptive: 'x' } });
  expect(bodies).toEqual(['{"descriptive":"Order 1"}', '{"descriptive":"Order 1"}']);
});

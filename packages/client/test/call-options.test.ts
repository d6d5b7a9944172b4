// Per-call options (issue 14): checked before anything is sent, each naming itself; they change that call only; and a
// per-call fetch goes through the same transport (keys, signatures, retries) instead of around it.
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CallOptionError,
  callInfo,
  createPaymentsClient,
  OutcomeUnknownError,
  type OutgoingRequest,
  RequestRefusedError,
} from '../src/index.js';
import { rsaSigner } from '../src/signing.js';
import { stubFetch } from './helpers/stub-fetch.js';

const base = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'acct-1', apiKey: 'secret-key-123' };
const fast = { baseMs: 1, maxMs: 2 };
const path = { path: { id: 'p1' } };
const capture = { descriptive: 'Order 1', value: 10 };
const unavailable = () => new Response('{}', { status: 503 });

describe('bad call options are refused before sending', () => {
  it.each([
    ['timeoutMs', { timeoutMs: 0 }],
    ['timeoutMs', { timeoutMs: '5000' }],
    ['maxAttempts', { maxAttempts: 2.5 }],
    ['maxAttempts', { maxAttempts: -1 }],
    ['idempotencyKey', { idempotencyKey: '' }],
    ['idempotencyKey', { idempotencyKey: 'k'.repeat(51) }],
    ['idempotencyKey', { idempotencyKey: 42 }],
    ['signal', { signal: { aborted: 'no' } }],
    ['fetch', { fetch: 'https://elsewhere.example' }],
  ])('a bad %s', async (option, bad) => {
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...base, fetch });
    const error = await client
      .POST('/capture/{id}', { params: path, body: capture, ...(bad as object) })
      .catch((e) => e);
    expect(error).toBeInstanceOf(CallOptionError);
    expect(error.message).toMatch(new RegExp(`^Call option '${option}' `));
    expect(error.message).not.toContain('secret-key-123');
    expect(tries).toHaveLength(0);
  });

  it('an idempotencyKey on a GET, and one that differs from the Idempotency-Key parameter', async () => {
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({ ...base, fetch });
    await expect(client.GET('/capture/{id}', { params: path, idempotencyKey: 'k1' })).rejects.toThrow(
      "Call option 'idempotencyKey' applies to POST and PATCH only, not GET.",
    );
    const both = { path: { id: 'p1' }, header: { 'Idempotency-Key': 'k1' } };
    await expect(client.POST('/capture/{id}', { params: both, body: capture, idempotencyKey: 'k2' })).rejects.toThrow(
      RequestRefusedError,
    );
    expect(tries).toHaveLength(0);
  });
});

describe('call options change that call only', () => {
  it('maxAttempts', async () => {
    const { fetch, tries } = stubFetch([unavailable(), unavailable(), unavailable(), unavailable()]);
    const client = createPaymentsClient({ ...base, fetch, backoff: fast, maxAttempts: 3 });
    const { response } = await client.POST('/capture/{id}', { params: path, body: capture, maxAttempts: 1 });
    expect(response.status).toBe(503);
    expect(tries).toHaveLength(1);
    await client.POST('/capture/{id}', { params: path, body: capture });
    expect(tries).toHaveLength(4);
  });

  it('idempotencyKey, the same on every try', async () => {
    const { fetch, tries } = stubFetch([unavailable()]);
    const client = createPaymentsClient({ ...base, fetch, backoff: fast });
    const { response } = await client.POST('/capture/{id}', { params: path, body: capture, idempotencyKey: 'order-7' });
    expect(tries.map((t) => t.headers.get('Idempotency-Key'))).toEqual(['order-7', 'order-7']);
    expect(callInfo(response)?.idempotencyKey).toBe('order-7');
  });

  it('timeoutMs: the deadline aborts the try in flight', async () => {
    const hang = (init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const { fetch, tries } = stubFetch([hang]);
    const client = createPaymentsClient({ ...base, fetch, timeoutMs: 60_000 });
    const error = await client.POST('/capture/{id}', { params: path, body: capture, timeoutMs: 20 }).catch((e) => e);
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(error.cause.name).toBe('TimeoutError');
    expect(tries).toHaveLength(1);
  });
});

describe('a per-call fetch goes through the transport', () => {
  const outPayment = {
    method: 'transfer',
    value: 120,
    timestamp: '2026-11-21 11:00:00',
    customer: { name: 'Bruno', email: 'b@example.com', phone: '912345678' },
    out_account: { account_holder: 'Bruno', iban: 'PT50002700000001234567833', email: 'b@example.com', phone: '9' },
  } as const;

  it('refuses an unsigned out payment without a private key, sending nothing', async () => {
    const client = createPaymentsClient({ ...base, fetch: stubFetch([]).fetch });
    const own = stubFetch([]);
    await expect(client.POST('/out_payment', { body: outPayment, fetch: own.fetch })).rejects.toThrow(
      'POST /out_payment: must be signed',
    );
    expect(own.tries).toHaveLength(0);
  });

  it('signs, keys and retries what it sends', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const clientFetch = stubFetch([]);
    const client = createPaymentsClient({
      ...base,
      signer: rsaSigner(privateKey),
      fetch: clientFetch.fetch,
      backoff: fast,
    });
    const own = stubFetch([unavailable()], () => Response.json({ id: 'op-1' }, { status: 201 }));
    const { data } = await client.POST('/out_payment', { body: outPayment, fetch: own.fetch });
    expect(data?.id).toBe('op-1');
    expect(clientFetch.tries).toHaveLength(0);
    expect(own.tries).toHaveLength(2);
    for (const { headers } of own.tries) {
      expect(headers.get('Signature')).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(headers.get('Idempotency-Key')).toBe(own.tries[0]?.headers.get('Idempotency-Key'));
      expect(headers.get('ApiKey')).toBe('secret-key-123');
    }
  });

  it('works through client.request too', async () => {
    const client = createPaymentsClient({ ...base, fetch: stubFetch([]).fetch, backoff: fast });
    const own = stubFetch([unavailable()]);
    await client.request('post', '/capture/{id}', { params: path, body: capture, fetch: own.fetch });
    expect(own.tries).toHaveLength(2);
  });
});

describe('openapi-fetch middleware', () => {
  it('sees the outgoing request, and what it adds or rebuilds still goes through the transport', async () => {
    const { fetch, tries } = stubFetch([unavailable()]);
    const client = createPaymentsClient({ ...base, fetch, backoff: fast });
    client.use({
      onRequest({ request }) {
        request.headers.set('X-Trace', 'trace-1');
      },
    });
    await client.POST('/capture/{id}', { params: path, body: capture });
    expect(tries.map((t) => t.headers.get('X-Trace'))).toEqual(['trace-1', 'trace-1']);

    const rebuilding = createPaymentsClient({ ...base, fetch, backoff: fast });
    rebuilding.use({ onRequest: ({ request }) => (request as unknown as OutgoingRequest).toRequest() });
    tries.length = 0;
    const { response } = await rebuilding.POST('/capture/{id}', { params: path, body: capture });
    expect(tries).toHaveLength(1);
    expect(tries[0]?.headers.get('Idempotency-Key')).toBe(callInfo(response)?.idempotencyKey);
  });
});

// createTransport's three named steps (issue 38: prepare a call, send its tries, settle), each held through the
// client's public API with an injected fetch: what each step decides, seen from what was sent and what came back.
import { describe, expect, it, vi } from 'vitest';
import {
  CallOptionError,
  callInfo,
  createPaymentsClient,
  NoResponseError,
  OutcomeUnknownError,
  type PaymentsClientOptions,
  RedirectRefusedError,
  RequestRefusedError,
} from '../src/index.js';
import { type StubStep, stubFetch } from './helpers/stub-fetch.js';

const base = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'acct-1', apiKey: 'key-1' };
const id = { params: { path: { id: 'p-1' } } };
const lost = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
const status = (code: number, headers?: HeadersInit) => new Response(null, { status: code, headers: headers ?? {} });
const capture = { descriptive: 'Order 1', value: 10 };

/** A client whose fetch answers `steps` in turn (then 200), no wait between tries. */
function clientOf(steps: StubStep[], options: Partial<PaymentsClientOptions> = {}) {
  const stub = stubFetch(steps);
  const client = createPaymentsClient({ ...base, fetch: stub.fetch, backoff: { baseMs: 0 }, ...options });
  return { client, tries: stub.tries };
}
const settled = <T>(call: Promise<T>) =>
  call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('prepare a call', () => {
  type Client = ReturnType<typeof clientOf>['client'];
  it.each([
    [
      'a signed call without a signer',
      (client: Client): Promise<unknown> => client.DELETE('/out_payment/{id}', id),
      RequestRefusedError,
    ],
    [
      "a call's address on another origin",
      (client: Client) => client.GET('/single/{id}', { ...id, baseUrl: 'https://other.example/2.0' }),
      CallOptionError,
    ],
  ])('refuses %s before anything is sent', async (_case, call, Refusal) => {
    const { client, tries } = clientOf([]);
    expect(await settled(call(client))).toMatchObject({ error: expect.any(Refusal) });
    expect(tries).toEqual([]);
  });

  it('sends the credentials, a User-Agent and one Idempotency-Key, the same on every try', async () => {
    const { client, tries } = clientOf([status(503)]);
    await client.POST('/capture/{id}', { ...id, body: capture });
    const sent = tries.map(({ headers }) =>
      ['AccountId', 'ApiKey', 'Idempotency-Key'].map((name) => headers.get(name)),
    );
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]?.slice(0, 2)).toEqual(['acct-1', 'key-1']);
    expect(sent[0]?.[2]).toMatch(/^.{1,50}$/);
    expect(tries[0]?.headers.get('User-Agent')).toMatch(/payments-contract/);
  });
});

describe('send the tries', () => {
  it.each([
    ['retries a 503, then hands back the 200', [status(503)], {}, 200, 2],
    ['retries no response, then hands back the 200', [lost()], {}, 200, 2],
    ['does not retry a 400', [status(400)], {}, 400, 1],
    ['stops at maxAttempts with the last response', [status(503), status(503), status(503)], {}, 503, 3],
    ['stops at a per-call maxAttempts', [status(503), status(503)], { maxAttempts: 2 }, 503, 2],
  ])('%s', async (_case, steps, init, want, attempts) => {
    const { client, tries } = clientOf(steps);
    const { response } = await client.GET('/single/{id}', { ...id, ...init });
    expect(response.status).toBe(want);
    expect(tries).toHaveLength(attempts);
  });

  it('refuses a redirect with no further try', async () => {
    const { client, tries } = clientOf([status(307, { Location: 'https://elsewhere.example/' })]);
    expect(await settled(client.GET('/single/{id}', id))).toMatchObject({ error: expect.any(RedirectRefusedError) });
    expect(tries).toHaveLength(1);
  });
});

describe('settle', () => {
  it('hands back the last response with what the client did', async () => {
    const { client, tries } = clientOf([status(503)]);
    const { response } = await client.POST('/capture/{id}', { ...id, body: capture });
    expect(callInfo(response)).toMatchObject({
      attempts: 2,
      idempotencyKey: tries[0]?.headers.get('Idempotency-Key'),
      tries: [
        expect.objectContaining({ attempt: 1, status: 503 }),
        expect.objectContaining({ attempt: 2, status: 200 }),
      ],
    });
  });

  it('a GET with no response after its tries: NoResponseError, the last error as its cause', async () => {
    const last = lost();
    const { client } = clientOf([lost(), lost(), last]);
    const { error } = (await settled(client.GET('/single/{id}', id))) as { error: NoResponseError };
    expect(error).toBeInstanceOf(NoResponseError);
    expect(error).toMatchObject({ method: 'GET', path: '/single/p-1', attempts: 3 });
    expect(error.cause).toBe(last);
  });

  it('a POST with no response: OutcomeUnknownError with the key it sent and the time to resend it by', async () => {
    // Only Date is faked, so that the first try's time is known; the tries' timers run as they do.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T12:00:00Z') });
    try {
      const { client, tries } = clientOf([lost(), lost(), lost()]);
      const { error } = (await settled(client.POST('/capture/{id}', { ...id, body: capture }))) as {
        error: OutcomeUnknownError;
      };
      expect(error).toBeInstanceOf(OutcomeUnknownError);
      expect(error.idempotencyKey).toBe(tries[0]?.headers.get('Idempotency-Key'));
      expect(error.attempts).toBe(3);
      // Errors rule 5: the key is remembered 24 hours from the first try.
      expect(error.resendBefore).toEqual(new Date('2026-11-29T12:00:00Z'));
    } finally {
      vi.useRealTimers();
    }
  });
});

// Idempotency keys by the interface's Limits: "Idempotency-Key | at most 50 characters; purged after 24 hours … |
// POST and PATCH; not for GET and DELETE", and Errors rule 5 (the same key gets the stored answer). Refusals name the
// header or the option and the rule, and nothing is sent.
import { describe, expect, it } from 'vitest';
import { CallOptionError, callInfo, createPaymentsClient, RequestRefusedError } from '../src/index.js';
import { stubFetch } from './helpers/stub-fetch.js';

const base = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'acct-1', apiKey: 'secret-key-123' };
const path = { path: { id: 'p1' } };
const capture = { descriptive: 'Order 1', value: 10 };
const withHeader = (key: string) => ({ path: { id: 'p1' }, header: { 'Idempotency-Key': key } });

function client() {
  const stub = stubFetch([]);
  return { client: createPaymentsClient({ ...base, fetch: stub.fetch }), tries: stub.tries };
}

describe('the Idempotency-Key a write carries', () => {
  it('is sent on a PATCH as on a POST, and not on a DELETE', async () => {
    const { client: c, tries } = client();
    await c.PATCH('/config', { body: { generic: 'https://shop.example/n' } });
    await c.DELETE('/single/{id}', { params: path });
    expect(tries[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(tries[1]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('is a fresh one for each call, so two calls are two requests', async () => {
    const { client: c, tries } = client();
    await c.POST('/capture/{id}', { params: path, body: capture });
    await c.POST('/capture/{id}', { params: path, body: capture });
    expect(tries[0]?.headers.get('Idempotency-Key')).not.toBe(tries[1]?.headers.get('Idempotency-Key'));
  });

  it.each([
    ['the header parameter', (key: string) => ({ params: withHeader(key) })],
    ['the idempotencyKey option', (key: string) => ({ params: path, idempotencyKey: key })],
  ])('may be 50 characters, given as %s', async (_name, given) => {
    const { client: c, tries } = client();
    const key = 'k'.repeat(50);
    const { response } = await c.POST('/capture/{id}', { body: capture, ...given(key) });
    expect(tries[0]?.headers.get('Idempotency-Key')).toBe(key);
    expect(callInfo(response)?.idempotencyKey).toBe(key);
  });

  it.each([
    ['empty', ''],
    ['51 characters', 'k'.repeat(51)],
  ])('is refused %s as the header parameter, naming Idempotency-Key and its limits', async (_name, key) => {
    const { client: c, tries } = client();
    const error = await c.POST('/capture/{id}', { params: withHeader(key), body: capture }).catch((e) => e);
    expect(error).toBeInstanceOf(RequestRefusedError);
    expect(error.message).toContain('POST /capture/p1: Idempotency-Key must be 1 to 50 characters');
    expect(error).toMatchObject({ method: 'POST', path: '/capture/p1' });
    expect(tries).toHaveLength(0);
  });

  it('may be given both ways when they agree', async () => {
    const { client: c, tries } = client();
    await c.POST('/capture/{id}', { params: withHeader('order-9'), body: capture, idempotencyKey: 'order-9' });
    expect(tries[0]?.headers.get('Idempotency-Key')).toBe('order-9');
  });

  it('is refused when the two ways differ, naming both', async () => {
    const { client: c } = client();
    const error = await c
      .POST('/capture/{id}', { params: withHeader('k1'), body: capture, idempotencyKey: 'k2' })
      .catch((e) => e);
    expect(error.message).toMatch(/idempotencyKey option and the Idempotency-Key parameter differ/);
  });

  it('cannot be asked for on a DELETE, which is not under idempotency', async () => {
    const { client: c, tries } = client();
    const error = await c.DELETE('/single/{id}', { params: path, idempotencyKey: 'k1' } as never).catch((e) => e);
    expect(error).toBeInstanceOf(CallOptionError);
    expect(error.message).toBe("Call option 'idempotencyKey' applies to POST and PATCH only, not DELETE.");
    expect(tries).toHaveLength(0);
  });

  it.each([
    ['an empty string', ''],
    ['51 characters', 'k'.repeat(51)],
  ])('is refused as the option when it is %s, naming the option and its limits', async (_name, key) => {
    const { client: c } = client();
    const error = await c.POST('/capture/{id}', { params: path, body: capture, idempotencyKey: key }).catch((e) => e);
    expect(error.message).toBe("Call option 'idempotencyKey' must be a string of 1 to 50 characters.");
  });
});

describe('whole-number call options', () => {
  it('take 1, the least', async () => {
    const { client: c, tries } = client();
    const { response } = await c.GET('/capture/{id}', { params: path, maxAttempts: 1, timeoutMs: 1_000 });
    expect(response.status).toBe(200);
    expect(tries).toHaveLength(1);
  });

  it('refuse 0 naming the option and the rule', async () => {
    const { client: c } = client();
    const error = await c.GET('/capture/{id}', { params: path, maxAttempts: 0 }).catch((e) => e);
    expect(error.message).toBe("Call option 'maxAttempts' must be a whole number from 1 to 10.");
  });
});

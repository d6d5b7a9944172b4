// The interface's stated behaviour, given → want: the four authentication failures, request checks naming the
// field, idempotency (replay, a different body, transient statuses not pinned, the 24-hour purge), pagination and
// the 30-day rule, the checkout's 30-minute expiry, direct debits confirmed by the clock, and injected faults. Every
// answer is checked against the spec.
import { afterEach, describe, expect, it } from 'vitest';
import { caller, checkedSimulator } from './checked.js';

let checked = checkedSimulator();
afterEach(() => {
  expect(checked.drift).toEqual([]);
  checked = checkedSimulator();
});

/** The checked simulator of the current test (a fresh one after each), called as `caller` calls. */
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(checked)(...args);

describe('authentication (Authentication rules 3 and 6), before anything else', () => {
  it.each([
    [
      'missing headers',
      { AccountId: '' },
      'GET',
      '/single',
      'Authentication Error: Missing AccountId or ApiKey headers',
    ],
    ['unknown credentials', { ApiKey: 'wrong' }, 'GET', '/single', 'Authentication Error: Invalid AccountId or ApiKey'],
    [
      'the ApiKey in other letter case (a key is a secret, compared exactly)',
      { ApiKey: 'SIMULATOR-KEY' },
      'GET',
      '/single',
      'Authentication Error: Invalid AccountId or ApiKey',
    ],
    [
      'a blocked account',
      { AccountId: 'simulator-blocked' },
      'GET',
      '/single',
      'Authentication Error: Your account has been blocked',
    ],
    [
      'a blocked account, on an operation that needs a scope too',
      { AccountId: 'simulator-blocked' },
      'GET',
      '/capture',
      'Authentication Error: Your account has been blocked',
    ],
    [
      'a key without capture:read',
      { AccountId: 'simulator-limited' },
      'GET',
      '/capture',
      'Authentication Error: Insufficient permissions for this action',
    ],
  ])('%s', async (_name, headers, method, path, message) => {
    const got = await call(method, path, { headers });
    expect(got).toMatchObject({ status: 403, body: { status: 'error', message } });
    expect(got.headers.get('x-service-should-retry')).toBe('false');
  });

  it('keeps a refused request out of idempotency (rule 7)', async () => {
    const headers = { 'Idempotency-Key': 'auth-1' };
    await call('POST', '/single', { body: { value: 1 }, headers: { ...headers, ApiKey: 'wrong' } });
    const real = await call('POST', '/single', { body: { value: 1 }, headers });
    expect(real.status).toBe(201);
    expect(real.headers.get('idempotency-replay')).toBeNull();
  });
});

describe('request checks answer the interface error categories, naming the field', () => {
  it.each([
    ['a missing value', 'POST', '/single', { method: 'mb' }, undefined, /field 'value' is required/],
    ['a wrong content type', 'POST', '/single', '{}', { 'Content-Type': 'text/plain' }, /Content-Type/],
    ['malformed JSON', 'POST', '/single', '{"value":', undefined, /not valid JSON/],
    [
      'a 300-character key',
      'PATCH',
      '/single/2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21',
      { key: 'k'.repeat(300) },
      undefined,
      /field 'key'/,
    ],
    ['a limit over 100', 'GET', '/capture?limit=1000', undefined, undefined, /query parameter 'limit'/],
    [
      'a 59-day interval',
      'GET',
      '/single?created_at=interval(2026-01-01 00:00,2026-02-28 00:00)',
      undefined,
      undefined,
      /created_at/,
    ],
    ['a value of the wrong type', 'POST', '/single', { value: 'ten' }, undefined, /field 'value'/],
    [
      'a 51-character idempotency key',
      'POST',
      '/single',
      { value: 1 },
      { 'Idempotency-Key': 'k'.repeat(51) },
      /Idempotency-Key/,
    ],
  ])('%s', async (_name, method, path, body, headers, message) => {
    const got = await call(method, path, { body, ...(headers ? { headers } : {}) });
    expect(got.status).toBe(400);
    expect(got.body.status).toBe('error');
    expect(got.body.message.join(' ')).toMatch(message);
  });

  it('answers 404 in the envelope for an unknown id', async () => {
    const got = await call('GET', '/refund/2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21');
    expect(got).toMatchObject({ status: 404, body: { status: 'error' } });
  });
});

describe('idempotency (Errors rule 5)', () => {
  it('answers the stored status and body again, marked as a replay, and creates once', async () => {
    const headers = { 'Idempotency-Key': 'order-1' };
    const first = await call('POST', '/single', { body: { method: 'mb', value: 10 }, headers });
    const again = await call('POST', '/single', { body: { method: 'mb', value: 10 }, headers });
    expect(first.headers.get('idempotency-replay')).toBeNull();
    expect(again.headers.get('idempotency-replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await call('GET', '/single')).body.data).toHaveLength(1);
  });

  it('refuses the same key with a different body', async () => {
    const headers = { 'Idempotency-Key': 'order-2' };
    await call('POST', '/single', { body: { method: 'mb', value: 10 }, headers });
    const other = await call('POST', '/single', { body: { method: 'mb', value: 11 }, headers });
    expect(other.status).toBe(409);
    expect(other.body.message[0]).toMatch(/Idempotency-Key/);
  });

  it('does not pin 503: the retry with the same key runs for real', async () => {
    checked.simulator.faults.add({ operation: 'POST /single', kind: '503' });
    const headers = { 'Idempotency-Key': 'order-3' };
    const refused = await call('POST', '/single', { body: { value: 10 }, headers });
    const retried = await call('POST', '/single', { body: { value: 10 }, headers });
    expect([refused.status, refused.headers.get('x-service-should-retry')]).toEqual([503, 'true']);
    expect([retried.status, retried.headers.get('idempotency-replay')]).toEqual([201, null]);
  });

  it('reads no Idempotency-Key on GET and DELETE: a repeat runs again, never a replay [idempotency.not-for-get-and-delete]', async () => {
    const headers = { 'Idempotency-Key': 'order-5' };
    const single = await call('POST', '/single', { body: { method: 'mb', value: 10 } });
    const reads = [await call('GET', `/single/${single.body.id}`, { headers })];
    reads.push(await call('GET', `/single/${single.body.id}`, { headers }));
    const deletes = [await call('DELETE', `/single/${single.body.id}`, { headers })];
    deletes.push(await call('DELETE', `/single/${single.body.id}`, { headers }));
    expect([...reads, ...deletes].map((a) => a.headers.get('idempotency-replay'))).toEqual([null, null, null, null]);
    // nothing was stored under the key, so a later POST with it is a fresh request
    expect(checked.simulator.keys.size).toBe(0);
  });

  it('purges keys after 24 hours: the same key then starts a fresh request', async () => {
    const headers = { 'Idempotency-Key': 'order-4' };
    const first = await call('POST', '/single', { body: { value: 10 }, headers });
    await checked.simulator.clock.advance(23 * 3_600_000);
    expect((await call('POST', '/single', { body: { value: 10 }, headers })).body.id).toBe(first.body.id);
    await checked.simulator.clock.advance(2 * 3_600_000);
    const fresh = await call('POST', '/single', { body: { value: 10 }, headers });
    expect(fresh.headers.get('idempotency-replay')).toBeNull();
    expect(fresh.body.id).not.toBe(first.body.id);
    expect(checked.simulator.keys.size).toBe(1);
  });
});

describe('lists', () => {
  it('pages by page number and by cursor within their limits', async () => {
    for (let i = 0; i < 5; i++) {
      const single = await call('POST', '/single', { body: { method: 'cc', value: 10 + i } });
      await call('POST', `/capture/${single.body.id}`, { body: { descriptive: `order ${i}` } });
    }
    const page = await call('GET', '/single?page=2&records_per_page=2');
    expect(page.body.meta).toMatchObject({ page: { current: 2, total: 3 }, records: { total: 5, per_page: 2 } });
    expect(page.body.data).toHaveLength(2);
    const ids: string[] = [];
    let cursor = '';
    do {
      const got = await call('GET', `/capture?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      ids.push(...got.body.data.map((c: { id: string }) => c.id));
      cursor = got.body.metadata.next_cursor;
    } while (cursor);
    expect(new Set(ids).size).toBe(5);
  });

  it('filters by a 30-day interval and refuses a longer one', async () => {
    await call('POST', '/single', { body: { value: 10 } });
    const now = new Date(checked.simulator.clock.now());
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const inside = await call('GET', `/single?created_at=interval(${day(-1)} 00:00,${day(1)} 00:00)`);
    const before = await call('GET', `/single?created_at=interval(${day(-20)} 00:00,${day(-10)} 00:00)`);
    const tooLong = await call('GET', `/single?created_at=interval(${day(-31)} 00:00,${day(1)} 00:00)`);
    expect([inside.body.data.length, before.body.data.length, tooLong.status]).toEqual([1, 0, 400]);
  });

  it('masks customers in list results', async () => {
    await call('POST', '/single', { body: { value: 10, customer: { name: 'Ana Silva', email: 'ana@example.com' } } });
    const [item] = (await call('GET', '/single')).body.data;
    expect(item.customer.name).toBe('*******va');
  });
});

describe('the clock', () => {
  it('expires a checkout after 30 minutes', async () => {
    const created = await call('POST', '/checkout', {
      body: {
        type: ['single'],
        payment: { methods: ['mb'], type: 'sale', capture: { descriptive: 'x' } },
        order: { value: 5 },
        customer: { name: 'A', email: 'a@example.com', phone: '911234567' },
      },
    });
    expect((await call('GET', `/checkout/${created.body.id}`)).body.checkout.status).toBe('pending');
    await checked.simulator.clock.advance(30 * 60_000);
    const expired = await call('GET', `/checkout/${created.body.id}`);
    expect(expired.body).toMatchObject({
      status: 'failed',
      checkout: { status: 'canceled' },
      payment: { status: 'deleted' },
    });
  });

  it('confirms a direct-debit capture after 48 business hours, and fails the designated IBAN', async () => {
    const mandate = { name: 'A', email: 'a@example.com', phone: '911234567', account_holder: 'A' };
    const good = await call('POST', '/frequent', {
      body: {
        method: 'dd',
        customer: { name: 'A' },
        min_value: 1,
        max_value: 50,
        sdd_mandate: { ...mandate, iban: 'PT50002700000001234567833' },
      },
    });
    const bad = await call('POST', '/frequent', {
      body: {
        method: 'dd',
        customer: { name: 'B' },
        min_value: 1,
        max_value: 50,
        sdd_mandate: { ...mandate, iban: 'PT50000000000000000006666' },
      },
    });
    const one = await call('POST', `/capture/${good.body.id}`, { body: { descriptive: 'd1', value: 10 } });
    const two = await call('POST', `/capture/${bad.body.id}`, { body: { descriptive: 'd2', value: 10 } });
    expect((await call('GET', `/capture/${one.body.id}`)).body.status).toBe('pending');
    await checked.simulator.clock.advance(5 * 86_400_000);
    expect((await call('GET', `/capture/${one.body.id}`)).body.status).toBe('success');
    expect((await call('GET', `/capture/${two.body.id}`)).body.status).toBe('failed');
  });

  it('runs subscription cycles up to max_captures', async () => {
    const start = new Date(checked.simulator.clock.now() + 86_400_000).toISOString().slice(0, 16).replace('T', ' ');
    await call('POST', '/subscription', {
      body: { method: 'cc', frequency: '1W', value: 5, start_time: start, max_captures: 3, capture_now: false },
    });
    await checked.simulator.clock.advance(60 * 86_400_000);
    expect((await call('GET', '/capture')).body.data).toHaveLength(3);
  });
});

describe('lifecycle rules', () => {
  it('refuses to refund more than was captured, and outside the refund window', async () => {
    const single = await call('POST', '/single', {
      body: { method: 'mbw', value: 20, customer: { phone: '911234567' } }, // mbw "Requires a phone number"
    });
    const capture = await call('POST', `/capture/${single.body.id}`, { body: { descriptive: 'x' } });
    expect((await call('POST', `/refund/${capture.body.id}`, { body: { value: 25 } })).status).toBe(422);
    await checked.simulator.clock.advance(366 * 86_400_000);
    const late = await call('POST', `/refund/${capture.body.id}`, { body: { value: 5 } });
    expect(late.status).toBe(422);
    expect(late.body.message[0]).toMatch(/refund window/);
  });

  it('cancels an out payment only before it is processed, and a deleted link stays deleted', async () => {
    const out = await call('POST', '/out_payment', {
      signed: true,
      body: {
        method: 'transfer',
        value: 10,
        timestamp: '2026-11-21 11:00:00',
        customer: { name: 'B', email: 'b@example.com', phone: '912345678' },
        out_account: { account_holder: 'B', iban: 'PT50002700000001234567833', email: 'b@example.com', phone: '1' },
      },
    });
    await checked.simulator.clock.advance(11 * 60_000);
    expect((await call('GET', `/out_payment/${out.body.id}`)).body.status).toBe('success');
    const late = await call('DELETE', `/out_payment/${out.body.id}`, { signed: true });
    // A state that forbids the operation: 422, and a resend cannot succeed (409 would tell a client to resend).
    expect([late.status, late.headers.get('x-service-should-retry')]).toEqual([422, 'false']);
    const link = await call('POST', '/link', {
      body: {
        type: 'SINGLE',
        customer: { name: 'A', email: 'a@example.com', phone: '1', language: 'PT' },
        payment: { methods: ['cc'], capture: {} },
      },
    });
    await call('DELETE', `/link/${link.body.id}`);
    expect(
      (await call('PATCH', `/link/${link.body.id}`, { body: { expiration_time: '2030-01-01T00:00:00Z' } })).status,
    ).toBe(422);
  });

  it('refuses a signed operation without its Signature', async () => {
    const got = await call('DELETE', '/out_payment/2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21');
    expect(got.status).toBe(403);
    // Authentication rule 3: a 403 for a missing or wrong header carries a single-string message
    expect(got.body.message).toMatch(/^Authentication Error: .*'Signature'/);
  });
});

describe('faults', () => {
  it('answers 429 with Retry-After, per call with a header or per route', async () => {
    const perCall = await call('GET', '/single', { headers: { 'Simulator-Fault': '429' } });
    expect([perCall.status, perCall.headers.get('retry-after')]).toEqual([429, '1']);
    checked.simulator.faults.add({ operation: 'GET /config', kind: '502', times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call('GET', '/config')).status);
    expect(statuses).toEqual([502, 502, 200]);
  });

  // A drop is what undici throws when the socket closes, so a client reads it as no answer.
  const dropped = {
    message: 'fetch failed',
    cause: { code: 'UND_ERR_SOCKET', message: expect.stringMatching(/dropped/) },
  };

  it('drops before or after the effect', async () => {
    checked.simulator.faults.add({ operation: 'POST /single', kind: 'drop-before' });
    await expect(call('POST', '/single', { body: { value: 1 } })).rejects.toMatchObject(dropped);
    expect((await call('GET', '/single')).body.data).toHaveLength(0);
    checked.simulator.faults.add({ operation: 'POST /single', kind: 'drop-after' });
    await expect(call('POST', '/single', { body: { value: 1 } })).rejects.toMatchObject(dropped);
    expect((await call('GET', '/single')).body.data).toHaveLength(1);
  });

  it('refuses a fault it does not know, naming the field', () => {
    expect(() => checked.simulator.faults.add({ kind: 'explode' })).toThrow(/fault 'kind' must be one of/);
  });
});

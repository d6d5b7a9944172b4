// The project's client against the simulator, in process (its `fetch`) and over HTTP (startSimulator on
// 127.0.0.1, port 0): create → capture → refund, checkout expiry, a dropped POST retried with one effect, and the
// 24-hour purge of idempotency keys. Every in-process answer is checked against the spec.
import { createPaymentsClient } from '@payments-contract/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../src/index.js';
import { ACCOUNT, BASE, checkedSimulator } from './checked.js';

type Client = ReturnType<typeof createPaymentsClient>;
const fast = { backoff: { baseMs: 0, maxMs: 0 } };

async function createCaptureRefund(client: Client) {
  const single = await client.POST('/single', { body: { method: 'cc', value: 30, customer: { name: 'Ana' } } });
  const id = single.data?.id ?? '';
  const capture = await client.POST('/capture/{id}', { params: { path: { id } }, body: { descriptive: 'Order 7' } });
  const refund = await client.POST('/refund/{id}', {
    params: { path: { id: capture.data?.id ?? '' } },
    body: { value: 30 },
  });
  const detail = await client.GET('/single/{id}', { params: { path: { id } } });
  const captured = await client.GET('/capture/{id}', { params: { path: { id: capture.data?.id ?? '' } } });
  return {
    statuses: [single.response.status, capture.response.status, refund.response.status],
    payment: detail.data?.payment_status,
    capture: captured.data?.status,
  };
}

describe('in process: createPaymentsClient({ fetch: simulator.fetch })', () => {
  it('creates, captures and refunds a payment', async () => {
    const { fetch, drift } = checkedSimulator();
    const client = createPaymentsClient({ baseUrl: BASE, ...ACCOUNT, fetch });
    expect(await createCaptureRefund(client)).toEqual({
      statuses: [201, 201, 201],
      payment: 'paid',
      capture: 'refunded',
    });
    expect(drift).toEqual([]);
  });

  it('retries a POST dropped after its effect with the same key, so it takes effect once', async () => {
    const { simulator, fetch, drift } = checkedSimulator();
    const client = createPaymentsClient({ baseUrl: BASE, ...ACCOUNT, fetch, ...fast });
    simulator.faults.add({ operation: 'POST /single', kind: 'drop-after' });
    const created = await client.POST('/single', { body: { method: 'mb', value: 12 } });
    expect(created.response.status).toBe(201);
    expect(created.response.headers.get('idempotency-replay')).toBe('true');
    const list = await client.GET('/single', {});
    expect(list.data?.data).toHaveLength(1);
    expect(list.data?.data?.[0]?.id).toBe(created.data?.id);
    expect(drift).toEqual([]);
  });

  it('expires a checkout when the clock passes 30 minutes', async () => {
    const { simulator, fetch } = checkedSimulator();
    const client = createPaymentsClient({ baseUrl: BASE, ...ACCOUNT, fetch });
    const created = await client.POST('/checkout', {
      body: {
        type: ['single'],
        payment: { methods: ['cc'], type: 'sale', capture: { descriptive: 'Order 8' } },
        order: { value: 8 },
        customer: { name: 'Ana', email: 'ana@example.com', phone: '911234567' },
      },
    });
    const id = created.data?.id ?? '';
    await simulator.clock.advance(29 * 60_000);
    expect((await client.GET('/checkout/{id}', { params: { path: { id } } })).data?.checkout?.status).toBe('pending');
    await simulator.clock.advance(60_000);
    expect((await client.GET('/checkout/{id}', { params: { path: { id } } })).data?.checkout?.status).toBe('canceled');
  });

  it('purges an idempotency key after 24 hours', async () => {
    const { simulator, fetch } = checkedSimulator();
    let key = '';
    const keyed = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === 'POST') request.headers.set('Idempotency-Key', key);
      return fetch(request);
    };
    const client = createPaymentsClient({ baseUrl: BASE, ...ACCOUNT, fetch: keyed });
    key = 'same-key';
    const first = await client.POST('/single', { body: { method: 'mb', value: 5 } });
    const replayed = await client.POST('/single', { body: { method: 'mb', value: 5 } });
    await simulator.clock.advance(24 * 3_600_000);
    const fresh = await client.POST('/single', { body: { method: 'mb', value: 5 } });
    expect(replayed.data?.id).toBe(first.data?.id);
    expect(replayed.response.headers.get('idempotency-replay')).toBe('true');
    expect(fresh.data?.id).not.toBe(first.data?.id);
    expect(fresh.response.headers.get('idempotency-replay')).toBeNull();
  });
});

describe('over HTTP on 127.0.0.1', () => {
  let running: Awaited<ReturnType<typeof startSimulator>>;
  beforeAll(async () => {
    running = await startSimulator({ port: 0 });
  });
  afterAll(() => running.stop());

  it('creates, captures and refunds a payment', async () => {
    const client = createPaymentsClient({ baseUrl: `${running.url}/2.0`, ...ACCOUNT });
    expect(await createCaptureRefund(client)).toEqual({
      statuses: [201, 201, 201],
      payment: 'paid',
      capture: 'refunded',
    });
  });

  it('retries a POST whose connection dropped after the effect, with one effect', async () => {
    const client = createPaymentsClient({ baseUrl: running.url, ...ACCOUNT, ...fast });
    const before = (await client.GET('/single', {})).data?.meta?.records?.total ?? 0;
    running.simulator.faults.add({ operation: 'POST /single', kind: 'drop-after' });
    const created = await client.POST('/single', { body: { method: 'mb', value: 12 } });
    expect(created.response.headers.get('idempotency-replay')).toBe('true');
    expect((await client.GET('/single', {})).data?.meta?.records?.total).toBe(before + 1);
  });

  it('moves its clock through the control route', async () => {
    // the simulator's own readings before and after, never the wall clock's
    const advance = async (advanceMs: number) => {
      const answer = await fetch(`${running.url}/__simulator/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs }),
      });
      return Date.parse(((await answer.json()) as { now: string }).now);
    };
    const before = await advance(0);
    const after = await advance(3_600_000);
    expect(after - before).toBeGreaterThanOrEqual(3_600_000);
  });
});

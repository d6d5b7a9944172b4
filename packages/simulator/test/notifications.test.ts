// Notifications from the simulator to the project's webhook handler, which confirms each by fetching its details
// from the simulator through the resource the notified id belongs to (Events rules 1-7). When confirmation fails the
// handler answers 503, so the simulator delivers again with backoff (issue 13, item 6: without the 503 the
// redelivery below would never happen).
import { createPaymentsClient } from '@payments-contract/client';
import { createNotificationHandler } from '@payments-contract/webhooks';
import { describe, expect, it } from 'vitest';
import { RETRY_DELAYS_MS } from '../src/index.js';
import { ACCOUNT, BASE, checkedSimulator } from './checked.js';

const AUTHORIZATION = 'Bearer simulator-notifications';
const URLS = {
  generic: 'http://merchant.test/generic',
  authorisation: 'http://merchant.test/authorisation',
  transaction: 'http://merchant.test/transaction',
};

function setUp() {
  type Handled = { type: string; id: string; confirmed: unknown; call?: { path: string; id: string } | undefined };
  const handled: Handled[] = [];
  const record = (
    n: { type?: string; id?: string },
    c: { confirmed?: unknown; confirmation?: { call: { path: string; id: string } } },
  ) => void handled.push({ type: n.type ?? '', id: n.id ?? '', confirmed: c.confirmed, call: c.confirmation?.call });
  let handler: (request: Request) => Promise<Response> = async () => new Response(null, { status: 500 });
  const checked = checkedSimulator({
    notificationFetch: (async (url: string, init: RequestInit) =>
      handler(new Request(url, init))) as unknown as typeof fetch,
  });
  const client = createPaymentsClient({ baseUrl: BASE, ...ACCOUNT, fetch: checked.fetch, maxAttempts: 1 });
  handler = createNotificationHandler({
    confirm: client,
    authorization: AUTHORIZATION,
    kind: 'genericNotification',
    on: { capture: record, refund: record, frequent_create: record },
  });
  return { ...checked, client, handled };
}

describe('notifications', () => {
  // Events rules 1-4: a single payment's notification carries the single id, so it is confirmed through GET
  // /single/{id} (GET /capture/{id} knows capture ids only, and answers 404 for it); a refund through GET /refund/{id}.
  it('confirms a single payment notification through GET /single/{id} [events.single-cc-sale-result] [events.confirm-success]', async () => {
    const { simulator, client, handled, drift } = setUp();
    await client.PATCH('/config', { body: { generic: URLS.generic } });
    const single = await client.POST('/single', { body: { method: 'cc', value: 15 } });
    const capture = await client.POST('/capture/{id}', {
      params: { path: { id: single.data?.id ?? '' } },
      body: { descriptive: 'Order 9' },
    });
    const refund = await client.POST('/refund/{id}', {
      params: { path: { id: capture.data?.id ?? '' } },
      body: { value: 5 },
    });
    await simulator.notifications.settle();
    expect(handled.map((h) => [h.type, h.id])).toEqual([
      ['capture', single.data?.id],
      ['refund', refund.data?.id],
    ]);
    expect(handled[0]?.call).toMatchObject({
      operationId: 'getSinglePayment',
      path: '/single/{id}',
      id: single.data?.id,
    });
    expect(handled[0]?.confirmed).toMatchObject({ id: single.data?.id, payment_status: 'paid' });
    expect(handled[1]?.call).toMatchObject({ path: '/refund/{id}', id: refund.data?.id });
    expect(simulator.notifications.log.filter((d) => d.kind === 'generic').map((d) => d.status)).toEqual([
      200, 200, 200,
    ]);
    expect(drift).toEqual([]);
  });

  it('sends the Transaction and Authorisation kinds to their own URLs', async () => {
    const { simulator, client } = setUp();
    await client.PATCH('/config', { body: URLS });
    const single = await client.POST('/single', {
      body: { method: 'mbw', value: 15, customer: { phone: '911234567' } }, // mbw "Requires a phone number"
    });
    await client.POST('/capture/{id}', { params: { path: { id: single.data?.id ?? '' } }, body: { descriptive: 'x' } });
    await simulator.notifications.settle();
    const urls = simulator.notifications.log.map((d) => `${d.kind} ${d.url}`);
    expect(urls).toContain(`authorisation ${URLS.authorisation}`);
    expect(urls).toContain(`transaction ${URLS.transaction}`);
  });

  it('are delivered again with backoff when the handler answers 503 because confirmation failed', async () => {
    const { simulator, client, handled } = setUp();
    await client.PATCH('/config', { body: { generic: URLS.generic } });
    // Creation notifies frequent_create; the handler's confirmation (GET /frequent/{id}) is made to fail twice.
    simulator.faults.add({ operation: 'GET /frequent/{id}', kind: '503', times: 2 });
    const frequent = await client.POST('/frequent', {
      body: { method: 'cc', customer: { name: 'Ana' }, min_value: 1, max_value: 10 },
    });
    await simulator.notifications.settle();
    expect(frequent.response.status).toBe(201);
    expect(simulator.notifications.log.map((d) => d.status)).toEqual([503]);
    await simulator.clock.advance(RETRY_DELAYS_MS[0] ?? 0);
    await simulator.notifications.settle();
    expect(simulator.notifications.log.map((d) => d.status)).toEqual([503, 503]);
    await simulator.clock.advance(RETRY_DELAYS_MS[1] ?? 0);
    await simulator.notifications.settle();
    expect(simulator.notifications.log.map((d) => [d.attempt, d.status])).toEqual([
      [1, 503],
      [2, 503],
      [3, 200],
    ]);
    expect(handled.map((h) => h.id)).toEqual([frequent.data?.id]);
  });
});

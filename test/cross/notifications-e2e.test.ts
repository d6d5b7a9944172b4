// Notifications end to end, as a merchant runs them (issue 21): the simulator over HTTP with its default delivery (no
// injected fetch), a merchant endpoint on 127.0.0.1 built from the published packages, PATCH /config to its URLs,
// then each of the interface's Events rules 1-6 driven through the API and the simulator's control routes. Every
// notification is delivered, confirmed through the details operation its id belongs to (the call is asserted) and
// acted on exactly once, a redelivery included; a forged one is not acted on.
//
import { createPaymentsClient } from '@payments-contract/client';
import { createSimulator, startSimulator } from '@payments-contract/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';
import { MERCHANT_AUTHORIZATION, type Merchant, startMerchant } from './merchant.js';

const ACCOUNT = { accountId: 'simulator-account', apiKey: 'simulator-key' };
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let merchant: Merchant;
let client: ReturnType<typeof createPaymentsClient>;

/** A simulator control route (never part of the service). */
async function control(path: string, body: object = {}) {
  const response = await fetch(`${simulator.url}/__simulator/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', AccountId: ACCOUNT.accountId, ApiKey: ACCOUNT.apiKey },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
/** Moves the clock (0: only waits for every delivery under way). */
const advance = (advanceMs = 0) => control('clock', { advanceMs });
const actedOn = (id: string, kind = 'genericNotification') =>
  merchant.acted.filter((a) => a.id === id && a.kind === kind);

beforeAll(async () => {
  simulator = await startSimulator({ port: 0 });
  client = createPaymentsClient({ baseUrl: `${simulator.url}/2.0`, ...ACCOUNT, maxAttempts: 1 });
  merchant = await startMerchant(client);
  const config = await client.PATCH('/config', { body: merchant.urls });
  expect(config.response.status).toBe(200);
}, patience(30_000));

afterAll(async () => {
  await simulator?.stop();
  await merchant?.stop();
});

async function single(method: string, value = 12.5, type?: 'sale' | 'authorisation') {
  const created = await client.POST('/single', {
    body: { method, value, customer: { name: 'Ana', phone: '911234567' }, ...(type ? { type } : {}) },
  });
  expect(created.response.status).toBe(201);
  return created.data?.id ?? '';
}

async function frequent(method: string, extra: object = {}) {
  const body = { method, customer: { name: 'Ana', phone: '911234567' }, min_value: 1, max_value: 100, ...extra };
  const created = await client.POST('/frequent', { body: body as never });
  expect(created.response.status).toBe(201);
  return created.data?.id ?? '';
}

async function captureOf(id: string, value: number) {
  const made = await client.POST('/capture/{id}', { params: { path: { id } }, body: { descriptive: 'Order', value } });
  expect(made.response.status).toBe(201);
  return made.data?.id ?? '';
}

describe('Events rules 1-6, over HTTP with the default delivery', () => {
  it.each([
    ['mb', 'events.single-mb-paid-carries-single-id'],
    ['vi', 'events.single-vi-paid-carries-single-id'],
  ])(
    'a paid %s single is notified with the single id and confirmed through GET /single/{id} [%s] [events.confirm-success]',
    async (method) => {
      const id = await single(method);
      expect((await control(`payments/${id}/pay`)).status).toBe(200);
      await advance();
      expect(actedOn(id)).toEqual([
        { kind: 'genericNotification', type: 'capture', id, status: 'success', call: `GET /single/{id} ${id}` },
      ]);
    },
  );

  it.each([
    ['mbw', 12.5, 'success', 'events.single-mbw-sale-result'],
    ['cc', 12.5, 'success', 'events.single-cc-sale-result'],
    ['cc', 66.66, 'failed', 'events.single-cc-sale-result'],
  ])(
    'a %s single sale of %s is notified %s with the single id, confirmed through GET /single/{id} [%s]',
    async (method, value, status) => {
      const id = await single(method, value, 'sale');
      await advance();
      expect(actedOn(id).filter((a) => a.type === 'capture')).toEqual([
        { kind: 'genericNotification', type: 'capture', id, status, call: `GET /single/{id} ${id}` },
      ]);
    },
  );

  it('each payment to a frequent mb reference is notified with the frequent id, confirmed through GET /frequent/{id} [events.frequent-mb-payment-carries-frequent-id]', async () => {
    const id = await frequent('mb');
    expect((await control(`payments/${id}/pay`, { value: 5 })).status).toBe(200);
    await advance();
    expect(actedOn(id)).toEqual([
      { kind: 'genericNotification', type: 'capture', id, status: 'success', call: `GET /frequent/{id} ${id}` },
    ]);
  });

  it('a card frequent creation is notified with the frequent id, confirmed through GET /frequent/{id} [events.card-frequent-creation]', async () => {
    const id = await frequent('cc');
    await advance();
    expect(actedOn(id)).toEqual([
      { kind: 'genericNotification', type: 'frequent_create', id, status: 'success', call: `GET /frequent/{id} ${id}` },
    ]);
  });

  it.each([
    ['cc', 20, 'success'],
    ['mbw', 20, 'success'],
    ['cc', 66.66, 'failed'],
  ])(
    'a %s frequent capture of %s is notified %s with the capture id, confirmed through GET /capture/{id} [events.frequent-capture-result]',
    async (method, value, status) => {
      const id = await captureOf(await frequent(method), value);
      await advance();
      expect(actedOn(id)).toEqual([
        { kind: 'genericNotification', type: 'capture', id, status, call: `GET /capture/{id} ${id}` },
      ]);
    },
  );

  it('a dd frequent capture is notified once it settles, within 48 business hours [events.dd-result-48-business-hours] [events.frequent-capture-result]', async () => {
    const mandate = { sdd_mandate: { name: 'Ana', iban: 'PT50000201231234567890154' } };
    const id = await captureOf(await frequent('dd', mandate), 20);
    await advance();
    expect(actedOn(id)).toEqual([]);
    await advance(5 * 86_400_000); // 48 business hours are at most 4 days, with a weekend
    expect(actedOn(id)).toEqual([
      { kind: 'genericNotification', type: 'capture', id, status: 'success', call: `GET /capture/{id} ${id}` },
    ]);
  });

  const deliveries = async () => {
    const answer = await fetch(`${simulator.url}/__simulator/notifications`, { headers: ACCOUNT as never });
    return ((await answer.json()) as { deliveries: { kind: string; url: string; status?: number }[] }).deliveries;
  };

  it('delivers every Generic notification to its URL, taken with 200 [events.posted-to-configured-urls]', async () => {
    const generic = (await deliveries()).filter((d) => d.kind === 'generic');
    expect(new Set(generic.map((d) => `${d.url} ${d.status}`))).toEqual(new Set([`${merchant.urls.generic} 200`]));
    expect(merchant.disagreed).toEqual([]);
  });

  it('delivers the Authorisation and Transaction kinds to their URLs, taken with 200 [events.three-kinds]', async () => {
    await single('cc', 12.5, 'authorisation'); // an authorisation: the Authorisation kind
    await single('cc', 12.5, 'sale'); // money moved: the Transaction kind
    await advance();
    const all = await deliveries();
    expect(new Set(all.map((d) => `${d.kind} ${d.url}`))).toEqual(
      new Set(Object.entries(merchant.urls).map(([kind, url]) => `${kind} ${url}`)),
    );
    expect(all.filter((d) => d.status !== 200)).toEqual([]);
  });
});

describe('redelivered and forged notifications', () => {
  let delivered: { body: Record<string, unknown> };
  const post = (body: object, authorization = MERCHANT_AUTHORIZATION) =>
    fetch(merchant.urls.generic, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    const id = await captureOf(await frequent('cc'), 66.66); // a capture that failed
    await advance();
    const answer = await fetch(`${simulator.url}/__simulator/notifications`, { headers: ACCOUNT as never });
    const { deliveries } = (await answer.json()) as { deliveries: { kind: string; body: { id: string } }[] };
    delivered = deliveries.find((d) => d.kind === 'generic' && d.body.id === id) as never;
  });

  it('acts once on a redelivery of the same notification [events.confirm-success]', async () => {
    const id = String(delivered.body.id);
    expect(actedOn(id)).toHaveLength(1);
    const again = await post(delivered.body);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect(actedOn(id)).toHaveLength(1);
  });

  it('answers 503 when confirmation fails, so the simulator delivers again and it is acted on once', async () => {
    expect((await control('faults', { operation: 'GET /capture/{id}', kind: '503', times: 1 })).status).toBe(200);
    const id = await captureOf(await frequent('cc'), 21);
    await advance();
    expect(actedOn(id)).toEqual([]);
    await advance(60_000); // the simulator's first redelivery
    expect(actedOn(id)).toEqual([
      { kind: 'genericNotification', type: 'capture', id, status: 'success', call: `GET /capture/{id} ${id}` },
    ]);
  });

  it('refuses a delivery with a wrong Authorization, without acting', async () => {
    const before = merchant.acted.length;
    const forged = await post({ ...delivered.body, date: '2026-11-20 10:20:30' }, 'Bearer guessed');
    expect(forged.status).toBe(401);
    expect(merchant.acted.length).toBe(before);
  });

  it('does not act on a success the details say failed, and says so [events.confirm-success]', async () => {
    const before = merchant.acted.length;
    const forged = await post({ ...delivered.body, status: 'success' });
    expect(forged.status).toBe(200);
    expect(await forged.json()).toMatchObject({ handled: false });
    expect(merchant.acted.length).toBe(before);
    expect(merchant.disagreed).toEqual([{ id: delivered.body.id, notified: 'success', found: 'failed' }]);
  });
});

describe('in process, with the default delivery', () => {
  it('delivers to a real endpoint on loopback, which confirms and acts once [events.posted-to-configured-urls]', async () => {
    const inProcess = createSimulator(); // no notificationFetch: the delivery a user gets
    const local = createPaymentsClient({ baseUrl: 'http://simulator.test/2.0', ...ACCOUNT, fetch: inProcess.fetch });
    const endpoint = await startMerchant(local);
    try {
      await local.PATCH('/config', { body: { generic: endpoint.urls.generic } });
      const created = await local.POST('/single', { body: { method: 'mb', value: 9.5 } });
      const id = created.data?.id ?? '';
      const headers = { AccountId: ACCOUNT.accountId, ApiKey: ACCOUNT.apiKey };
      const paid = await inProcess.fetch(`http://simulator.test/__simulator/payments/${id}/pay`, {
        method: 'POST',
        headers,
      });
      expect(paid.status).toBe(200);
      await inProcess.notifications.settle();
      expect(endpoint.acted).toEqual([
        { kind: 'genericNotification', type: 'capture', id, status: 'success', call: `GET /single/{id} ${id}` },
      ]);
      expect(inProcess.notifications.log.map((d) => [d.url, d.status])).toEqual([[endpoint.urls.generic, 200]]);
    } finally {
      await endpoint.stop();
    }
  });
});

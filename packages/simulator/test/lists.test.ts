// The lists as the interface describes them, each rule tried so that a simulator ignoring it fails: the interval
// filters select records (GET /frequent's `expiration_time`, GET /capture's `updated_at`), the page links point at the
// pages before and after, list results mask the mandate whole, and chargebacks are listed with their "reason, amount,
// status".
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, DAY, harness, MONDAY_10_LISBON, mandate } from './harness.js';

let h: Awaited<ReturnType<typeof harness>>;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: MONDAY_10_LISBON });
  h = await harness();
});
afterEach(() => {
  vi.useRealTimers();
  expect(h.checked.drift).toEqual([]);
});

/** `interval(from,to)` in the list filters' `YYYY-MM-DD HH:MM`, from epoch ms. */
const interval = (from: number, to: number) => {
  const at = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
  return `interval(${at(from)},${at(to)})`;
};
const ids = (answer: { body: { data: { id: string }[] } }) => answer.body.data.map((item) => item.id);

describe('interval filters', () => {
  // GET /frequent: "expiration_time | string | Interval filter `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`."
  it('selects frequent payments by their expiration time, not their creation [frequent.list-interval-format]', async () => {
    const frequent = async (expiration_time?: string) =>
      (
        await h.call('POST', '/frequent', {
          body: {
            method: 'cc',
            customer,
            min_value: 1,
            max_value: 50,
            ...(expiration_time ? { expiration_time } : {}),
          },
        })
      ).body.id as string;
    const soon = await frequent('2030-01-10 12:00');
    const later = await frequent('2030-01-20 12:00');
    const never = await frequent();
    const list = async (from: number, to: number) =>
      ids(await h.call('GET', `/frequent?expiration_time=${interval(from, to)}`));
    expect(await list(MONDAY_10_LISBON + 2 * DAY, MONDAY_10_LISBON + 5 * DAY)).toEqual([soon]);
    expect(await list(MONDAY_10_LISBON + 10 * DAY, MONDAY_10_LISBON + 15 * DAY)).toEqual([later]);
    // created now, yet none expires today: the filter reads the expiration time
    expect(await list(MONDAY_10_LISBON - DAY, MONDAY_10_LISBON + DAY)).toEqual([]);
    expect(ids(await h.call('GET', '/frequent'))).toEqual([soon, later, never]);
  });

  // GET /frequent: "created_at | string | Interval filter in UTC, same format."
  it('selects frequent payments by when they were created [frequent.list-filter-created-at]', async () => {
    const frequent = async () =>
      (await h.call('POST', '/frequent', { body: { method: 'cc', customer, min_value: 1, max_value: 50 } })).body.id;
    const monday = await frequent();
    await h.simulator.clock.advance(2 * DAY);
    const wednesday = await frequent();
    const list = async (from: number, to: number) =>
      ids(await h.call('GET', `/frequent?created_at=${interval(from, to)}`));
    expect(await list(MONDAY_10_LISBON - DAY, MONDAY_10_LISBON + DAY)).toEqual([monday]);
    expect(await list(MONDAY_10_LISBON + DAY, MONDAY_10_LISBON + 3 * DAY)).toEqual([wednesday]);
    expect(await list(MONDAY_10_LISBON - 3 * DAY, MONDAY_10_LISBON - DAY)).toEqual([]);
  });

  // GET /capture: "updated_at | string | Same format. Maximum range 30 days." A direct debit's capture is updated when
  // the bank answers, 48 business hours after it was made; a card capture is never updated after it is made.
  it('selects captures by when they last changed [capture.list-filter-updated-at]', async () => {
    const card = (await h.call('POST', '/single', { body: { method: 'cc', type: 'sale', value: 10, customer } })).body;
    const debit = (
      await h.call('POST', '/single', { body: { method: 'dd', value: 20, customer, sdd_mandate: mandate() } })
    ).body;
    await h.simulator.clock.advance(3 * DAY);
    const settled = MONDAY_10_LISBON + 2 * DAY; // Wednesday 10:00, 48 business hours on
    expect((await h.call('GET', `/capture/${debit.capture.id}`)).body.status).toBe('success');
    const around = interval(settled - 3_600_000, settled + 3_600_000);
    expect(ids(await h.call('GET', `/capture?updated_at=${around}`))).toEqual([debit.capture.id]);
    expect(ids(await h.call('GET', `/capture?created_at=${around}`))).toEqual([]);
    const monday = interval(MONDAY_10_LISBON - 3_600_000, MONDAY_10_LISBON + 3_600_000);
    expect(ids(await h.call('GET', `/capture?updated_at=${monday}`))).toEqual([card.capture.id]);
  });
});

describe('plain filters', () => {
  // GET /frequent: "customer | string | Filter by customer key.", "key | string | Filter by frequent key.", "method |
  // string | Filter by method code.": a value filters by itself, not by every value it begins.
  it('selects by the whole key, customer key and method code, not by their beginning [frequent.list-filter-key] [frequent.list-filter-customer] [frequent.list-filter-method]', async () => {
    const frequent = async (key: string, customerKey: string, method = 'cc') =>
      (
        await h.call('POST', '/frequent', {
          body: { method, key, customer: { ...customer, key: customerKey }, min_value: 1, max_value: 50 },
        })
      ).body.id as string;
    const one = await frequent('order-1', 'c-1');
    const ten = await frequent('order-10', 'c-10', 'mbw');
    expect(ids(await h.call('GET', '/frequent?key=order-1'))).toEqual([one]);
    expect(ids(await h.call('GET', '/frequent?customer=c-1'))).toEqual([one]);
    expect(ids(await h.call('GET', '/frequent?method=mb'))).toEqual([]);
    expect(ids(await h.call('GET', '/frequent?method=mbw'))).toEqual([ten]);
  });
});

describe('page links', () => {
  // "`meta.links.first`, `meta.links.prev`, `meta.links.next`, `meta.links.last` (strings, query-string fragments such
  // as a page reference)": prev and next name the pages around the current one; the first page has no previous one
  // and the last no next one ("" as the spec's examples show), never a link back to the page itself.
  it('links the pages before and after the current one, and none past the ends [resources.page-envelope, choice.page-links-at-the-ends]', async () => {
    for (let i = 0; i < 5; i++)
      await h.call('POST', '/frequent', { body: { method: 'cc', customer, min_value: 1, max_value: 9 } });
    const links = async (page: number) =>
      (await h.call('GET', `/frequent?records_per_page=2&page=${page}`)).body.meta.links;
    const fragment = (page: number) => `page=${page}&records_per_page=2`;
    expect(await links(1)).toEqual({ first: fragment(1), prev: '', next: fragment(2), last: fragment(3) });
    expect(await links(2)).toEqual({ first: fragment(1), prev: fragment(1), next: fragment(3), last: fragment(3) });
    expect(await links(3)).toEqual({ first: fragment(1), prev: fragment(2), next: '', last: fragment(3) });
  });
});

describe('masking', () => {
  // "In list results, customer name, email, phone, fiscal number and the mandate fields are masked with asterisks."
  it('masks every mandate field in a list, its id too, and shows them whole in the detail [resources.list-masks-customer-and-mandate]', async () => {
    const made = (
      await h.call('POST', '/single', { body: { method: 'dd', value: 20, customer, sdd_mandate: mandate() } })
    ).body;
    const detail = (await h.call('GET', `/single/${made.id}`)).body.method.sdd_mandate;
    const [item] = (await h.call('GET', '/single')).body.data;
    const listed = item.method.sdd_mandate;
    expect(Object.keys(listed).sort()).toEqual(Object.keys(detail).sort());
    for (const field of Object.keys(detail)) {
      expect(listed[field], field).not.toBe(detail[field]);
      expect(listed[field], field).toMatch(/^\*+.{0,2}$/);
    }
    expect(detail.id).toBe(made.method.sdd_mandate.id);
    expect(item.customer).toMatchObject({ name: '*******va', email: '*************om', phone: '*******67' });
  });
});

describe('chargebacks', () => {
  // "GET | /chargeback | List chargebacks (reason, amount, status)"; the reason is the `message` and `code` of the
  // reference facts; the status's values are not given, so the simulator's `received` is a choice.
  it('lists each chargeback with its reason, amount and status [operations.chargeback-list]', async () => {
    const sale = (await h.call('POST', '/single', { body: { method: 'cc', type: 'sale', value: 40, customer } })).body;
    const back = await h.control(`captures/${sale.capture.id}/chargeback`, { amount: 5 });
    const [listed] = (await h.call('GET', '/chargeback')).body.data;
    expect(listed).toMatchObject({
      id: back.body.id,
      message: 'MD06 - Refund Request by End Customer',
      code: 'MD06',
      amount: 5,
      capture: { id: sale.capture.id, payment_id: sale.id, payment_type: 'single' },
    });
    expect(listed.status).toEqual(expect.any(String));
  });

  it('reads received: the bank has charged the capture back [choice.chargeback-status]', async () => {
    const sale = (await h.call('POST', '/single', { body: { method: 'cc', type: 'sale', value: 40, customer } })).body;
    await h.control(`captures/${sale.capture.id}/chargeback`, { amount: 5 });
    expect((await h.call('GET', '/chargeback')).body.data.map((c: { status: string }) => c.status)).toEqual([
      'received',
    ]);
  });
});

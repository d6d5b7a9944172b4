// POST /refund/{id} ("Refund a single or frequent transaction") within the refund windows of the Limits table
// ("After the window, refunds cannot be processed through the interface for that payment"), and what refunds and
// chargebacks leave in GET /refund, GET /chargeback and the reports.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, DAY, expectRefusal, harness, MONDAY_10_LISBON, mandate } from './harness.js';

let h: Awaited<ReturnType<typeof harness>>;
beforeEach(async () => {
  h = await harness();
  await h.simulator.clock.set(MONDAY_10_LISBON);
});
afterEach(() => expect(h.checked.drift).toEqual([]));

/** A paid single of `method` and its capture's id. */
async function paid(method: string, value = 30) {
  const extra = method === 'dd' ? { sdd_mandate: mandate() } : {};
  const made = (await h.call('POST', '/single', { body: { method, type: 'sale', value, customer, ...extra } })).body;
  if (method === 'mb' || method === 'vi') await h.control(`payments/${made.id}/pay`);
  const detail = (await h.call('GET', `/single/${made.id}`)).body;
  return { id: made.id as string, capture: detail.captures[0].id as string };
}
const refund = (id: string, body: object) => h.call('POST', `/refund/${id}`, { body });

describe('refunds of a transaction', () => {
  it('refunds up to what is left, then marks the capture refunded [operations.refund-transaction]', async () => {
    const { id, capture } = await paid('cc');
    const first = await refund(capture, { value: 10, iban: 'PT50002700000001234567833' });
    expect(first.status).toBe(201);
    const detail = (await h.call('GET', `/refund/${first.body.id}`)).body;
    expect(detail).toMatchObject({ status: 'success', value: 10, iban: 'PT50002700000001234567833' });
    expect(detail.email).toBeUndefined();
    expect((await h.call('GET', `/capture/${capture}`)).body.status).toBe('success');
    expectRefusal(await refund(capture, { value: 20.01 }), 422, "'value'", '20', 'left to refund');
    // a single's id refunds its latest capture
    expect((await refund(id, { value: 20 })).status).toBe(201);
    expect((await h.call('GET', `/capture/${capture}`)).body.status).toBe('refunded');
    expectRefusal(await refund(capture, { value: 0.01 }), 422, "'value'", 'left to refund');
    const listed = (await h.call('GET', '/refund')).body.data;
    expect(listed.map((r: { value: number }) => r.value)).toEqual([10, 20]);
    expect(listed[0].capture).toEqual({ payment_type: 'single', id: capture, payment_id: id });
    const refunds = (await h.sent()).filter((n) => n.type === 'refund');
    expect(refunds.map((n) => n.id)).toEqual([first.body.id, listed[1].id]);
  });

  it('refuses a failed capture, and names a capture it cannot find', async () => {
    const frequent = (
      await h.call('POST', '/frequent', { body: { method: 'cc', customer, min_value: 1, max_value: 100 } })
    ).body.id;
    const declined = (await h.call('POST', `/capture/${frequent}`, { body: { descriptive: 'x', value: 66.66 } })).body;
    expectRefusal(await refund(declined.id, { value: 1 }), 422, declined.id, 'failed');
    const unknown = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
    expectRefusal(await refund(unknown, { value: 1 }), 404, 'capture', unknown);
    expectRefusal(await h.call('GET', `/refund/${unknown}`), 404, 'refund', unknown);
  });

  it('refunds a direct debit still being collected as pending (a choice) [choice.refunds]', async () => {
    const { capture } = await paid('dd');
    const made = await refund(capture, { value: 5 });
    expect((await h.call('GET', `/refund/${made.body.id}`)).body.status).toBe('pending');
  });
});

describe('refund windows', () => {
  // The simulator's clock follows the wall clock; frozen here, so the last millisecond of a window can be tried.
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: MONDAY_10_LISBON });
    h = await harness();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  // "mb references of the SPG product | 120 days", "dd | 180 days"; the last instant of the window still refunds.
  it.each([
    ['mb', 120, 'refund-windows.mb-spg-120-days'],
    ['dd', 180, 'refund-windows.dd-180-days'],
  ])(
    'refunds %s for %i days, then refuses naming the window [%s] [refund-windows.refused-after-window]',
    async (method, days) => {
      const first = await paid(method);
      const second = await paid(method);
      await h.simulator.clock.advance(days * DAY);
      expect((await refund(first.capture, { value: 1 })).status).toBe(201);
      await h.simulator.clock.advance(1);
      expectRefusal(await refund(second.capture, { value: 1 }), 422, `${days} days`, method, 'refund window');
    },
  );

  // "mbw | 12 months", "card (both networks) | 12 months": calendar months, not 365 days. A capture of 2027-03-01
  // may be refunded on 2028-02-29 (365 days later, in a leap year) and up to 2028-03-01 at the same time of day.
  it.each([
    ['cc', 'refund-windows.card-12-months'],
    ['mbw', 'refund-windows.mbw-12-months'],
  ])(
    'refunds %s for 12 calendar months, a leap day included, then refuses naming the window [%s] [refund-windows.refused-after-window]',
    async (method) => {
      vi.setSystemTime(Date.parse('2027-03-01T10:00:00Z'));
      h = await harness();
      const [leapDay, lastInstant, after] = [await paid(method), await paid(method), await paid(method)];
      await h.simulator.clock.set(Date.parse('2028-02-29T23:59:59Z'));
      expect((await refund(leapDay.capture, { value: 1 })).status).toBe(201);
      await h.simulator.clock.set(Date.parse('2028-03-01T10:00:00Z'));
      expect((await refund(lastInstant.capture, { value: 1 })).status).toBe(201);
      await h.simulator.clock.advance(1);
      expectRefusal(await refund(after.capture, { value: 1 }), 422, '12 months', method, '2028-03-01T10:00:00Z');
    },
  );

  // 12 months after a day the 12th month lacks (29 February) end on that month's last day, not on 1 March (a choice).
  it.each([['2028-02-29T10:00:00Z', '2029-02-28T10:00:00Z']])(
    'closes a card window opened on %s at %s [choice.refund-month-ends]',
    async (captured, closes) => {
      vi.setSystemTime(Date.parse(captured));
      h = await harness();
      const [first, second] = [await paid('cc'), await paid('cc')];
      await h.simulator.clock.set(Date.parse(closes));
      expect((await refund(first.capture, { value: 1 })).status).toBe(201);
      await h.simulator.clock.advance(1);
      expectRefusal(await refund(second.capture, { value: 1 }), 422, '12 months', closes);
    },
  );

  it('keeps no window for a virtual IBAN transfer', async () => {
    const { capture } = await paid('vi');
    await h.simulator.clock.advance(1_000 * DAY);
    expect((await refund(capture, { value: 1 })).status).toBe(201);
  });
});

describe('the refund notification and the day edges of the report', () => {
  it('sends the Transaction kind with a refund: money moved [events.three-kinds]', async () => {
    await h.call('PATCH', '/config', { body: { transaction: 'http://merchant.test/transaction' } });
    const { capture } = await paid('cc');
    const made = await refund(capture, { value: 5 });
    const sent = await h.sent('http://merchant.test/transaction');
    expect(sent.map((n) => [n.type, n.id])).toContainEqual(['refund', made.body.id]);
  });

  it('counts a transaction made at midnight in its own day only', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2030-01-08T00:00:00Z') });
    h = await harness();
    await paid('cc', 10);
    const count = async (query: string) => (await h.call('GET', `/report/transactions?${query}`)).body.data.length;
    expect([await count('start_date=2030-01-08'), await count('end_date=2030-01-07')]).toEqual([1, 0]);
    vi.useRealTimers();
  });
});

describe('chargebacks and the reports', () => {
  it('lists a chargeback and books captures, refunds and chargebacks in the ledger [operations.chargeback-list]', async () => {
    const { capture } = await paid('cc', 40);
    await refund(capture, { value: 15 });
    const back = await h.control(`captures/${capture}/chargeback`, { amount: 5 });
    expect(back.status).toBe(200);
    const listed = (await h.call('GET', '/chargeback')).body.data;
    expect(listed).toMatchObject([{ id: back.body.id, amount: 5, capture: { id: capture, payment_type: 'single' } }]);
    const ledger = (await h.call('GET', '/report/ledger')).body.data;
    const booked = ledger.map((e: { transaction_type: string; amount: { amount: string } }) => [
      e.transaction_type,
      e.amount.amount,
    ]);
    expect(booked).toEqual([
      ['CP', '40.00'],
      ['RF', '-15.00'],
      ['CB', '-5.00'],
    ]);
    expect((await h.call('GET', '/report/ledger?transaction_type=RF')).body.data).toHaveLength(1);
    // "Ledger entries: captures, refunds, fees, taxes, net transferred amounts": each names what it books.
    expect(ledger[0].details).toEqual({
      operation_id: capture,
      payment_id: ledger[0].details.payment_id,
      payment_type: 'single',
      method: 'CC',
    });
    expect(ledger[1].amount_details.requested_amount).toEqual({ amount: '15.00', currency: 'EUR' });
    expect(ledger[1].details).toMatchObject({ operation_id: capture, payment_type: 'single', method: 'CC' });
    expect((await h.control(`captures/${capture}/chargeback`)).status).toBe(200); // the whole capture by default
    expect((await h.call('GET', '/chargeback')).body.data[1].amount).toBe(40);
    expect((await h.control('captures/2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21/chargeback')).status).toBe(404);
  });

  it('reports transactions between start_date and end_date, both days included', async () => {
    await paid('cc', 10);
    await h.simulator.clock.advance(2 * DAY);
    await paid('cc', 20);
    const values = async (query: string) =>
      (await h.call('GET', `/report/transactions?${query}`)).body.data.map(
        (t: { values: { paid: number } }) => t.values.paid,
      );
    expect(await values('')).toEqual([10, 20]);
    expect(await values('start_date=2030-01-07&end_date=2030-01-07')).toEqual([10]);
    expect(await values('start_date=2030-01-08')).toEqual([20]);
    expect(await values('end_date=2030-01-08')).toEqual([10]);
    const [first] = (await h.call('GET', '/report/transactions')).body.data;
    expect(first).toMatchObject({ method: 'cc', transfer_date: '2030-01-07', key: '' });
    expect(first.values).toEqual({ requested: 10, paid: 10, fixed_fee: 0, variable_fee: 0, tax: 0, transfer: 10 });
  });
});

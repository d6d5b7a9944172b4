// The four jobs of money moving (src/resources/): settlement (a capture's result, at once or when a direct debit is
// collected), the ledger and transaction report, chargebacks, and announcements. Each is tried through the
// simulator's public `fetch` (the harness's calls and control routes), one step per test, so that a split of the
// modules that moves a job elsewhere keeps what each answers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, harness, MONDAY_10_LISBON, mandate } from './harness.js';

let h: Awaited<ReturnType<typeof harness>>;
beforeEach(async () => {
  // the wall clock stands still, so each instant below is exact however slow the machine
  vi.useFakeTimers({ toFake: ['Date'], now: MONDAY_10_LISBON });
  h = await harness();
  await h.call('PATCH', '/config', { body: { transaction: 'http://merchant.test/transaction' } });
});
afterEach(() => {
  vi.useRealTimers();
  expect(h.checked.drift).toEqual([]);
});

const sale = async (value: number) =>
  (await h.call('POST', '/single', { body: { method: 'cc', type: 'sale', value, customer } })).body;

describe('money moves, step by step', () => {
  it('settlement: a direct debit is pending until the bank answers 48 business hours later, then paid', async () => {
    const made = (await h.call('POST', '/single', { body: { method: 'dd', value: 30, sdd_mandate: mandate() } })).body;
    const capture = made.capture.id;
    expect((await h.call('GET', `/capture/${capture}`)).body.status).toBe('pending');
    // Monday 10:00 + 48 business hours (weekdays only) is Wednesday 10:00: a millisecond before, still pending.
    await h.simulator.clock.set(MONDAY_10_LISBON + 48 * 3_600_000 - 1);
    expect((await h.call('GET', `/capture/${capture}`)).body.status).toBe('pending');
    await h.simulator.clock.advance(1);
    expect((await h.call('GET', `/capture/${capture}`)).body.status).toBe('success');
    expect((await h.call('GET', `/single/${made.id}`)).body.payment_status).toBe('paid');
  });

  it('ledger: a settled capture writes a CP entry and its transaction', async () => {
    const made = await sale(25);
    const ledger = (await h.call('GET', '/report/ledger')).body.data;
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      transaction_type: 'CP',
      amount: { amount: '25.00', currency: 'EUR' },
      details: { operation_id: made.capture.id, payment_id: made.id, payment_type: 'single', method: 'CC' },
    });
    const transactions = (await h.call('GET', '/report/transactions')).body.data;
    expect(transactions.map((t: { id: string }) => t.id)).toEqual([made.capture.id]);
  });

  it('chargebacks: a chargeback is listed as received and booked as a CB entry, less the amount', async () => {
    const made = await sale(40);
    const back = await h.control(`captures/${made.capture.id}/chargeback`, { amount: 15 });
    expect(back.status).toBe(200);
    const listed = (await h.call('GET', '/chargeback')).body.data;
    expect(listed).toEqual([
      expect.objectContaining({ id: back.body.id, amount: 15, status: 'received', code: 'MD06' }),
    ]);
    const booked = (await h.call('GET', '/report/ledger?transaction_type=CB')).body.data;
    expect(booked.map((e: { amount: { amount: string } }) => e.amount.amount)).toEqual(['-15.00']);
  });

  it("announcements: a paid capture sends the Generic notification and the Transaction one with the account's uuid", async () => {
    const made = await sale(10);
    const generic = await h.sent();
    expect(generic).toEqual([
      expect.objectContaining({ type: 'capture', status: 'success', id: made.id, messages: ['The capture succeeded'] }),
    ]);
    const transaction = await h.sent('http://merchant.test/transaction');
    expect(transaction).toHaveLength(1);
    // the account as a uuid (a name-based one made from the AccountId), not the AccountId itself
    expect(transaction[0]).toMatchObject({
      type: 'capture',
      id: made.id,
      account: { id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/) },
    });
  });
});

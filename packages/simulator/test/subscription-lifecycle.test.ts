// Subscriptions: "Periodic payments of a fixed amount ... Frequencies range from daily to every three years. The end
// is set by an end date and/or a maximum number of captures. Each capture can be retried a configurable number of
// times", with capture_now ("Schedules an immediate capture, and the second for start_time"), driven by the clock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX } from '../src/index.js';
import { customer, DAY, expectRefusal, harness, MONDAY_10_LISBON, mandate } from './harness.js';

let h: Awaited<ReturnType<typeof harness>>;
beforeEach(async () => {
  h = await harness();
  await h.simulator.clock.set(MONDAY_10_LISBON);
});
afterEach(() => expect(h.checked.drift).toEqual([]));

const START = '2030-01-08 10:00';
const create = async (body: object) =>
  (
    await h.call('POST', '/subscription', {
      body: { method: 'cc', frequency: '1D', value: 9.99, start_time: START, customer, ...body },
    })
  ).body;
/** The subscription's captures: their date, status and value. */
const cycles = async (id: string) =>
  (await h.call('GET', '/capture?limit=100')).body.data
    .filter((c: { payment_id: string }) => c.payment_id === id)
    .map((c: { capture_date: string; status: string; value: number }) => [c.capture_date, c.status, c.value]);
/** Moves the clock to 10:00 UTC of `day` (the cycles' time) and returns the capture dates then. */
const at10 = async (id: string, day: string, minutes = 0) => {
  await h.simulator.clock.set(Date.parse(`${day}T10:00:00Z`) + minutes * 60_000);
  return (await cycles(id)).map((c: unknown[]) => c[0]);
};

describe('subscription cycles', () => {
  it.each([
    ['1D', ['2030-01-08', '2030-01-09', '2030-01-10']],
    ['2W', ['2030-01-08', '2030-01-22', '2030-02-05']],
    ['1M', ['2030-01-08', '2030-02-08', '2030-03-08']],
    ['1Y', ['2030-01-08', '2031-01-08', '2032-01-08']],
  ])(
    'captures the fixed value every %s until max_captures [kinds.subscription-frequencies] [kinds.subscription-end]',
    async (frequency, days) => {
      const made = await create({ frequency, max_captures: 3, capture: { descriptive: 'Plan' } });
      for (const [i, day] of days.entries()) {
        expect(await at10(made.id, day, -1)).toEqual(days.slice(0, i));
        expect(await at10(made.id, day)).toEqual(days.slice(0, i + 1));
      }
      await h.simulator.clock.advance(4 * 366 * DAY);
      expect(await cycles(made.id)).toEqual(days.map((d) => [d, 'success', 9.99]));
      const captures = (await h.call('GET', '/capture')).body.data;
      expect(captures[0]).toMatchObject({ descriptive: 'Plan', payment_type: 'frequent' });
    },
  );

  it('stops at expiration_time, and captures at once with capture_now [checkout.subscription-capture-now]', async () => {
    const made = await create({ capture_now: true, expiration_time: '2030-01-09 10:00' });
    expect(await at10(made.id, '2030-01-07', 1)).toEqual(['2030-01-07']);
    expect(await at10(made.id, '2030-01-08')).toEqual(['2030-01-07', '2030-01-08']);
    expect(await at10(made.id, '2030-01-09')).toEqual(['2030-01-07', '2030-01-08', '2030-01-09']);
    expect(await at10(made.id, '2030-01-10')).toHaveLength(3);
    await h.simulator.clock.advance(10 * DAY);
    expect(await cycles(made.id)).toHaveLength(3);
    expect((await h.call('GET', `/subscription/${made.id}`)).body.capture_now).toBe(true);
  });

  // "Each capture can be retried a configurable number of times": a declined cycle is tried again daily.
  it('retries a declined cycle `retries` times, then moves to the next cycle [kinds.subscription-retries-failover]', async () => {
    const made = await create({ value: SANDBOX.declinedAmount, retries: 2, max_captures: 2, frequency: '1W' });
    const days = ['2030-01-08', '2030-01-09', '2030-01-10', '2030-01-15', '2030-01-16', '2030-01-17'];
    for (const day of days) await at10(made.id, day);
    await h.simulator.clock.advance(20 * DAY);
    expect(await cycles(made.id)).toEqual(days.map((d) => [d, 'failed', SANDBOX.declinedAmount]));
    const sent = (await h.sent()).filter((n) => n.type === 'subscription_capture');
    expect(sent.map((n) => n.status)).toEqual(days.map(() => 'failed'));
  });

  it('runs no cycle while inactive (PATCH status)', async () => {
    const made = await create({ max_captures: 5 });
    await h.call('PATCH', `/subscription/${made.id}`, { body: { status: 'inactive' } });
    expect((await h.call('GET', `/subscription/${made.id}`)).body.method.status).toBe('inactive');
    await h.simulator.clock.advance(3 * DAY);
    expect(await cycles(made.id)).toEqual([]);
  });

  it('runs no cycle once deleted, and notifies its creation and each capture', async () => {
    await h.call('PATCH', '/config', { body: { transaction: 'http://merchant.test/transaction' } });
    const made = await create({ max_captures: 5 });
    await h.simulator.clock.advance(DAY + 1);
    expect((await h.call('DELETE', `/subscription/${made.id}`)).status).toBe(204);
    await h.simulator.clock.advance(5 * DAY);
    expect(await cycles(made.id)).toHaveLength(1);
    const sent = (await h.sent()).filter((n) => String(n.type).startsWith('subscription'));
    expect(sent.map((n) => [n.type, n.status])).toEqual([
      ['subscription_create', 'success'],
      ['subscription_capture', 'success'],
    ]);
    expect(sent[0]?.id).toBe(made.id);
    // the cycle's money moved: the Transaction kind goes out with it
    expect((await h.sent('http://merchant.test/transaction')).map((n) => n.type)).toContain('subscription_capture');
  });
});

describe('the subscription record', () => {
  it('keeps the defaults of the table and the mandate of a direct debit [checkout.subscription-retries, checkout.subscription-failover]', async () => {
    const made = await create({ method: 'dd', sdd_mandate: mandate(), max_captures: 1 });
    expect(made.method).toMatchObject({ type: 'dd', status: 'active', sdd_mandate: { iban: mandate().iban } });
    const detail = (await h.call('GET', `/subscription/${made.id}`)).body;
    expect(detail).toMatchObject({ currency: 'EUR', capture_now: false, retries: 0, failover: false, value: 9.99 });
    const card = await create({ retries: 1, failover: true, max_captures: 1 });
    expect((await h.call('GET', `/subscription/${card.id}`)).body).toMatchObject({
      retries: 1,
      failover: true,
    });
    expect(card.method).toEqual({ type: 'cc', status: 'active' });
  });

  it('updates what is given, lists and filters, and names what it cannot find', async () => {
    const made = await create({ method: 'dd', sdd_mandate: mandate(), max_captures: 1 });
    await create({ max_captures: 1 });
    const updated = await h.call('PATCH', `/subscription/${made.id}`, {
      body: { retries: 3, customer: { email: 'b@example.com' }, sdd_mandate: { ...mandate(), name: 'Bea' } },
    });
    expect(updated.body).toMatchObject({ id: made.id, method: { status: 'active', sdd_mandate: { name: 'Bea' } } });
    const detail = (await h.call('GET', `/subscription/${made.id}`)).body;
    expect(detail).toMatchObject({ retries: 3, customer: { name: customer.name, email: 'b@example.com' } });
    expect(detail.method.sdd_mandate.id).toBe(made.method.sdd_mandate.id);
    const listed = (await h.call('GET', '/subscription?method=dd')).body.data;
    expect(listed.map((s: { id: string }) => s.id)).toEqual([made.id]);
    expect(listed[0].customer.name).toMatch(/^\*+va$/);
    const unknown = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
    for (const method of ['GET', 'DELETE', 'PATCH'])
      expectRefusal(
        await h.call(method, `/subscription/${unknown}`, method === 'PATCH' ? { body: {} } : {}),
        404,
        'subscription',
        unknown,
      );
  });
});

// Payment links (DELETE: "The link becomes invalid. Irreversible."), out payments (DELETE: "payment not yet
// processed | It is cancelled.") and the account config (PATCH /config: "Set the account URLs for event
// notifications and card transactions").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX } from '../src/index.js';
import { customer, expectRefusal, harness, MONDAY_10_LISBON } from './harness.js';

let h: Awaited<ReturnType<typeof harness>>;
beforeEach(async () => {
  // Frozen, so that "10 minutes after creation" can be tried to the millisecond.
  vi.useFakeTimers({ toFake: ['Date'], now: MONDAY_10_LISBON });
  h = await harness();
});
afterEach(() => {
  vi.useRealTimers();
  expect(h.checked.drift).toEqual([]);
});
const unknown = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';

describe('payment links', () => {
  const create = async (extra: object = {}) =>
    (
      await h.call('POST', '/link', {
        body: {
          type: 'SINGLE',
          customer: { ...customer, language: 'PT' },
          payment: { methods: ['cc'], capture: { descriptive: 'x' } },
          ...extra,
        },
      })
    ).body;

  it('is active until its expiration time, then expired [choice.deleted-link-disabled]', async () => {
    const made = await create({ expiration_time: '2030-01-07T10:05:00Z' });
    expect(made).toMatchObject({
      status: 'ACTIVE',
      url: expect.stringContaining(made.id),
      customer: { name: customer.name },
    });
    expect([made.customer.id, made.payment.id]).toEqual([expect.any(String), expect.any(String)]);
    await h.simulator.clock.advance(5 * 60_000 - 1);
    expect((await h.call('GET', `/link/${made.id}`)).body.status).toBe('ACTIVE');
    await h.simulator.clock.advance(1);
    expect((await h.call('GET', `/link/${made.id}`)).body.status).toBe('EXPIRED');
    const forever = await create();
    expect((await h.call('GET', '/link')).body.data.map((l: { status: string }) => l.status)).toEqual([
      'EXPIRED',
      'ACTIVE',
    ]);
    expect((await h.call('GET', `/link/${forever.id}`)).body.status).toBe('ACTIVE');
  });

  it('takes changes until deleted, and never after [effects.delete-link-irreversible, choice.deleted-link-disabled]', async () => {
    const made = await create();
    const changed = await h.call('PATCH', `/link/${made.id}`, { body: { expiration_time: '2030-01-07T10:00:00Z' } });
    expect(changed.body.status).toBe('EXPIRED');
    expect((await h.call('DELETE', `/link/${made.id}`)).status).toBe(204);
    expect((await h.call('GET', `/link/${made.id}`)).body.status).toBe('DISABLED');
    const refused = await h.call('PATCH', `/link/${made.id}`, { body: { expiration_time: '2031-01-01T00:00:00Z' } });
    expectRefusal(refused, 422, made.id, 'irreversible');
    for (const method of ['GET', 'DELETE', 'PATCH'])
      expectRefusal(
        await h.call(method, `/link/${unknown}`, method === 'PATCH' ? { body: {} } : {}),
        404,
        'link',
        unknown,
      );
  });
});

describe('out payments', () => {
  const create = async (extra: object = {}) =>
    (
      await h.call('POST', '/out_payment', {
        signed: true,
        body: {
          method: 'transfer',
          value: 10,
          key: 'pay-1',
          timestamp: '2030-01-07 10:00:00',
          customer,
          out_account: { account_holder: 'B', iban: 'PT50002700000001234567833', email: 'b@example.com', phone: '1' },
          ...extra,
        },
      })
    ).body;
  const status = async (id: string) => (await h.call('GET', `/out_payment/${id}`)).body.status;

  it('is processed 10 minutes after creation and notified; a declined one fails [effects.delete-out-payment-before-processing, choice.out-payment-processing, choice.declined-amount]', async () => {
    const made = await create();
    expect(made).toMatchObject({
      method: { status: 'pending', type: 'transfer' },
      customer: { id: expect.any(String) },
    });
    const declined = await create({ value: SANDBOX.declinedAmount });
    await h.simulator.clock.advance(10 * 60_000 - 1);
    expect(await status(made.id)).toBe('pending');
    await h.simulator.clock.advance(1);
    expect([await status(made.id), await status(declined.id)]).toEqual(['success', 'deleted']);
    const sent = (await h.sent()).filter((n) => n.type === 'out_payment');
    expect(sent.map((n) => [n.id, n.status])).toEqual([
      [made.id, 'success'],
      [declined.id, 'failed'],
    ]);
    expectRefusal(
      await h.call('DELETE', `/out_payment/${made.id}`, { signed: true }),
      422,
      made.id,
      'success',
      'not yet processed',
    );
  });

  it('waits for schedule_at, and is cancelled before it is processed, never to be processed', async () => {
    const later = await create({ schedule_at: '2030-01-07T12:00:00Z' });
    const cancelled = await create();
    await h.simulator.clock.advance(60 * 60_000);
    expect(await status(later.id)).toBe('pending');
    await h.simulator.clock.advance(60 * 60_000);
    expect(await status(later.id)).toBe('success');
    expect(await status(cancelled.id)).toBe('success');
    const early = await create();
    expect((await h.call('DELETE', `/out_payment/${early.id}`, { signed: true })).status).toBe(204);
    await h.simulator.clock.advance(60 * 60_000);
    expect(await status(early.id)).toBe('deleted');
    expect((await h.sent()).filter((n) => n.id === early.id)).toEqual([]);
  });

  it('is processed 10 minutes after creation even when scheduled earlier', async () => {
    const made = await create({ schedule_at: '2030-01-07T10:01:00Z' });
    await h.simulator.clock.advance(10 * 60_000 - 1);
    expect(await status(made.id)).toBe('pending');
    await h.simulator.clock.advance(1);
    expect(await status(made.id)).toBe('success');
    const detail = (await h.call('GET', `/out_payment/${made.id}`)).body;
    expect(detail).toMatchObject({ account: { id: 'simulator-account' }, out_account: { id: made.out_account.id } });
  });

  it('lists by value and key, and names what it cannot find', async () => {
    const first = await create();
    await create({ value: 20, key: 'pay-2' });
    const values = async (query: string) =>
      (await h.call('GET', `/out_payment?${query}`)).body.data.map((o: { value: number }) => o.value);
    expect([await values('value=20'), await values('key=pay-1'), await values('method=transfer')]).toEqual([
      [20],
      [10],
      [10, 20],
    ]);
    expect([await values(`id=${first.id}`), await values('method=sepa')]).toEqual([[10], []]);
    expectRefusal(await h.call('GET', `/out_payment/${unknown}`), 404, 'out payment', unknown);
    expectRefusal(await h.call('DELETE', `/out_payment/${unknown}`, { signed: true }), 404, 'out payment', unknown);
  });
});

describe('the account config', () => {
  it('keeps the notification URLs set, and names the account [operations.config-sets-urls]', async () => {
    const set = await h.call('PATCH', '/config', { body: { transaction: 'http://merchant.test/transaction' } });
    expect(set.body).toMatchObject({
      generic: 'http://merchant.test/generic',
      transaction: 'http://merchant.test/transaction',
      account: 'simulator-account',
      payment_methods: ['cc', 'mbw', 'mb', 'dd', 'vi'],
    });
    expect((await h.call('GET', '/config')).body).toEqual(set.body);
  });
});

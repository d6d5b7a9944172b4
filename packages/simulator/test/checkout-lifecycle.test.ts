// Checkout sessions (POST /checkout's manifest, the 30-minute "Default checkout session lifetime", DELETE: "The
// checkout is cancelled, and the associated payment is deleted if possible") and the customer paying one through the
// simulator's stand-in for the browser (POST /__simulator/checkouts/{id}/pay).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, expectRefusal, harness, MONDAY_10_LISBON, mandate } from './harness.js';

let h: Awaited<ReturnType<typeof harness>>;
beforeEach(async () => {
  h = await harness();
});
afterEach(() => {
  vi.useRealTimers();
  expect(h.checked.drift).toEqual([]);
});

// "Any of `cc`, `mbw` (single, frequent), `mb` (single, frequent), `dd`, `vi` (single, frequent), `uf` (single only)"
const METHODS: Record<string, string[]> = {
  single: ['cc', 'mb', 'dd', 'uf'],
  frequent: ['cc', 'mb', 'dd'],
  subscription: ['cc', 'dd'],
};
const open = async (type: string, payment: object = {}) =>
  (
    await h.call('POST', '/checkout', {
      body: {
        type: [type],
        payment: { methods: METHODS[type], capture: { descriptive: 'x' }, ...payment },
        order: { value: 25.5 },
        customer,
      },
    })
  ).body;
const pay = (id: string, body: object) => h.control(`checkouts/${id}/pay`, body);
const unknown = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';

describe('the session', () => {
  it('answers a manifest and shows the open session [checkout.create-manifest]', async () => {
    const made = await open('single', { key: 'order-5', capture: { descriptive: 'x' } });
    expect(Buffer.from(made.session, 'base64url').toString()).toMatch(new RegExp(`^${made.id}:\\d+$`));
    const detail = (await h.call('GET', `/checkout/${made.id}`)).body;
    expect(detail).toMatchObject({ status: 'success', checkout: { status: 'pending', id: made.id }, value: 25.5 });
    expect(detail.payment).toMatchObject({ status: 'pending', key: 'order-5', methods: ['cc', 'mb', 'dd', 'uf'] });
    expect(detail.message[0]).toMatch(/open/);
  });

  // "Default checkout session lifetime | 30 minutes"; the clock is frozen to try its last millisecond.
  it('stays open for 30 minutes, then is cancelled with its payment [limits.checkout-session-30-minutes, choice.checkout-expiry-states]', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: MONDAY_10_LISBON });
    h = await harness();
    const made = await open('single');
    await h.simulator.clock.advance(30 * 60_000 - 1);
    expect((await h.call('GET', `/checkout/${made.id}`)).body.checkout.status).toBe('pending');
    await h.simulator.clock.advance(1);
    const detail = (await h.call('GET', `/checkout/${made.id}`)).body;
    expect([detail.status, detail.checkout.status, detail.payment.status]).toEqual(['failed', 'canceled', 'deleted']);
    expect(detail.message[0]).toMatch(/expired/);
    expectRefusal(await pay(made.id, { method: 'cc' }), 409, made.id, 'canceled', 'not open');
  });

  // "... and the associated payment is deleted if possible": a completed session's payment is deleted as DELETE
  // /single/{id} deletes it; a paid one cannot be, and the session does not say it was.
  it('deletes the payment of a completed session when it can, and says so only then [effects.delete-checkout-cancels, choice.delete-completed-checkout]', async () => {
    const reference = await open('single', { methods: ['mb'] });
    const pending = (await pay(reference.id, { method: 'mb' })).body.payment.id;
    const sale = await open('single', { methods: ['cc'] });
    const paid = (await pay(sale.id, { method: 'cc' })).body.payment.id;
    for (const session of [reference, sale])
      expect((await h.call('DELETE', `/checkout/${session.id}`)).status).toBe(204);
    const state = async (session: string, single: string) => {
      const detail = (await h.call('GET', `/checkout/${session}`)).body;
      return [
        detail.checkout.status,
        detail.payment.status,
        (await h.call('GET', `/single/${single}`)).body.payment_status,
      ];
    };
    expect(await state(reference.id, pending)).toEqual(['canceled', 'deleted', 'deleted']);
    expect(await state(sale.id, paid)).toEqual(['canceled', 'active', 'paid']);
    expect((await h.call('DELETE', `/checkout/${sale.id}`)).status).toBe(204);
    expect(await state(sale.id, paid)).toEqual(['canceled', 'active', 'paid']);
    expectRefusal(await h.control(`payments/${pending}/pay`), 409, pending, 'deleted');
  });

  it('is cancelled by DELETE, its payment deleted [effects.delete-checkout-cancels]', async () => {
    const made = await open('single');
    expect((await h.call('DELETE', `/checkout/${made.id}`)).status).toBe(204);
    const detail = (await h.call('GET', `/checkout/${made.id}`)).body;
    expect([detail.checkout.status, detail.payment.status]).toEqual(['canceled', 'deleted']);
    for (const method of ['GET', 'DELETE'])
      expectRefusal(await h.call(method, `/checkout/${unknown}`), 404, 'checkout', unknown);
  });
});

describe('expiration_time: "latest time to pay; applies to reference payments"', () => {
  // Created Monday 10:00; the latest time to pay is three hours on, past the 30-minute session.
  const LATEST = '2030-01-07 13:00';

  it('lets a reference made through the session be paid until expiration_time, not after [checkout.expiration-time-reference-payments, choice.checkout-reference-expiry]', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: MONDAY_10_LISBON });
    h = await harness();
    const session = await open('single', { methods: ['mb'], expiration_time: LATEST });
    const late = (await pay(session.id, { method: 'mb' })).body.payment.id;
    const onTime = (
      await pay((await open('single', { methods: ['mb'], expiration_time: LATEST })).id, { method: 'mb' })
    ).body.payment.id;
    const reference = (await h.call('GET', `/single/${late}`)).body;
    expect(reference.multibanco.expiration_time).toBe('2030-01-07T13:00:00Z');
    await h.simulator.clock.advance(3 * 3_600_000 - 1);
    expect((await h.control(`payments/${onTime}/pay`)).status).toBe(200);
    await h.simulator.clock.advance(1);
    expectRefusal(await h.control(`payments/${late}/pay`), 409, late, 'expired', '2030-01-07T13:00:00Z');
    expect((await h.call('GET', `/single/${late}`)).body.payment_status).toBe('pending');
  });

  // "If earlier than the default session expiry of 30 minutes, the user cannot interact with the checkout after it."
  it('closes the session at expiration_time when that comes before its 30 minutes [checkout.expiration-before-session-expiry]', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: MONDAY_10_LISBON });
    h = await harness();
    const early = await open('single', { methods: ['mb'], expiration_time: '2030-01-07 10:10' });
    const late = await open('single', { methods: ['mb'], expiration_time: LATEST });
    await h.simulator.clock.advance(10 * 60_000 - 1);
    expect((await h.call('GET', `/checkout/${early.id}`)).body.checkout.status).toBe('pending');
    await h.simulator.clock.advance(1);
    expect((await h.call('GET', `/checkout/${early.id}`)).body.checkout.status).toBe('canceled');
    expectRefusal(await pay(early.id, { method: 'mb' }), 409, early.id, 'canceled');
    // a later expiration_time does not stretch the session past its 30 minutes
    await h.simulator.clock.advance(20 * 60_000);
    expect((await h.call('GET', `/checkout/${late.id}`)).body.checkout.status).toBe('canceled');
  });
});

describe('the customer pays the session', () => {
  // "For card and mbw: `sale` (default) or `authorisation`"; the session's payment id becomes the payment's.
  it('makes a single of the chosen method with the session payment id [checkout.payment-type-sale-default]', async () => {
    const sale = await open('single', { capture: { descriptive: 'Shoes' } });
    const paid = await pay(sale.id, { method: 'cc' });
    expect(paid.body).toMatchObject({ status: 'ok', kind: 'single' });
    const single = (await h.call('GET', `/single/${paid.body.payment.id}`)).body;
    expect(single).toMatchObject({ type: 'sale', value: 25.5, payment_status: 'paid', descriptive: 'Shoes' });
    expect(single.customer).toMatchObject({ name: customer.name });
    const after = (await h.call('GET', `/checkout/${sale.id}`)).body;
    expect([after.checkout.status, after.payment.status]).toEqual(['complete', 'active']);
    expectRefusal(await pay(sale.id, { method: 'cc' }), 409, 'complete');
    const held = await open('single', { type: 'authorisation' });
    const heldId = (await pay(held.id, { method: 'cc' })).body.payment.id;
    expect((await h.call('GET', `/single/${heldId}`)).body.payment_status).toBe('authorised');
  });

  // POST /checkout's payment options carry over to the payment the customer makes: "currency | `EUR` (default) or
  // `BRL`", the key; for frequent: "`max_value`, `min_value` (numbers), `unlimited_payments` (boolean, default `true`)".
  it('gives the paid single the session currency and key, and the frequent its limits [checkout.currency-eur-brl] [checkout.frequent-options]', async () => {
    const single = await open('single', { currency: 'BRL', key: 'order-7' });
    const singleId = (await pay(single.id, { method: 'cc' })).body.payment.id;
    expect((await h.call('GET', `/single/${singleId}`)).body).toMatchObject({ currency: 'BRL', key: 'order-7' });
    const limited = await open('frequent', { min_value: 2, max_value: 40, unlimited_payments: false });
    const frequentId = (await pay(limited.id, { method: 'cc' })).body.payment.id;
    expect((await h.call('GET', `/frequent/${frequentId}`)).body).toMatchObject({
      min_value: 2,
      max_value: 40,
      unlimited_payments: false,
    });
  });

  // POST /capture/{id}: "descriptive | yes | ... Shown on the bank statement": the capture's own, not the session's.
  it('captures a held session payment with the descriptive the capture gives [capture.detail-shape]', async () => {
    const held = await open('single', { type: 'authorisation', capture: { descriptive: 'Shoes' } });
    const heldId = (await pay(held.id, { method: 'cc' })).body.payment.id;
    const made = await h.call('POST', `/capture/${heldId}`, { body: { descriptive: 'Order 1', value: 10 } });
    expect(made.status).toBe(201);
    expect((await h.call('GET', `/capture/${made.body.id}`)).body.descriptive).toBe('Order 1');
  });

  it('takes a reference payment as pending, and uf at once (a choice) [methods.uf-checkout-single-only, choice.reference-singles-pending-until-paid]', async () => {
    const mb = (await pay((await open('single')).id, { method: 'mb' })).body.payment.id;
    expect((await h.call('GET', `/single/${mb}`)).body.payment_status).toBe('pending');
    const uf = (await pay((await open('single')).id, { method: 'uf' })).body.payment.id;
    expect((await h.call('GET', `/single/${uf}`)).body.payment_status).toBe('paid');
    const sc = (await pay((await open('single', { methods: ['sc'] })).id, { method: 'sc' })).body.payment.id;
    expect((await h.call('GET', `/single/${sc}`)).body.payment_status).toBe('paid');
  });

  it('makes a frequent payment for a frequent session, with the mandate given [checkout.type-first-element]', async () => {
    const session = await open('frequent', { min_value: 1, max_value: 90 });
    expectRefusal(await pay(session.id, { method: 'dd' }), 400, "'sdd_mandate'");
    const paid = await pay(session.id, { method: 'dd', sdd_mandate: mandate() });
    expect(paid.body.kind).toBe('frequent');
    const frequent = (await h.call('GET', `/frequent/${paid.body.payment.id}`)).body;
    expect(frequent).toMatchObject({
      min_value: 1,
      max_value: 90,
      method: { type: 'dd', sdd_mandate: { iban: mandate().iban } },
    });
  });

  it('refuses a method the session does not offer, an unknown session, and a subscription session, naming why', async () => {
    const session = await open('single');
    expectRefusal(await pay(session.id, { method: 'vi' }), 400, "'method'", 'cc, mb, dd, uf');
    // a method that is not a string is refused by the control route's schema (control.openapi.yaml)
    expectRefusal(await pay(session.id, { method: 42 }), 400, "'method'", 'must be string');
    expectRefusal(await pay(unknown, { method: 'cc' }), 404, 'checkout', unknown);
    const plan = await open('subscription', { frequency: '1M', start_time: '2030-01-08 10:00', max_captures: 2 });
    expectRefusal(await pay(plan.id, { method: 'cc' }), 422, 'subscription', 'POST /subscription');
  });
});

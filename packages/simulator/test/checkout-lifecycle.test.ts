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
  it('stays open for 30 minutes, then is cancelled with its payment [limits.checkout-session-30-minutes]', async () => {
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

  it('is cancelled by DELETE, its payment deleted [effects.delete-checkout-cancels]', async () => {
    const made = await open('single');
    expect((await h.call('DELETE', `/checkout/${made.id}`)).status).toBe(204);
    const detail = (await h.call('GET', `/checkout/${made.id}`)).body;
    expect([detail.checkout.status, detail.payment.status]).toEqual(['canceled', 'deleted']);
    for (const method of ['GET', 'DELETE'])
      expectRefusal(await h.call(method, `/checkout/${unknown}`), 404, 'checkout', unknown);
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

  it('takes a reference payment as pending, and uf at once (a choice) [methods.uf-checkout-single-only]', async () => {
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

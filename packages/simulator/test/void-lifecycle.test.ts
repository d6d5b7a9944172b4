// POST /void/{id} ("Void a single or frequent authorisation"), GET /void/{id} and GET /authorisation/{id}: what a
// hold looks like before and after it is voided, and the refusals naming the authorisation and why.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX } from '../src/index.js';
import { customer, expectRefusal, harness } from './harness.js';

let h: Awaited<ReturnType<typeof harness>>;
beforeEach(async () => {
  h = await harness();
});
afterEach(() => expect(h.checked.drift).toEqual([]));

const single = async (body: object) =>
  (await h.call('POST', '/single', { body: { method: 'cc', type: 'authorisation', value: 30, ...body } })).body
    .id as string;
const voidOf = (id: string, body: object = {}) =>
  h.call('POST', `/void/${id}`, { body: { descriptive: 'Cancelled', ...body } });

describe('GET /authorisation/{id}', () => {
  it('shows a card single as an authorisation, with what was captured of it [authcapture.two-phases]', async () => {
    const id = await single({ key: 'order-7', customer });
    await h.call('POST', `/capture/${id}`, { body: { descriptive: 'part', value: 10 } });
    const held = (await h.call('GET', `/authorisation/${id}`)).body;
    expect(held).toMatchObject({
      id,
      status: 'success',
      currency: 'EUR',
      key: 'order-7',
      value: 30,
      value_captured: 10,
    });
    expect(held.method).toEqual({ type: 'cc', status: 'active' });
    expect(held.customer).toMatchObject({ name: customer.name });
    expect((await h.call('GET', `/authorisation/${await single({})}`)).body.key).toBeUndefined();
  });

  // mbw: "Supports authorisation and capture."
  it('shows an mbw single as an authorisation too [methods.mbw-authorisation-and-capture]', async () => {
    const id = await single({ method: 'mbw', customer });
    expect((await h.call('GET', `/authorisation/${id}`)).body.method).toEqual({ type: 'mbw', status: 'active' });
  });

  // Test environment: the sandbox declines a fixed amount (the simulator's test value).
  it('shows a declined card single as failed [choice.declined-amount]', async () => {
    const id = await single({ value: SANDBOX.declinedAmount });
    expect((await h.call('GET', `/authorisation/${id}`)).body.status).toBe('failed');
  });

  it('knows no authorisation for a multibanco single, naming it', async () => {
    const id = (await h.call('POST', '/single', { body: { method: 'mb', value: 8 } })).body.id;
    expectRefusal(await h.call('GET', `/authorisation/${id}`), 404, 'authorisation', id);
  });
});

describe('POST /void/{id}', () => {
  it('voids a frequent authorisation once, keeping what it held [operations.void-authorisation]', async () => {
    const frequent = (
      await h.call('POST', '/frequent', { body: { method: 'cc', customer, min_value: 1, max_value: 50 } })
    ).body.id;
    const hold = (
      await h.call('POST', `/frequent/authorisation/${frequent}`, { body: { value: 20, descriptive: 'h' } })
    ).body.id;
    const made = await voidOf(hold, { transaction_key: 'tk-1' });
    expect([made.status, made.body.status]).toEqual([201, 'ok']);
    const detail = (await h.call('GET', `/void/${made.body.id}`)).body;
    expect(detail).toMatchObject({
      id: made.body.id,
      status: 'success',
      descriptive: 'Cancelled',
      transaction_key: 'tk-1',
    });
    expect(detail.authorisation).toMatchObject({ id: hold, value: 20, value_captured: 0 });
    expect(detail.authorisation.method).toEqual({ type: 'cc', status: 'canceled' });
    expect((await h.call('GET', `/authorisation/${hold}`)).body.method.status).toBe('canceled');
    expectRefusal(await voidOf(hold), 422, hold, 'canceled', 'nothing to void');
    // The void is notified with its own id (Generic notification, type void).
    expect((await h.sent()).filter((n) => n.type === 'void')).toMatchObject([{ id: made.body.id, status: 'success' }]);
  });

  // DELETE /single/{id} of a card payment: "All authorisations are voided."; a void does the same directly.
  it('voids a held single: voided if nothing was captured, paid if part was [states.payment-status]', async () => {
    const untouched = await single({});
    const made = await voidOf(untouched);
    expect((await h.call('GET', `/void/${made.body.id}`)).body.transaction_key).toBeUndefined();
    const detail = (await h.call('GET', `/single/${untouched}`)).body;
    expect([detail.payment_status, detail.method.status]).toEqual(['voided', 'canceled']);
    const part = await single({});
    await h.call('POST', `/capture/${part}`, { body: { descriptive: 'part', value: 10 } });
    const partVoid = (await voidOf(part)).body.id;
    expect((await h.call('GET', `/void/${partVoid}`)).body.authorisation).toMatchObject({
      value: 30,
      value_captured: 10,
    });
    expect((await h.call('GET', `/single/${part}`)).body.payment_status).toBe('paid');
    expectRefusal(await voidOf(part), 422, part, 'paid', 'nothing to void');
  });

  it('names the authorisation, or the void, it cannot find', async () => {
    const unknown = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
    expectRefusal(await voidOf(unknown), 404, 'authorisation', unknown);
    expectRefusal(await h.call('GET', `/void/${unknown}`), 404, 'void', unknown);
  });
});

// Money moving after the request: the customer pays a reference or a transfer (Events rules 1, 4 and 5), a direct
// debit settles within "up to 48 business hours (captures)", and the notifications carry the id each rule names.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountUuid } from '../src/resources/events.js';
import { customer, expectRefusal, harness, mandate } from './harness.js';

let h: Awaited<ReturnType<typeof harness>>;
beforeEach(async () => {
  h = await harness();
});
afterEach(() => {
  vi.useRealTimers();
  expect(h.checked.drift).toEqual([]);
});
const pay = (id: string, body: object = {}) => h.control(`payments/${id}/pay`, body);

describe('the customer pays a single', () => {
  // Rule 1: "mb single payment: when the customer pays, a generic notification carries the single id."
  // Rule 4: "vi single payment: when the customer pays, a generic notification carries the single id."
  it.each(['mb', 'vi'])(
    'notifies a paid %s single with its id, with the Transaction kind [events.single-mb-paid-carries-single-id] [events.single-vi-paid-carries-single-id]',
    async (method) => {
      await h.call('PATCH', '/config', { body: { transaction: 'http://merchant.test/transaction' } });
      const held = (await h.call('POST', '/single', { body: { method: 'cc', type: 'authorisation', value: 5 } })).body
        .id;
      const id = (await h.call('POST', '/single', { body: { method, value: 12, customer } })).body.id;
      const paid = await pay(id);
      expect(paid.body).toEqual({ status: 'ok', payment_status: 'paid' });
      const detail = (await h.call('GET', `/single/${id}`)).body;
      expect([detail.payment_status, detail.method.status]).toEqual(['paid', 'active']);
      expect((await h.sent()).map((n) => [n.type, n.id, n.status])).toEqual([
        ['authorisation', held, 'success'],
        ['capture', id, 'success'],
      ]);
      // only money moving sends the Transaction kind
      const [transaction, ...more] = await h.sent('http://merchant.test/transaction');
      expect(more).toEqual([]);
      expect(transaction).toMatchObject({ id, account: { id: accountUuid('simulator-account') } });
      expectRefusal(await pay(id), 409, id, 'paid', 'not pending');
    },
  );

  it('names the payment it cannot find', async () => {
    const unknown = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
    expectRefusal(await pay(unknown), 404, 'single or frequent payment', unknown);
  });

  it('gives each account one uuid of its own [resources.uuid-format, choice.authorisation-and-transaction-notifications-carry-the]', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(accountUuid('a')).toMatch(uuid);
    expect(accountUuid('a')).toBe(accountUuid('a'));
    expect(accountUuid('a')).not.toBe(accountUuid('b'));
  });
});

describe('the customer pays a frequent mb reference', () => {
  // Rule 5: "Frequent mb: each payment to the entity/reference sends a generic notification with the frequent id."
  it('notifies each payment with the frequent id [events.frequent-mb-payment-carries-frequent-id]', async () => {
    const body = { method: 'mb', customer, min_value: 1, max_value: 50 };
    const id = (await h.call('POST', '/frequent', { body })).body.id;
    const paid = await pay(id, { value: 7 });
    expect(paid.body).toEqual({ status: 'ok', capture: { id: expect.any(String), status: 'success' } });
    await pay(id, { value: 8 });
    expect((await h.sent()).map((n) => [n.type, n.id])).toEqual([
      ['capture', id],
      ['capture', id],
    ]);
    expectRefusal(await pay(id), 400, "'value'", 'required');
    const card = (await h.call('POST', '/frequent', { body: { ...body, method: 'cc' } })).body.id;
    expectRefusal(await pay(card, { value: 7 }), 409, card, 'not paid by reference');
  });
});

describe('a deleted frequent mb reference', () => {
  // DELETE /frequent/{id}, mb: "The system attempts to close deleted references three times a day, at 10:00, 15:00
  // and 22:00": a payment the millisecond before 15:00 is taken, one at 15:00 is not.
  it('takes payments until the next closing time, to the millisecond [effects.delete-frequent-mb-closes-references]', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2030-01-07T11:00:00Z') });
    h = await harness();
    const body = { method: 'mb', customer, min_value: 1, max_value: 50 };
    const id = (await h.call('POST', '/frequent', { body })).body.id;
    await h.call('DELETE', `/frequent/${id}`);
    await h.simulator.clock.set(Date.parse('2030-01-07T15:00:00Z') - 1);
    expect((await pay(id, { value: 5 })).status).toBe(200);
    await h.simulator.clock.advance(1);
    expectRefusal(await pay(id, { value: 5 }), 409, id, 'closed');
  });
});

describe('a frequent capture', () => {
  // Events rule 6: "the result sends a generic notification with the capture id and a status"; the merchant's key
  // for the capture comes with it.
  it('is notified with its id and its transaction key [events.frequent-capture-result]', async () => {
    const frequent = (
      await h.call('POST', '/frequent', { body: { method: 'mbw', customer, min_value: 1, max_value: 50 } })
    ).body.id;
    const made = await h.call('POST', `/capture/${frequent}`, {
      body: { descriptive: 'x', value: 5, transaction_key: 'tk-5' },
    });
    const plain = await h.call('POST', `/capture/${frequent}`, { body: { descriptive: 'x', value: 6 } });
    const sent = (await h.sent()).filter((n) => n.type === 'capture');
    expect(sent.map((n) => [n.id, n.status, n.key])).toEqual([
      [made.body.id, 'success', 'tk-5'],
      [plain.body.id, 'success', undefined],
    ]);
  });
});

describe('a direct debit settles', () => {
  // Limits: "Direct-debit response time | up to 48 business hours (captures)"; weekends are not business hours.
  it('48 business hours after a Friday capture: the next Tuesday at the same hour [events.dd-result-48-business-hours]', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2030-01-11T10:00:00Z') });
    h = await harness();
    const id = (
      await h.call('POST', '/single', { body: { method: 'dd', value: 30, customer, sdd_mandate: mandate() } })
    ).body.id;
    await h.simulator.clock.set(Date.parse('2030-01-15T10:00:00Z') - 1);
    expect((await h.call('GET', `/single/${id}`)).body.payment_status).toBe('pending');
    await h.simulator.clock.advance(1);
    expect((await h.call('GET', `/single/${id}`)).body.payment_status).toBe('paid');
    const sent = await h.sent();
    expect(sent.map((n) => [n.type, n.id, n.status, n.date])).toEqual([
      ['capture', id, 'success', '2030-01-15 10:00:00'],
    ]);
  });
});

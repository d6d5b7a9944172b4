// Single payments as the interface describes them: the method each answer carries (POST /single "Response: ...
// `method` (type, status, and by method entity, reference, sdd_mandate, and for cards a redirect URL; for vi an
// iban)"), the detail, the list filters, PATCH and DELETE, with the notifications of Events rules 2 and 3.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX } from '../src/index.js';
import { customer, expectRefusal, harness, MONDAY_10_LISBON, mandate } from './harness.js';

let h: Awaited<ReturnType<typeof harness>>;
beforeEach(async () => {
  h = await harness();
  await h.simulator.clock.set(MONDAY_10_LISBON);
});
afterEach(() => expect(h.checked.drift).toEqual([]));

const create = (body: object) => h.call('POST', '/single', { body: { value: 10, customer, ...body } });

describe('POST /single: the method in the answer', () => {
  it('gives an entity and a nine-digit reference for mb, expiring in 30 days [resources.method-mb-entity-reference, choice.multibanco-reference]', async () => {
    const made = await create({ method: 'mb' });
    expect(made.body.method).toEqual({
      type: 'mb',
      status: 'pending',
      entity: SANDBOX.entity,
      reference: expect.stringMatching(/^\d{9}$/),
    });
    const detail = (await h.call('GET', `/single/${made.body.id}`)).body;
    const { start_time, expiration_time } = detail.multibanco;
    expect(Date.parse(expiration_time) - Date.parse(start_time)).toBe(30 * 86_400_000);
    expect(start_time).toBe('2030-01-07T10:00:00Z');
  });

  it('gives a virtual IBAN for vi [resources.method-vi-iban]', async () => {
    const made = await create({ method: 'vi' });
    expect(made.body.method).toEqual({ type: 'vi', status: 'pending', iban: expect.stringMatching(/^PT50\d{21}$/) });
    expect((await h.call('GET', `/single/${made.body.id}`)).body.multibanco).toBeUndefined();
  });

  // "For cards a redirect URL"; card details (last_four…) are only in the payment's detail.
  it('gives a card a redirect URL, and its card details only in the detail [methods.cc-redirect-to-gateway]', async () => {
    const made = await create({ method: 'CC', type: 'sale' });
    expect(made.body.method).toEqual({ type: 'cc', status: 'active', url: expect.stringContaining(made.body.id) });
    const detail = (await h.call('GET', `/single/${made.body.id}`)).body;
    expect(detail.method).toMatchObject({ card_type: 'VISA', last_four: '1111', expiration_date: '12/30' });
  });

  it('keeps the SEPA mandate of a direct debit, pending until collected [methods.dd-requires-mandate]', async () => {
    const made = await create({ method: 'dd', sdd_mandate: mandate() });
    expect(made.body.method).toMatchObject({ type: 'dd', status: 'pending', sdd_mandate: { iban: mandate().iban } });
    expect(made.body.capture.id).toEqual(expect.any(String));
    expect((await create({ method: 'mbw', type: 'sale' })).body.method).toEqual({ type: 'mbw', status: 'active' });
  });

  // The interface leaves three wallet codes unnamed, so MethodCode is an open enum: a code the spec does not name is
  // accepted (201), but the answer's message says the simulator does not know it and the payment will stay pending.
  it('accepts a method code it does not know, and its answer says so; a code it knows carries no such word [choice.unknown-method-code]', async () => {
    const made = await create({ method: 'visa', type: 'sale' });
    expect(made.status).toBe(201);
    expect(made.body.message).toEqual([
      'Your request was successfully created',
      expect.stringMatching(
        /^field 'method': 'visa' is not a method code the simulator knows \(cc, mbw, .*\); .*stays pending/,
      ),
    ]);
    await h.simulator.clock.advance(30 * 86_400_000);
    expect((await h.call('GET', `/single/${made.body.id}`)).body.payment_status).toBe('pending');
    for (const method of ['cc', 'CC', 'mb', 'ap']) expect((await create({ method })).body.message).toHaveLength(1);
  });
});

describe('POST /single: authorisation, sale and the notification', () => {
  // "Payment type `sale` performs authorisation and capture in one step. Type `authorisation` only holds."
  it('holds a card single given no type (a choice), and sells an mb one [authcapture.authorisation-only-holds]', async () => {
    const card = (await create({ method: 'cc', key: 'k-1', capture: { descriptive: 'Shoes' } })).body;
    expect(card.capture).toBeUndefined();
    const detail = (await h.call('GET', `/single/${card.id}`)).body;
    expect(detail).toMatchObject({
      type: 'authorisation',
      key: 'k-1',
      descriptive: 'Shoes',
      payment_status: 'authorised',
    });
    const mb = (await h.call('GET', `/single/${(await create({ method: 'mb' })).body.id}`)).body;
    expect([mb.type, mb.descriptive, mb.key]).toEqual(['sale', '', undefined]);
  });

  // Events rule 3: "cc single sale: after card validation, a generic notification carries the single id and a
  // status (`success` or `failed`)"; the sandbox declines a fixed amount.
  it('notifies a card sale and a declined one with the single id and status [events.single-cc-sale-result]', async () => {
    const sold = (
      await create({ method: 'cc', type: 'sale', notification: { customer_method_instructions_email: true } })
    ).body;
    const declined = (await create({ method: 'cc', type: 'sale', value: SANDBOX.declinedAmount })).body;
    const held = (await create({ method: 'cc', type: 'authorisation' })).body;
    const sent = (await h.sent()).map((n) => [n.type, n.id, n.status]);
    expect(sent).toEqual([
      ['capture', sold.id, 'success'],
      ['capture', declined.id, 'failed'],
      ['authorisation', held.id, 'success'],
    ]);
    expect((await h.sent('http://merchant.test/authorisation')).map((n) => n.authorisation)).toEqual([{ id: held.id }]);
    expect(declined.capture).toBeUndefined();
    const failed = (await h.call('GET', `/single/${declined.id}`)).body;
    expect([failed.payment_status, failed.captures]).toEqual(['failed', []]);
    expectRefusal(await h.call('POST', `/capture/${declined.id}`, { body: { descriptive: 'x' } }), 422, 'failed');
    expect((await h.call('GET', `/single/${sold.id}`)).body.notification).toEqual({
      customer_method_instructions_email: true,
    });
  });

  // Payment methods, mbw: "the customer accepts or declines in a phone app"; Events rule 2: "after the customer
  // accepts or declines, a generic notification carries the single id and a status (`success` or `failed`)".
  it('notifies an mbw sale the customer declines with the single id and failed, and takes nothing [events.single-mbw-sale-result] [choice.declined-amount]', async () => {
    const accepted = (await create({ method: 'mbw', type: 'sale' })).body;
    const declined = (await create({ method: 'mbw', type: 'sale', value: SANDBOX.declinedAmount })).body;
    expect((await h.sent()).map((n) => [n.type, n.id, n.status])).toEqual([
      ['capture', accepted.id, 'success'],
      ['capture', declined.id, 'failed'],
    ]);
    const detail = (await h.call('GET', `/single/${declined.id}`)).body;
    expect([detail.payment_status, detail.captures, declined.capture]).toEqual(['failed', [], undefined]);
  });

  // Test environment: "The test phone and card are authorised for all operations"; the one amount the simulator
  // declines is its own choice, so every other amount, the largest it holds to the cent included, is paid.
  it.each([
    ['cc', 1_000_000],
    ['mbw', 999_999_999_999.99],
    ['cc', 66.67],
  ])(
    'pays a %s sale of %s: only the declined test amount is declined [choice.declined-amount]',
    async (method, value) => {
      const made = (await create({ method, type: 'sale', value })).body;
      expect((await h.call('GET', `/single/${made.id}`)).body.payment_status).toBe('paid');
      const taken = (await h.call('GET', `/capture/${made.capture.id}`)).body;
      expect([taken.status, taken.value]).toEqual(['success', value]);
      expect((await h.sent()).map((n) => [n.id, n.status])).toEqual([[made.id, 'success']]);
    },
  );

  it('shows each capture and its transaction in the detail [resources.single-detail-captures-transactions]', async () => {
    const id = (await create({ method: 'cc', type: 'authorisation', value: 30 })).body.id;
    await h.call('POST', `/capture/${id}`, { body: { descriptive: 'a', value: 10, transaction_key: 'tk-1' } });
    await h.call('POST', `/capture/${id}`, { body: { descriptive: 'b', value: 5 } });
    const detail = (await h.call('GET', `/single/${id}`)).body;
    expect(detail.captures).toMatchObject([{ descriptive: 'a', transaction_key: 'tk-1' }, { descriptive: 'b' }]);
    expect(detail.captures[1].transaction_key).toBeUndefined();
    expect(detail.transactions.map((t: { values: { paid: number } }) => t.values.paid)).toEqual([10, 5]);
    expect(detail.transactions[0].payment_id).toBeUndefined();
  });

  // Capture, "As embedded in a single payment": id, status, descriptive, transaction_key, capture_date, account,
  // splits: the same capture GET /capture/{id} shows, its splits included.
  it('embeds each capture with its splits, as GET /capture/{id} shows it [resources.single-detail-captures-transactions]', async () => {
    const id = (await create({ method: 'cc', type: 'authorisation', value: 30 })).body.id;
    const split = { value: 4, split_key: 'fee-1', account: { id: '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21' } };
    const taken = (await h.call('POST', `/capture/${id}`, { body: { descriptive: 'a', value: 10, splits: [split] } }))
      .body.id;
    const [embedded] = (await h.call('GET', `/single/${id}`)).body.captures;
    const { value: _v, payment_id: _p, payment_type: _t, ...shown } = (await h.call('GET', `/capture/${taken}`)).body;
    expect(embedded).toEqual(shown);
    expect(embedded.splits).toMatchObject([split]);
  });
});

describe('answers and effects the first run missed', () => {
  // Refund windows: "mb references of the SPG product | 120 days": the simulator's references are SPG ones.
  it('issues multibanco references of the SPG product [refund-windows.mb-spg-120-days]', async () => {
    const made = await create({ method: 'mb' });
    expect((await h.call('GET', `/single/${made.body.id}`)).body.multibanco.product).toBe('SPG');
  });

  // The 18:00 cut-off is for direct debits only: "The debit is cancelled only if the request is made before 18:00".
  it('deletes a card single after 18:00 Europe/Lisbon [effects.delete-single-card-voids-authorisations]', async () => {
    await h.simulator.clock.set(Date.parse('2030-01-07T19:00:00Z'));
    const id = (await create({ method: 'cc', type: 'authorisation' })).body.id;
    expect((await h.call('DELETE', `/single/${id}`)).status).toBe(204);
  });

  it('gives a card single no mandate when patched without one [single.update-all-optional]', async () => {
    const id = (await create({ method: 'cc', type: 'authorisation' })).body.id;
    await h.call('PATCH', `/single/${id}`, { body: { key: 'k-3' } });
    expect((await h.call('GET', `/single/${id}`)).body.method.sdd_mandate).toBeUndefined();
  });
});

describe('GET /single, PATCH and DELETE', () => {
  it('filters the list by value and type, masking the customer [resources.list-masks-customer-and-mandate]', async () => {
    await create({ method: 'cc', type: 'sale', value: 10 });
    await create({ method: 'cc', type: 'authorisation', value: 20 });
    const list = async (query: string) => (await h.call('GET', `/single?${query}`)).body.data;
    expect((await list('value=20')).map((s: { value: number }) => s.value)).toEqual([20]);
    const sales = await list('type=sale');
    expect(sales.map((s: { type: string }) => s.type)).toEqual(['sale']);
    expect([sales[0].paid_at, sales[0].capture, sales[0].customer.name]).toEqual([undefined, undefined, '*******va']);
  });

  // PATCH /single/{id}: "All fields optional"; the answer: "`status`, `message`, `id`, `method` (type, status),
  // `customer` (id)".
  it('updates the fields given, keeping the others [single.update-all-optional] [single.update-response-fields]', async () => {
    const made = (await create({ method: 'dd', sdd_mandate: mandate(), key: 'k-1' })).body;
    const path = `/single/${made.id}`;
    const updated = await h.call('PATCH', path, { body: { currency: 'BRL', customer: { email: 'new@example.com' } } });
    expect(updated.body).toMatchObject({
      id: made.id,
      method: { type: 'dd', status: 'pending' },
      customer: { id: made.customer.id },
    });
    await h.call('PATCH', path, {
      body: { key: 'k-2', expiration_time: '2030-02-01 10:00', sdd_mandate: { name: 'Bea' } },
    });
    const detail = (await h.call('GET', path)).body;
    expect(detail).toMatchObject({ key: 'k-2', currency: 'BRL', expiration_time: '2030-02-01 10:00' });
    expect(detail.customer).toMatchObject({ name: customer.name, email: 'new@example.com' });
    expect(detail.method.sdd_mandate).toMatchObject({ name: 'Bea', iban: mandate().iban });
    await h.call('PATCH', path, { body: {} });
    expect((await h.call('GET', path)).body).toMatchObject({ key: 'k-2', currency: 'BRL' });
    const unknown = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
    expectRefusal(await h.call('PATCH', `/single/${unknown}`, { body: {} }), 404, 'single payment', unknown);
    expectRefusal(await h.call('DELETE', `/single/${unknown}`), 404, 'single payment', unknown);
    expectRefusal(await h.call('GET', `/single/${unknown}`), 404, 'single payment', unknown);
  });

  // DELETE of a card payment: "All authorisations are voided": what was captured stays paid.
  it('voids what is still held of a partly captured card payment [effects.delete-single-card-voids-authorisations]', async () => {
    const id = (await create({ method: 'cc', type: 'authorisation', value: 30 })).body.id;
    await h.call('POST', `/capture/${id}`, { body: { descriptive: 'a', value: 10 } });
    expect((await h.call('DELETE', `/single/${id}`)).status).toBe(204);
    const detail = (await h.call('GET', `/single/${id}`)).body;
    expect([detail.payment_status, detail.method.status]).toEqual(['paid', 'deleted']);
    expectRefusal(await h.call('DELETE', `/single/${id}`), 400, id, 'paid', 'refund it instead');
  });

  it('refuses to cancel a direct debit after 18:00 Europe/Lisbon, naming the cut-off [limits.dd-cancel-cutoff-1800-lisbon]', async () => {
    await h.simulator.clock.set(Date.parse('2030-01-07T18:00:00Z'));
    const id = (await create({ method: 'dd', sdd_mandate: mandate() })).body.id;
    expectRefusal(await h.call('DELETE', `/single/${id}`), 400, '18:00 Europe/Lisbon');
  });

  // In summer Lisbon keeps UTC+1: 17:30 UTC is 18:30 there, past the cut-off, though not yet 18:00 in UTC.
  it('reads the cut-off in Lisbon summer time: 17:30 UTC in July is too late [limits.dd-cancel-cutoff-1800-lisbon]', async () => {
    await h.simulator.clock.set(Date.parse('2030-07-08T17:30:00Z'));
    const id = (await create({ method: 'dd', sdd_mandate: mandate() })).body.id;
    expectRefusal(await h.call('DELETE', `/single/${id}`), 400, '18:00 Europe/Lisbon');
  });
});

// Frequent payments: POST /frequent's table (method, min/max, unlimited_payments, expiration_time, sdd_mandate "when
// method is `dd`"), PATCH /frequent/{id}, the list, and POST /frequent/authorisation/{id}, with named refusals.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextReferenceClosing } from '../src/resources/frequents.js';
import { customer, expectRefusal, harness, mandate } from './harness.js';

let h: Awaited<ReturnType<typeof harness>>;
beforeEach(async () => {
  h = await harness();
});
afterEach(() => expect(h.checked.drift).toEqual([]));

const create = (body: object) =>
  h.call('POST', '/frequent', { body: { method: 'cc', customer, min_value: 5, max_value: 50, ...body } });
const unknown = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';

describe('POST /frequent', () => {
  it('keeps the values given and the defaults of the table [resources.frequent-unlimited-default-true]', async () => {
    const made = (await create({ key: 'card-1' })).body;
    const detail = (await h.call('GET', `/frequent/${made.id}`)).body;
    expect(detail).toMatchObject({
      key: 'card-1',
      currency: 'EUR',
      min_value: 5,
      max_value: 50,
      unlimited_payments: true,
    });
    expect([detail.status, detail.method.status, detail.expiration_time]).toEqual(['active', 'active', undefined]);
    const limited = (await create({ currency: 'BRL', unlimited_payments: false, expiration_time: '2030-01-31 18:30' }))
      .body;
    expect((await h.call('GET', `/frequent/${limited.id}`)).body).toMatchObject({
      currency: 'BRL',
      unlimited_payments: false,
      expiration_time: '2030-01-31T18:30:00Z', // "Listed as ISO 8601 UTC; accepted as `Y-m-d H:i`."
    });
    expect((await h.call('GET', `/frequent/${limited.id}`)).body.key).toBeUndefined();
  });

  // Events rule 6: "A card frequent creation also sends a notification with the frequent id and a status."
  it('notifies the creation of a card frequent payment only [events.card-frequent-creation]', async () => {
    const card = (await create({})).body;
    await create({ method: 'mb' });
    expect((await h.sent()).map((n) => [n.type, n.id, n.status])).toEqual([['frequent_create', card.id, 'success']]);
  });

  it('refuses dd without a mandate and min above max, naming the fields [frequent.create-mandate-for-dd]', async () => {
    expectRefusal(await create({ method: 'dd' }), 400, "'sdd_mandate'", 'dd');
    expectRefusal(await create({ min_value: 50.01 }), 400, "'min_value'", "'max_value'");
    expect((await create({ min_value: 50 })).status).toBe(201);
    const dd = (await create({ method: 'dd', sdd_mandate: mandate() })).body;
    expect(dd.method).toMatchObject({ type: 'dd', status: 'active', sdd_mandate: { iban: mandate().iban } });
  });
});

describe('answers and effects the first run missed', () => {
  // POST /frequent "Response: `status`, `message`, `id`, `method` (...), `customer` (id)."
  it('answers the customer id [frequent.create-response-fields]', async () => {
    const made = (await create({})).body;
    const detail = (await h.call('GET', `/frequent/${made.id}`)).body;
    expect(made.customer).toEqual({ id: detail.customer.id });
  });

  // POST /frequent "Response: ... `method` (type, status, and for dd the sdd_mandate ...)"; SddMandate: "id | string".
  it('answers a dd payment with its mandate as the detail shows it, its id included [frequent.create-response-fields]', async () => {
    const made = (await create({ method: 'dd', sdd_mandate: mandate() })).body;
    expect(made.method.sdd_mandate).toEqual({ ...mandate(), id: expect.any(String) });
    const detail = (await h.call('GET', `/frequent/${made.id}`)).body;
    expect(detail.method.sdd_mandate).toEqual(made.method.sdd_mandate);
  });

  // POST /frequent "Response: ... `method` (type, status, ... for mb an entity and reference ...)".
  it('answers an mb payment with its entity and reference as the detail shows them [frequent.create-response-fields]', async () => {
    const made = (await create({ method: 'mb' })).body;
    const detail = (await h.call('GET', `/frequent/${made.id}`)).body;
    expect(made.method).toMatchObject({ type: 'mb', entity: expect.any(String), reference: expect.any(String) });
    expect([made.method.entity, made.method.reference]).toEqual([detail.method.entity, detail.method.reference]);
  });

  // PATCH /frequent/{id}: status is "Settable to `active` or `deleted`"; a PATCH without it leaves the method as it was.
  it('keeps the method active on a PATCH that does not delete [frequent.update-fields]', async () => {
    const id = (await create({})).body.id;
    await h.call('PATCH', `/frequent/${id}`, { body: { key: 'k' } });
    expect((await h.call('GET', `/frequent/${id}`)).body.method.status).toBe('active');
  });

  // DELETE of dd: "Direct debits waiting for file processing are cancelled before 18:00": after it they are collected.
  it('collects the direct debits of a dd frequent payment deleted after 18:00 [effects.delete-frequent-dd-before-cutoff]', async () => {
    await h.simulator.clock.set(Date.parse('2030-01-07T19:00:00Z'));
    const id = (await create({ method: 'dd', sdd_mandate: mandate(), min_value: 1 })).body.id;
    const waiting = (await h.call('POST', `/capture/${id}`, { body: { descriptive: 'x', value: 10 } })).body.id;
    expect((await h.call('DELETE', `/frequent/${id}`)).status).toBe(204);
    await h.simulator.clock.advance(7 * 86_400_000);
    expect((await h.call('GET', `/capture/${waiting}`)).body.status).toBe('success');
  });
});

describe('PATCH, DELETE and GET /frequent', () => {
  // PATCH /frequent/{id}: "All optional: `status` (`active` or `deleted`), `expiration_time` (`Y-m-d H:i`), ...";
  // "Response: `status`, `message`, `method` (type, sdd_mandate)."
  it('updates what is given and answers the method [frequent.update-fields] [frequent.update-response-fields]', async () => {
    const id = (await create({ method: 'dd', sdd_mandate: mandate() })).body.id;
    const updated = await h.call('PATCH', `/frequent/${id}`, {
      body: {
        max_value: 80,
        expiration_time: '2030-03-01 09:15',
        customer: { email: 'b@example.com' },
        sdd_mandate: { name: 'Bea' },
      },
    });
    expect(updated.body.method).toMatchObject({ type: 'dd', sdd_mandate: { name: 'Bea', iban: mandate().iban } });
    const detail = (await h.call('GET', `/frequent/${id}`)).body;
    expect(detail).toMatchObject({ max_value: 80, expiration_time: '2030-03-01T09:15:00Z' });
    expect(detail.customer).toMatchObject({ name: customer.name, email: 'b@example.com' });
    const card = (await create({})).body.id;
    expect((await h.call('PATCH', `/frequent/${card}`, { body: { key: 'k' } })).body.method).toEqual({ type: 'cc' });
    await h.call('PATCH', `/frequent/${card}`, { body: { status: 'deleted' } });
    const deleted = (await h.call('GET', `/frequent/${card}`)).body;
    expect([deleted.status, deleted.method.status]).toEqual(['deleted', 'deleted']);
    expectRefusal(await h.call('PATCH', `/frequent/${unknown}`, { body: {} }), 404, 'frequent payment', unknown);
    expectRefusal(await h.call('DELETE', `/frequent/${unknown}`), 404, 'frequent payment', unknown);
    expectRefusal(await h.call('GET', `/frequent/${unknown}`), 404, 'frequent payment', unknown);
  });

  it('filters the list by method and masks the customer [frequent.list-filter-method]', async () => {
    await create({});
    await create({ method: 'mb' });
    const data = (await h.call('GET', '/frequent?method=mb')).body.data;
    expect(data.map((f: { method: { type: string } }) => f.method.type)).toEqual(['mb']);
    expect(data[0].customer.email).toMatch(/^\*+om$/);
  });

  // DELETE of mb: "The system attempts to close deleted references three times a day, at 10:00, 15:00 and 22:00".
  it.each([
    ['2030-01-07T09:30:00Z', '2030-01-07T10:00:00Z'],
    ['2030-01-07T10:00:00Z', '2030-01-07T15:00:00Z'],
    ['2030-01-07T16:00:00Z', '2030-01-07T22:00:00Z'],
    ['2030-01-07T22:30:00Z', '2030-01-08T10:00:00Z'],
    ['2030-07-07T08:30:00Z', '2030-07-07T09:00:00Z'], // 10:00 in Lisbon's summer time
  ])('closes a reference deleted at %s at %s [effects.delete-frequent-mb-closes-references]', (at, closes) => {
    expect(new Date(nextReferenceClosing(Date.parse(at))).toISOString()).toBe(new Date(closes).toISOString());
  });
});

describe('POST /frequent/authorisation/{id}', () => {
  it('holds a value within min and max, and is notified [operations.frequent-authorisation]', async () => {
    const id = (await create({})).body.id;
    const hold = await h.call('POST', `/frequent/authorisation/${id}`, {
      body: { value: 20, descriptive: 'Hotel', transaction_key: 'tk-9' },
    });
    const detail = (await h.call('GET', `/authorisation/${hold.body.id}`)).body;
    expect(detail).toMatchObject({
      status: 'success',
      value: 20,
      value_captured: 0,
      key: 'tk-9',
      method: { type: 'cc', status: 'active' },
    });
    const held = (await h.sent()).filter((n) => n.type === 'authorisation');
    expect(held.map((n) => [n.id, n.status])).toEqual([[hold.body.id, 'success']]);
    expect((await h.sent('http://merchant.test/authorisation')).map((n) => n.authorisation)).toEqual([
      { id: hold.body.id },
    ]);
    expectRefusal(
      await h.call('POST', `/frequent/authorisation/${id}`, { body: { value: 51, descriptive: 'x' } }),
      422,
      "'value'",
      'between 5 and 50',
    );
    expectRefusal(
      await h.call('POST', `/frequent/authorisation/${unknown}`, { body: { value: 5, descriptive: 'x' } }),
      404,
      'frequent payment',
      unknown,
    );
  });

  // DELETE of cc: "All authorisations are deleted and the funds released."; other payments' holds stay.
  it('deletes only the holds of the deleted payment [effects.delete-frequent-card-releases-funds]', async () => {
    const gone = (await create({})).body.id;
    const kept = (await create({})).body.id;
    const hold = async (id: string) =>
      (await h.call('POST', `/frequent/authorisation/${id}`, { body: { value: 10, descriptive: 'h' } })).body.id;
    const [a, b] = [await hold(gone), await hold(kept)];
    await h.call('POST', `/void/${a}`, { body: { descriptive: 'v' } });
    const c = await hold(gone);
    await h.call('DELETE', `/frequent/${gone}`);
    const statuses = async () =>
      Promise.all([a, b, c].map(async (id) => (await h.call('GET', `/authorisation/${id}`)).body.method.status));
    expect(await statuses()).toEqual(['canceled', 'active', 'deleted']);
    expectRefusal(
      await h.call('POST', `/frequent/authorisation/${gone}`, { body: { value: 10, descriptive: 'h' } }),
      400,
      gone,
      'deleted',
    );
  });
});

// What the simulator takes from a request, by the interface's sentence: a customer's id is "Assigned by the service",
// so one that is no uuid is refused rather than echoed; the Idempotency-Key is for "POST and PATCH; not for GET and
// DELETE", so a key on those is neither stored nor replayed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customer, expectRefusal, harness } from './harness.js';

let h: Awaited<ReturnType<typeof harness>>;
beforeEach(async () => {
  h = await harness();
});
afterEach(() => {
  expect(h.checked.drift).toEqual([]);
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('customer.id: "uuid | Assigned by the service."', () => {
  it.each([
    ['POST', '/single', { value: 5 }],
    ['POST', '/frequent', { method: 'cc', min_value: 1, max_value: 9 }],
  ])(
    '%s %s refuses an id that is no uuid, naming the field [resources.customer-id-assigned, choice.customer-id-uuid]',
    async (method, path, body) => {
      // POST /frequent's schema types the id (Customer); POST /single's leaves `customer` open, and the simulator says why
      for (const [id, why] of [
        ['not-a-uuid', /uuid/i],
        [42, /string|uuid/i],
      ] as const) {
        const refused = await h.call(method, path, { body: { ...body, customer: { ...customer, id } } });
        expectRefusal(refused, 400, "'customer.id'");
        expect(refused.body.message[0]).toMatch(why);
      }
      const assigned = await h.call(method, path, { body: { ...body, customer } });
      expect(assigned.status).toBe(201);
      expect(assigned.body.customer.id).toMatch(UUID);
      // a customer the service made is named by its id, and kept
      const again = await h.call(method, path, {
        body: { ...body, customer: { ...customer, id: assigned.body.customer.id } },
      });
      expect(again.body.customer.id).toBe(assigned.body.customer.id);
    },
  );

  it('refuses to change a payment customer id to one that is no uuid [resources.customer-id-assigned, choice.customer-id-uuid]', async () => {
    const made = (await h.call('POST', '/single', { body: { value: 5, customer } })).body;
    const patch = await h.call('PATCH', `/single/${made.id}`, { body: { customer: { id: 'not-a-uuid' } } });
    expectRefusal(patch, 400, "'customer.id'");
    expect((await h.call('GET', `/single/${made.id}`)).body.customer.id).toBe(made.customer.id);
  });
});

describe('Idempotency-Key: "POST and PATCH; not for GET and DELETE"', () => {
  it('stores no key sent on DELETE or GET: nothing is replayed, and the key stays free for a POST [idempotency.not-for-get-and-delete]', async () => {
    const held = (await h.call('POST', '/single', { body: { method: 'mb', value: 5, customer } })).body;
    const key = { 'Idempotency-Key': 'not-for-delete-1' };
    const first = await h.call('DELETE', `/single/${held.id}`, { headers: key });
    const second = await h.call('DELETE', `/single/${held.id}`, { headers: key });
    expect([first.status, second.status]).toEqual([204, 204]);
    for (const answer of [first, second]) expect(answer.headers.get('Idempotency-Replay')).toBeNull();
    const read = await h.call('GET', `/single/${held.id}`, { headers: { 'Idempotency-Key': 'not-for-get-1' } });
    expect(read.body.payment_status).toBe('deleted');
    // Had DELETE or GET stored their keys, a POST reusing them would be "another request" with the same key: 409.
    for (const reused of ['not-for-delete-1', 'not-for-get-1']) {
      const made = await h.call('POST', '/single', { body: { value: 6 }, headers: { 'Idempotency-Key': reused } });
      expect([made.status, made.headers.get('Idempotency-Replay')]).toEqual([201, null]);
    }
  });
});

// POST /capture/{id} on each thing it captures ("Capture a single authorisation, a frequent payment or a frequent
// authorisation; `{id}` is the payment id"), with the refusals that name the field and the rule, and the split update.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customer, expectRefusal, harness } from './harness.js';

let h: Awaited<ReturnType<typeof harness>>;
beforeEach(async () => {
  h = await harness();
});
afterEach(() => expect(h.checked.drift).toEqual([]));

const frequent = async (extra: object = {}) =>
  (await h.call('POST', '/frequent', { body: { method: 'cc', customer, min_value: 5, max_value: 50, ...extra } })).body
    .id as string;
const capture = (id: string, body: object = {}) =>
  h.call('POST', `/capture/${id}`, { body: { descriptive: 'Order 1', ...body } });

describe('a single authorisation', () => {
  // "One authorisation can be split across several captures made at different times."
  it('captures up to what is left, exactly, then what is left when no value is given [authcapture.split-across-captures]', async () => {
    const single = (await h.call('POST', '/single', { body: { method: 'cc', type: 'authorisation', value: 30 } })).body;
    expect((await capture(single.id, { value: 10 })).status).toBe(201);
    expectRefusal(await capture(single.id, { value: 20.01 }), 422, "'value'", '20', 'left to capture');
    const rest = await capture(single.id);
    expect((await h.call('GET', `/capture/${rest.body.id}`)).body).toMatchObject({ value: 20, payment_type: 'single' });
    expect((await h.call('GET', `/single/${single.id}`)).body.payment_status).toBe('paid');
    expectRefusal(await capture(single.id, { value: 1 }), 422, single.id, 'paid', 'nothing to capture');
  });

  // Resources: "Amounts are numbers rounded to 2 decimals": amounts and what is left of them are kept to the nearest
  // cent, not cut (1.15 is 114.99999999999999 cents in binary, 1.15 - 0.58 is 56.99999999999998).
  it('keeps amounts to the nearest cent: 1.15 captured 0.58 leaves 0.57, and refunds it all [resources.amounts-two-decimals]', async () => {
    const single = (await h.call('POST', '/single', { body: { method: 'cc', type: 'authorisation', value: 1.15 } }))
      .body;
    expect((await h.call('GET', `/single/${single.id}`)).body.value).toBe(1.15);
    const first = (await capture(single.id, { value: 0.58 })).body;
    const rest = (await capture(single.id)).body;
    expect((await h.call('GET', `/capture/${rest.id}`)).body.value).toBe(0.57);
    expect((await h.call('POST', `/refund/${first.id}`, { body: { value: 0.29 } })).status).toBe(201);
    expect((await h.call('POST', `/refund/${first.id}`, { body: { value: 0.29 } })).status).toBe(201);
    expect((await h.call('GET', `/capture/${first.id}`)).body.status).toBe('refunded');
  });

  it('captures exactly the whole authorisation in one go [authcapture.capture-transfers-funds]', async () => {
    const single = (
      await h.call('POST', '/single', { body: { method: 'mbw', type: 'authorisation', value: 12, customer } })
    ).body;
    expect((await capture(single.id, { value: 12 })).status).toBe(201);
    expectRefusal(await capture(single.id), 422, 'nothing to capture');
  });

  // "Card and mbw payments have two phases": a multibanco reference holds nothing.
  it('refuses a payment that holds nothing, naming its state [authcapture.two-phases, choice.unpinned-errors]', async () => {
    const mb = (await h.call('POST', '/single', { body: { method: 'mb', value: 8 } })).body;
    expectRefusal(await capture(mb.id), 422, mb.id, 'pending', 'nothing to capture');
  });

  it('answers 404 naming the payment for an unknown id', async () => {
    const unknown = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
    expectRefusal(await capture(unknown), 404, 'payment', unknown);
    expectRefusal(await h.call('GET', `/capture/${unknown}`), 404, 'capture', unknown);
  });
});

describe('a frequent authorisation', () => {
  it('captures within what it holds, then is spent [operations.frequent-authorisation]', async () => {
    const id = await frequent();
    const hold = (await h.call('POST', `/frequent/authorisation/${id}`, { body: { value: 20, descriptive: 'h' } }))
      .body;
    expect((await capture(hold.id, { value: 5 })).status).toBe(201);
    expect((await h.call('GET', `/authorisation/${hold.id}`)).body.value_captured).toBe(5);
    expectRefusal(await capture(hold.id, { value: 15.01 }), 422, "'value'", '15', 'left to capture');
    const rest = await capture(hold.id);
    expect((await h.call('GET', `/capture/${rest.body.id}`)).body).toMatchObject({
      value: 15,
      payment_type: 'frequent',
    });
    expect((await h.call('GET', `/authorisation/${hold.id}`)).body.value_captured).toBe(20);
  });

  it('refuses once voided: its funds were released [operations.void-authorisation, choice.unpinned-errors]', async () => {
    const id = await frequent();
    const hold = (await h.call('POST', `/frequent/authorisation/${id}`, { body: { value: 20, descriptive: 'h' } }))
      .body;
    expect((await h.call('POST', `/void/${hold.id}`, { body: { descriptive: 'no' } })).status).toBe(201);
    expectRefusal(await capture(hold.id, { value: 1 }), 422, hold.id, 'canceled', 'released');
  });
});

describe('a frequent payment, captured without an authorisation', () => {
  it('needs a value, naming the field [kinds.frequent-charged-through-capture]', async () => {
    expectRefusal(await capture(await frequent()), 400, "'value'", 'required');
  });

  // "When true, transactions are unlimited and min/max act per transaction."
  it('takes any number of captures between min and max, bounds included [resources.frequent-unlimited-per-transaction]', async () => {
    const id = await frequent();
    for (const value of [5, 50, 5]) expect((await capture(id, { value })).status).toBe(201);
    expectRefusal(await capture(id, { value: 4.99 }), 422, "'value'", 'between 5 and 50');
    expectRefusal(await capture(id, { value: 50.01 }), 422, "'value'", 'between 5 and 50');
  });

  // "When false, the total of payments cannot exceed the maximum."
  it('keeps the total within the maximum when unlimited_payments is false [resources.frequent-limited-total-max]', async () => {
    const id = await frequent({ unlimited_payments: false, min_value: 1, max_value: 30 });
    expect((await capture(id, { value: 20 })).status).toBe(201);
    expect((await capture(id, { value: 1 })).status).toBe(201); // below min: min acts on the total only
    expectRefusal(await capture(id, { value: 9.01 }), 422, "'value'", 'total', 'maximum of 30');
    expect((await capture(id, { value: 9 })).status).toBe(201);
  });

  it('refuses a deleted frequent payment, naming its state [states.frequent-settable, choice.delete-frequent-id-the-frequent-payment]', async () => {
    const id = await frequent();
    await h.call('PATCH', `/frequent/${id}`, { body: { status: 'deleted' } });
    expectRefusal(await capture(id, { value: 10 }), 400, id, 'deleted');
  });

  // force_3ds: "Forces 3DS on cards"; the answer's method is "only for 3DS: type, url to redirect the user to".
  it('answers a 3DS redirect only when forced on a card [capture.create-force-3ds]', async () => {
    const forced = await capture(await frequent(), { value: 10, force_3ds: true });
    expect(forced.body.method).toEqual({ type: 'cc', url: expect.stringContaining(forced.body.id) });
    expect((await capture(await frequent(), { value: 10, force_3ds: false })).body.method).toBeUndefined();
    const phone = await frequent({ method: 'mbw' });
    expect((await capture(phone, { value: 10, force_3ds: true })).body.method).toBeUndefined();
  });
});

describe('what a capture records', () => {
  // Split: "clearing_period | string | Output, `7D` is shown.", "status | string | Output, `waiting` is shown.";
  // Capture: "capture_date | string | `Y-m-d`", "account | object | `id`: string".
  it('keeps the date, account and key given, and shows its splits waiting to clear [resources.capture-splits-as-given]', async () => {
    const single = (await h.call('POST', '/single', { body: { method: 'cc', type: 'authorisation', value: 30 } })).body;
    const account = { id: 'b1c8a4b6-4f0e-4d47-9d5e-1f3a2c4b5d6e' };
    const body = {
      value: 10,
      capture_date: '2030-02-01',
      account,
      transaction_key: 'tk-2',
      splits: [{ value: 4, account }],
    };
    const given = (await h.call('GET', `/capture/${(await capture(single.id, body)).body.id}`)).body;
    expect(given).toMatchObject({
      capture_date: '2030-02-01',
      account,
      transaction_key: 'tk-2',
      descriptive: 'Order 1',
    });
    const created = Date.parse(`${new Date(h.simulator.clock.now()).toISOString().slice(0, 10)}T00:00:00Z`);
    expect(given.splits).toEqual([
      {
        value: 4,
        account,
        id: expect.any(String),
        status: 'waiting',
        clearing_period: '7D',
        clearing_date: new Date(created + 7 * 86_400_000).toISOString().slice(0, 10),
      },
    ]);
    const plain = (await h.call('GET', `/capture/${(await capture(single.id, { value: 5 })).body.id}`)).body;
    expect(plain).toMatchObject({ account: { id: 'simulator-account' }, splits: [] });
    expect(plain.capture_date).toBe(new Date(h.simulator.clock.now()).toISOString().slice(0, 10));
    expect(plain.transaction_key).toBeUndefined();
  });
});

describe('splits of a capture', () => {
  // Split: "clearing_date | string `Y-m-d` | Output."; PATCH on capture splits changes it.
  it('updates a split clearing date, and names the capture or split it cannot find [resources.split-clearing-date-ymd]', async () => {
    const single = (await h.call('POST', '/single', { body: { method: 'cc', type: 'authorisation', value: 30 } })).body;
    const account = { id: 'b1c8a4b6-4f0e-4d47-9d5e-1f3a2c4b5d6e' };
    const made = (await capture(single.id, { splits: [{ value: 5, account }] })).body;
    const split = (await h.call('GET', `/capture/${made.id}`)).body.splits[0];
    const path = `/capture/${made.id}/splits/${split.id}`;
    expect((await h.call('PATCH', path, { body: {} })).status).toBe(200);
    expect((await h.call('GET', `/capture/${made.id}`)).body.splits[0].clearing_date).toBe(split.clearing_date);
    expect((await h.call('PATCH', path, { body: { clearing_date: '2031-02-03' } })).status).toBe(200);
    expect((await h.call('GET', `/capture/${made.id}`)).body.splits[0]).toMatchObject({ clearing_date: '2031-02-03' });
    const other = 'c1c8a4b6-4f0e-4d47-9d5e-1f3a2c4b5d6e';
    expectRefusal(await h.call('PATCH', `/capture/${other}/splits/${split.id}`, { body: {} }), 404, 'capture', other);
    expectRefusal(await h.call('PATCH', `/capture/${made.id}/splits/${other}`, { body: {} }), 404, 'split', other);
  });
});

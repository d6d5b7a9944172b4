// Lifecycle rules of the interface, each test named by the sentence it proves (the oracle is the interface document,
// never what the simulator happened to do): authorisation and capture, the DELETE effects, the sandbox's failing IBAN.
// Every answer is also checked against the spec (no drift, no undeclared status).
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX } from '../src/index.js';
import { caller, checkedSimulator } from './checked.js';

let checked = checkedSimulator();
let call = caller(checked);
afterEach(() => {
  expect(checked.drift).toEqual([]);
  checked = checkedSimulator();
  call = caller(checked);
});

// A Monday morning in winter, when Lisbon keeps UTC: before the 18:00 direct-debit cut-off.
const MONDAY_10_LISBON = '2030-01-07T10:00:00Z';
const MONDAY_19_LISBON = '2030-01-07T19:00:00Z';
const WEEK = 7 * 86_400_000;
const mandate = (iban: string) => ({ name: 'Ana', iban, account_holder: 'Ana', email: 'a@example.com' });

describe('Authorisation and capture', () => {
  it('splits one authorisation across several captures made at different times [authcapture.split-across-captures]', async () => {
    const single = await call('POST', '/single', { body: { method: 'cc', type: 'authorisation', value: 30 } });
    const first = await call('POST', `/capture/${single.body.id}`, { body: { descriptive: 'part 1', value: 10 } });
    await checked.simulator.clock.advance(3_600_000);
    const second = await call('POST', `/capture/${single.body.id}`, {
      body: {
        descriptive: 'part 2',
        value: 15,
        splits: [{ value: 5, account: { id: 'b1c8a4b6-4f0e-4d47-9d5e-1f3a2c4b5d6e' } }],
      },
    });
    const over = await call('POST', `/capture/${single.body.id}`, { body: { descriptive: 'too much', value: 6 } });
    expect([first.status, second.status, over.status]).toEqual([201, 201, 422]);
    const detail = await call('GET', `/single/${single.body.id}`);
    expect(detail.body.captures.map((c: { id: string }) => c.id)).toEqual([first.body.id, second.body.id]);
    expect((await call('GET', `/capture/${second.body.id}`)).body).toMatchObject({ value: 15, status: 'success' });
  });

  it('performs authorisation and capture in one step for payment type sale [authcapture.sale-one-step]', async () => {
    const single = await call('POST', '/single', {
      body: { method: 'cc', type: 'sale', value: 12.5, currency: 'BRL', capture: { descriptive: 'Order 1' } },
    });
    expect(single.body.capture?.id).toEqual(expect.any(String));
    const detail = await call('GET', `/single/${single.body.id}`);
    expect(detail.body).toMatchObject({ type: 'sale', currency: 'BRL', payment_status: 'paid' });
    expect(detail.body.captures).toHaveLength(1);
    // nothing is held any more: a capture of a sale is refused
    expect((await call('POST', `/capture/${single.body.id}`, { body: { descriptive: 'again' } })).status).toBe(422);
  });

  it('only holds for payment type authorisation, until captured [authcapture.authorisation-only-holds]', async () => {
    const single = await call('POST', '/single', {
      body: { method: 'mbw', type: 'authorisation', value: 8, customer: { phone: '911234567' } },
    });
    const detail = await call('GET', `/single/${single.body.id}`);
    expect([detail.body.type, detail.body.payment_status, detail.body.captures]).toEqual([
      'authorisation',
      'authorised',
      [],
    ]);
  });

  it('refuses to capture a payment that holds nothing, with 422 [authcapture.two-phases, choice.unpinned-errors]', async () => {
    const mb = await call('POST', '/single', { body: { method: 'mb', value: 8 } });
    expect((await call('POST', `/capture/${mb.body.id}`, { body: { descriptive: 'x' } })).status).toBe(422);
  });

  it('answers GET /capture/{id} for capture ids only, never for a payment id [capture.detail-shape]', async () => {
    const single = await call('POST', '/single', { body: { method: 'cc', type: 'sale', value: 5 } });
    expect((await call('GET', `/capture/${single.body.capture.id}`)).status).toBe(200);
    expect((await call('GET', `/capture/${single.body.id}`)).status).toBe(404);
  });
});

describe('Effects of DELETE /single/{id}', () => {
  // "DELETE /single/{id} | method cc or mbw | All authorisations are voided.": both methods, not only cards
  it.each(['cc', 'mbw'])(
    'voids every authorisation of a %s payment [effects.delete-single-card-voids-authorisations]',
    async (method) => {
      const single = await call('POST', '/single', {
        body: { method, type: 'authorisation', value: 20, customer: { name: 'Ana', phone: '911234567' } },
      });
      expect((await call('DELETE', `/single/${single.body.id}`)).status).toBe(204);
      expect((await call('GET', `/single/${single.body.id}`)).body.payment_status).toBe('voided');
      expect((await call('POST', `/capture/${single.body.id}`, { body: { descriptive: 'x' } })).status).toBe(422);
    },
  );

  it('refuses to delete a payment whose money moved and that holds nothing more (refund it instead; a choice)', async () => {
    const single = await call('POST', '/single', { body: { method: 'cc', type: 'sale', value: 20 } });
    const refused = await call('DELETE', `/single/${single.body.id}`);
    expect([refused.status, (await call('GET', `/single/${single.body.id}`)).body.payment_status]).toEqual([
      400,
      'paid',
    ]);
  });

  it('cancels a direct debit deleted before 18:00 Europe/Lisbon: it is never collected [effects.delete-single-dd-before-cutoff]', async () => {
    await checked.simulator.clock.set(Date.parse(MONDAY_10_LISBON));
    const single = await call('POST', '/single', {
      body: { method: 'dd', value: 40, sdd_mandate: mandate('PT50002700000001234567833') },
    });
    expect((await call('DELETE', `/single/${single.body.id}`)).status).toBe(204);
    await checked.simulator.clock.advance(WEEK);
    const detail = await call('GET', `/single/${single.body.id}`);
    expect(detail.body.payment_status).toBe('deleted');
    expect(detail.body.transactions).toEqual([]);
  });

  it('refuses to cancel a direct debit after 18:00 Europe/Lisbon [effects.delete-single-dd-before-cutoff, choice.delete-single-id-a-card-or]', async () => {
    await checked.simulator.clock.set(Date.parse(MONDAY_19_LISBON));
    const single = await call('POST', '/single', {
      body: { method: 'dd', value: 40, sdd_mandate: mandate('PT50002700000001234567833') },
    });
    expect((await call('DELETE', `/single/${single.body.id}`)).status).toBe(400);
  });

  it('cancels the reference of a multibanco payment: the customer can no longer pay it [effects.delete-single-mb-cancels-reference]', async () => {
    const single = await call('POST', '/single', { body: { method: 'mb', value: 9 } });
    expect((await call('DELETE', `/single/${single.body.id}`)).status).toBe(204);
    const paid = await checked.simulator.fetch(
      new Request(`http://simulator.test/__simulator/payments/${single.body.id}/pay`, { method: 'POST' }),
    );
    expect(paid.status).toBe(409);
    expect((await call('GET', `/single/${single.body.id}`)).body.payment_status).toBe('deleted');
  });
});

describe('Sandbox: the designated failing IBAN', () => {
  it('fails a direct-debit single from the designated IBAN and collects any other [sandbox.one-iban-fails, choice.failing-iban]', async () => {
    await checked.simulator.clock.set(Date.parse(MONDAY_10_LISBON));
    const bad = await call('POST', '/single', {
      body: { method: 'dd', value: 10, sdd_mandate: mandate(SANDBOX.failingIban) },
    });
    const good = await call('POST', '/single', {
      body: { method: 'dd', value: 10, sdd_mandate: mandate('PT50002700000001234567833') },
    });
    await checked.simulator.clock.advance(WEEK);
    expect((await call('GET', `/single/${bad.body.id}`)).body.payment_status).toBe('failed');
    expect((await call('GET', `/single/${good.body.id}`)).body.payment_status).toBe('paid');
  });
});

describe('Effects of DELETE /frequent/{id}', () => {
  const card = { method: 'cc', customer: { name: 'Ana' }, min_value: 1, max_value: 100 };

  // "DELETE /frequent/{id} | cc or mbw | All authorisations are deleted and the funds released.": both methods
  it.each(['cc', 'mbw'])(
    'deletes every authorisation of a %s frequent payment and releases the funds [effects.delete-frequent-card-releases-funds]',
    async (method) => {
      const frequent = await call('POST', '/frequent', {
        body: { ...card, method, customer: { name: 'Ana', phone: '911234567' } },
      });
      const hold = await call('POST', `/frequent/authorisation/${frequent.body.id}`, {
        body: { value: 20, descriptive: 'hold' },
      });
      expect(hold.status).toBe(201);
      expect((await call('DELETE', `/frequent/${frequent.body.id}`)).status).toBe(204);
      expect((await call('POST', `/capture/${hold.body.id}`, { body: { descriptive: 'x', value: 5 } })).status).toBe(
        422,
      );
    },
  );

  it('cancels direct debits waiting for processing before 18:00 [effects.delete-frequent-dd-before-cutoff]', async () => {
    await checked.simulator.clock.set(Date.parse(MONDAY_10_LISBON));
    const frequent = await call('POST', '/frequent', {
      body: {
        method: 'dd',
        customer: { name: 'Ana' },
        min_value: 1,
        max_value: 100,
        sdd_mandate: mandate('PT50002700000001234567833'),
      },
    });
    const waiting = await call('POST', `/capture/${frequent.body.id}`, { body: { descriptive: 'x', value: 10 } });
    expect((await call('DELETE', `/frequent/${frequent.body.id}`)).status).toBe(204);
    await checked.simulator.clock.advance(WEEK);
    expect((await call('GET', `/capture/${waiting.body.id}`)).body.status).toBe('failed');
  });

  it('closes a deleted multibanco reference at the next of 10:00, 15:00 or 22:00 [effects.delete-frequent-mb-closes-references]', async () => {
    await checked.simulator.clock.set(Date.parse('2030-01-07T11:00:00Z'));
    const frequent = await call('POST', '/frequent', {
      body: { method: 'mb', customer: { name: 'Ana' }, min_value: 1, max_value: 50 },
    });
    expect((await call('DELETE', `/frequent/${frequent.body.id}`)).status).toBe(204);
    const pay = () =>
      checked.simulator.fetch(
        new Request(`http://simulator.test/__simulator/payments/${frequent.body.id}/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ value: 5 }),
        }),
      );
    expect((await pay()).status).toBe(200); // 11:00: still open until 15:00
    await checked.simulator.clock.advance(4 * 3_600_000);
    expect((await pay()).status).toBe(409);
  });
});

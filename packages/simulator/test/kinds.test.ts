// Payment kinds and methods as the interface's tables state them, and the checkout's payment kind and type, through
// the simulator's stand-in for the browser checkout (POST /__simulator/checkouts/{id}/pay).
import { afterEach, describe, expect, it } from 'vitest';
import { caller, checkedSimulator } from './checked.js';

let checked = checkedSimulator();
let call = caller(checked);
afterEach(() => {
  expect(checked.drift).toEqual([]);
  checked = checkedSimulator();
  call = caller(checked);
});

const control = async (path: string, body: object = {}) => {
  const answer = await checked.simulator.fetch(
    new Request(`http://simulator.test/__simulator/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return { status: answer.status, body: await answer.json() };
};
const customer = { name: 'Ana Silva', email: 'ana@example.com', phone: '911234567', fiscal_number: 'PT123456789' };
const mandate = {
  name: 'Ana Silva',
  iban: 'PT50002700000001234567833',
  account_holder: 'Ana Silva',
  email: 'ana@example.com',
};

describe('Payment kinds: a single payment takes every method', () => {
  it('creates a single with each of cc, mbw, mb, dd and vi, each reaching paid, and uf and sc through checkout [kinds.single-every-method, choice.card-cc-and-mbw-singles-are]', async () => {
    await checked.simulator.clock.set(Date.parse('2030-01-07T10:00:00Z'));
    const made: Record<string, string> = {};
    for (const method of ['cc', 'mbw', 'mb', 'dd', 'vi']) {
      const body = { method, value: 10, type: 'sale', customer, ...(method === 'dd' ? { sdd_mandate: mandate } : {}) };
      const created = await call('POST', '/single', { body });
      expect([method, created.status]).toEqual([method, 201]);
      made[method] = created.body.id;
    }
    for (const method of ['mb', 'vi']) expect((await control(`payments/${made[method]}/pay`)).status).toBe(200);
    await checked.simulator.clock.advance(7 * 86_400_000); // the direct debit settles
    for (const [method, id] of Object.entries(made))
      expect([method, (await call('GET', `/single/${id}`)).body.payment_status]).toEqual([method, 'paid']);
    for (const method of ['uf', 'sc']) {
      const session = await call('POST', '/checkout', {
        body: {
          type: ['single'],
          payment: { methods: [method], capture: { descriptive: 'x' } },
          order: { value: 5 },
          customer,
        },
      });
      const paid = await control(`checkouts/${session.body.id}/pay`, { method });
      expect([method, paid.status]).toEqual([method, 200]);
      expect((await call('GET', `/single/${paid.body.payment.id}`)).body.payment_status).toBe('paid');
    }
  });

  it('holds an mbw payment the customer accepted, then captures it [methods.mbw-authorisation-and-capture]', async () => {
    const single = await call('POST', '/single', {
      body: { method: 'mbw', type: 'authorisation', value: 15, customer },
    });
    expect((await call('GET', `/single/${single.body.id}`)).body.payment_status).toBe('authorised');
    expect((await call('POST', `/capture/${single.body.id}`, { body: { descriptive: 'Order 4' } })).status).toBe(201);
    expect((await call('GET', `/single/${single.body.id}`)).body.payment_status).toBe('paid');
  });
});

describe('List results mask the customer and the mandate', () => {
  it('masks name, email, phone, fiscal number and the mandate fields with asterisks [resources.list-masks-customer-and-mandate]', async () => {
    await call('POST', '/single', { body: { method: 'dd', value: 10, customer, sdd_mandate: mandate } });
    await call('POST', '/frequent', {
      body: { method: 'dd', customer, min_value: 1, max_value: 9, sdd_mandate: mandate },
    });
    for (const list of ['/single', '/frequent']) {
      const [item] = (await call('GET', list)).body.data;
      for (const field of ['name', 'email', 'phone', 'fiscal_number']) {
        expect(item.customer[field], `${list} customer.${field}`).toMatch(/^\*+.{0,2}$/);
        expect(item.customer[field]).not.toBe(customer[field as keyof typeof customer]);
      }
      for (const field of ['name', 'iban', 'account_holder', 'email'])
        expect(item.method.sdd_mandate[field], `${list} sdd_mandate.${field}`).toMatch(/^\*+.{0,2}$/);
    }
  });
});

describe('Checkout: the payment kind and type', () => {
  const session = (type: string[], payment: object) =>
    call('POST', '/checkout', { body: { type, payment, order: { value: 20 }, customer } });

  it('uses only the first element of type: [frequent, single] makes a frequent payment [checkout.type-first-element]', async () => {
    const made = await session(['frequent', 'single'], {
      methods: ['cc'],
      min_value: 1,
      max_value: 50,
      capture: { descriptive: 'x' },
    });
    expect(made.status).toBe(201);
    const paid = await control(`checkouts/${made.body.id}/pay`, { method: 'cc' });
    expect([paid.status, paid.body.kind]).toEqual([200, 'frequent']);
    expect((await call('GET', `/frequent/${paid.body.payment.id}`)).status).toBe(200);
    expect((await call('GET', `/single/${paid.body.payment.id}`)).status).toBe(404);
  });

  it('pays a card checkout without payment.type as a sale, captured in one step [checkout.payment-type-sale-default]', async () => {
    const made = await session(['single'], { methods: ['cc'], capture: { descriptive: 'Order 5' } });
    const paid = await control(`checkouts/${made.body.id}/pay`, { method: 'cc' });
    const detail = await call('GET', `/single/${paid.body.payment.id}`);
    expect([detail.body.type, detail.body.payment_status, detail.body.captures.length]).toEqual(['sale', 'paid', 1]);
    const held = await session(['single'], { methods: ['cc'], type: 'authorisation' });
    const heldPaid = await control(`checkouts/${held.body.id}/pay`, { method: 'cc' });
    expect((await call('GET', `/single/${heldPaid.body.payment.id}`)).body.payment_status).toBe('authorised');
  });

  it('refuses to pay a session with a method it does not offer, or once it expired', async () => {
    const made = await session(['single'], { methods: ['mb'], capture: { descriptive: 'x' } });
    expect((await control(`checkouts/${made.body.id}/pay`, { method: 'cc' })).status).toBe(400);
    await checked.simulator.clock.advance(30 * 60_000);
    expect((await control(`checkouts/${made.body.id}/pay`, { method: 'mb' })).status).toBe(409);
  });
});

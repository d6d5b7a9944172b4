// POST /checkout request forms: what is required (type, payment, order, customer; order value; the customer's name,
// email and phone; payment methods; a sale's capture and its descriptive), the method codes, EUR or BRL, the
// `Y-m-d H:i` expiration, the frequent options and the subscription options.
import { describe, expect, it } from 'vitest';
import { request, verdict } from './verdict.js';

type Body = Record<string, unknown>;
const customer = { name: 'Ana', email: 'ana@example.com', phone: '911234567' };
const checkout = (payment: Body = {}, rest: Body = {}) => ({
  type: ['single'],
  payment: { methods: ['cc'], capture: { descriptive: 'Order 1' }, ...payment },
  order: { value: 10 },
  customer,
  ...rest,
});
const without = (body: Body, field: string) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== field));
const check = (body: unknown, path: string) => verdict(request('POST /checkout', body), path);

describe('what a checkout requires', () => {
  it.each(['type', 'order', 'customer'])(
    'without %s is refused, naming it [checkout.type-required, checkout.order-required, checkout.customer-required]',
    (field) => {
      expect(check(without(checkout(), field), `/${field}`)).toBe('refused');
    },
  );
  it('without payment is refused, naming it [checkout.payment-required]', () => {
    expect(check(without(checkout(), 'payment'), '/payment')).toBe('refused');
  });
  it('without an order value is refused, naming it [checkout.order-value-required]', () => {
    expect(check(checkout({}, { order: { key: 'o-1' } }), '/order/value')).toBe('refused');
    expect(check(checkout({}, { order: { value: 5, items: [{ key: 'i', quantity: 2, value: 2.5 }] } }), '')).toBe(
      'accepted',
    );
  });
  it.each(['name', 'email', 'phone'])(
    'without the customer %s is refused, naming it [checkout.customer-name-email-phone-required]',
    (field) => {
      expect(check(checkout({}, { customer: without(customer, field) }), `/customer/${field}`)).toBe('refused');
    },
  );
  it('without payment methods is refused, naming them [checkout.methods-per-kind]', () => {
    expect(check(checkout({ methods: undefined }), '/payment/methods')).toBe('refused');
  });
});

describe('payment methods', () => {
  it.each([
    ...['cc', 'mbw', 'mb', 'dd', 'vi', 'uf', 'sc'].map((code) => [code, 'accepted'] as const),
    ['ap', 'refused'] as const,
  ])('%s is %s [checkout.methods-per-kind]', (code, want) => {
    expect(check(checkout({ methods: [code] }), '/payment/methods/0')).toBe(want);
  });
});

describe("a sale's capture", () => {
  it.each([
    ['a sale without capture', { type: 'sale', capture: undefined }, '/payment/capture', 'refused'],
    ['no type (a sale by default) without capture', { capture: undefined }, '/payment/capture', 'refused'],
    ['an authorisation without capture', { type: 'authorisation', capture: undefined }, '', 'accepted'],
  ])('%s is %s [checkout.capture-required-for-sale]', (_name, payment, path, want) => {
    expect(check(checkout(payment), path)).toBe(want);
  });
  it('a capture without descriptive is refused, naming it [checkout.capture-descriptive-required]', () => {
    expect(check(checkout({ capture: { transaction_key: 't-1' } }), '/payment/capture/descriptive')).toBe('refused');
  });
});

describe('payment options', () => {
  it.each([
    ['EUR', 'accepted'],
    ['BRL', 'accepted'],
    ['USD', 'refused'],
  ])('currency %s is %s [checkout.currency-eur-brl]', (currency, want) => {
    expect(check(checkout({ currency }), '/payment/currency')).toBe(want);
  });
  it.each([
    ['2026-12-01 10:00', 'accepted'],
    ['2026-12-01T10:00:00Z', 'refused'],
  ])('expiration_time %s is %s [checkout.expiration-time-reference-payments]', (value, want) => {
    expect(check(checkout({ methods: ['mb'], expiration_time: value }), '/payment/expiration_time')).toBe(want);
  });
  it.each([
    ['min, max and unlimited_payments', { min_value: 1, max_value: 50, unlimited_payments: false }, '', 'accepted'],
    ['unlimited_payments as a string', { unlimited_payments: 'yes' }, '/payment/unlimited_payments', 'refused'],
    ['a max_value that is no number', { max_value: '50' }, '/payment/max_value', 'refused'],
  ])('a frequent checkout with %s is %s [checkout.frequent-options]', (_name, options, path, want) => {
    expect(check(checkout({ methods: ['cc'], ...options }, { type: ['frequent'] }), path)).toBe(want);
  });
});

describe('subscription options', () => {
  const subscription = (options: Body) =>
    checkout(
      { frequency: '1M', start_time: '2026-12-01 09:00', max_captures: 12, ...options },
      { type: ['subscription'] },
    );
  it.each([
    ...['1D', '1W', '2W', '1M', '2M', '3M', '4M', '6M', '1Y', '2Y', '3Y'].map((f) => [f, 'accepted'] as const),
    ['5Y', 'refused'] as const,
    ['1d', 'refused'] as const,
  ])('frequency %s is %s [kinds.subscription-frequencies, checkout.subscription-frequency]', (frequency, want) => {
    expect(check(subscription({ frequency }), '/payment/frequency')).toBe(want);
  });
  it.each([
    ['max_captures alone', { expiration_time: undefined }, '', 'accepted'],
    ['expiration_time alone', { max_captures: undefined, expiration_time: '2027-12-01 09:00' }, '', 'accepted'],
    // "Required when no expiration_time is set": with neither, one error at `payment` names both ways to end
    ['neither', { max_captures: undefined }, '/payment', 'refused'],
  ])('an end given by %s is %s [checkout.subscription-max-captures]', (_name, options, path, want) => {
    expect(check(subscription(options), path)).toBe(want);
  });
  it.each([
    ['2026-12-01 09:00', 'accepted'],
    ['2026-12-01', 'refused'],
    [undefined, 'refused'],
  ])('start_time %s is %s [checkout.subscription-start-time]', (start_time, want) => {
    expect(check(subscription({ start_time }), '/payment/start_time')).toBe(want);
  });
});

// The interface's rules stated in prose, as the spec encodes them, checked through the generated validators (the
// ones the simulator and the mock also use): given payloads at each rule's boundary, want each accepted, or refused
// with the field named. A title's [id] is the rule's id in the behaviour-contract catalogue.
import { validateRequest, validateResponse } from '@payments-contract/validators';
import { describe, expect, it } from 'vitest';

/** `accepted`, or the field (a JSON pointer) the refusal must name. */
type Want = 'accepted' | `/${string}`;
type Row = [operation: string, body: Record<string, unknown>, want: Want];

/** What the validators say of a row, in the form of a Want when it is one; otherwise what they said instead. */
function verdict([operation, body]: Row, want: Want) {
  // `undefined` members stand for "left out", as on the wire
  const result = validateRequest(operation as never, JSON.parse(JSON.stringify(body)));
  if (result.ok) return 'accepted';
  const field = want === 'accepted' ? '' : want.slice(1).replace(/\//g, '.');
  const named = result.errors.find((error) => error.path === want && error.message.includes(`'${field}'`));
  return named ? want : result.errors.map((error) => `${error.path}: ${error.message}`);
}
const expectRows = (rows: Row[]) => expect(rows.map((row) => verdict(row, row[2]))).toEqual(rows.map((row) => row[2]));

const customer = { name: 'Ana Silva', email: 'ana@example.com', phone: '911234567' };
const { phone: _, ...withoutPhone } = customer;
const iban = 'PT50000747199140461443823';
const frequent = { customer, min_value: 0.01, max_value: 100 };
const checkout = (type: string[], payment: Record<string, unknown>) => ({
  type,
  payment: { methods: ['cc'], capture: { descriptive: 'Order 42' }, ...payment },
  order: { value: 25.5 },
  customer,
});
const subscription = { methods: ['cc'], frequency: '1M', start_time: '2027-01-01 10:00', max_captures: 12 };

describe('prose rules of the interface, through the generated validators', () => {
  it('POST /single: "a missing value yields an error message naming the field" [single.missing-value-names-field]', () =>
    expectRows([
      ['POST /single', { value: 25.5 }, 'accepted'],
      ['POST /single', { method: 'mb' }, '/value'],
    ]));

  it('mbw "Requires a phone number": the customer\'s phone [methods.mbw-requires-phone]', () =>
    expectRows([
      ['POST /single', { value: 5, method: 'mbw', customer }, 'accepted'],
      ['POST /single', { value: 5, method: 'mbw', customer: withoutPhone }, '/customer/phone'],
      ['POST /single', { value: 5, method: 'mbw' }, '/customer'],
      ['POST /single', { value: 5, method: 'mb', customer: withoutPhone }, 'accepted'],
      ['POST /frequent', { ...frequent, method: 'mbw' }, 'accepted'],
      ['POST /frequent', { ...frequent, method: 'mbw', customer: withoutPhone }, '/customer/phone'],
      ['POST /frequent', { ...frequent, method: 'cc', customer: withoutPhone }, 'accepted'],
    ]));

  it('POST /frequent: sdd_mandate "when method is `dd`" [frequent.create-mandate-for-dd]', () =>
    expectRows([
      ['POST /frequent', { ...frequent, method: 'dd', sdd_mandate: { name: 'Ana Silva', iban } }, 'accepted'],
      ['POST /frequent', { ...frequent, method: 'dd' }, '/sdd_mandate'],
      ['POST /frequent', { ...frequent, method: 'mb' }, 'accepted'],
    ]));

  it('dd "Requires a SEPA mandate (customer name and IBAN)" [methods.dd-requires-mandate]', () =>
    expectRows([
      ['POST /frequent', { ...frequent, method: 'dd', sdd_mandate: { name: 'Ana Silva', iban } }, 'accepted'],
      ['POST /frequent', { ...frequent, method: 'dd', sdd_mandate: { name: 'Ana Silva' } }, '/sdd_mandate/iban'],
      ['POST /frequent', { ...frequent, method: 'dd', sdd_mandate: { iban } }, '/sdd_mandate/name'],
    ]));

  it('uf and sc: "Checkout only, single payments only" [methods.uf-checkout-single-only] [methods.sc-checkout-single-only]', () =>
    expectRows([
      ['POST /single', { value: 5, method: 'cc' }, 'accepted'],
      ['POST /single', { value: 5, method: 'uf' }, '/method'],
      ['POST /single', { value: 5, method: 'sc' }, '/method'],
      ['POST /frequent', { ...frequent, method: 'uf' }, '/method'],
      ['POST /frequent', { ...frequent, method: 'sc' }, '/method'],
      ['POST /checkout', checkout(['single'], { methods: ['uf', 'sc'] }), 'accepted'],
      ['POST /checkout', checkout(['frequent'], { methods: ['cc', 'uf'] }), '/payment/methods/1'],
      ['POST /checkout', checkout(['frequent'], { methods: ['cc', 'sc'] }), '/payment/methods/1'],
      ['POST /checkout', checkout(['subscription'], { ...subscription, methods: ['uf'] }), '/payment/methods/0'],
      ['POST /checkout', checkout(['subscription'], { ...subscription, methods: ['sc'] }), '/payment/methods/0'],
    ]));

  it('checkout methods by kind: frequent cc, mbw, mb, dd, vi; subscription cc, dd [checkout.methods-per-kind] [kinds.frequent-methods] [kinds.subscription-methods]', () =>
    expectRows([
      ['POST /checkout', checkout(['single'], { methods: ['cc', 'mbw', 'mb', 'dd', 'vi', 'uf', 'sc'] }), 'accepted'],
      ['POST /checkout', checkout(['frequent'], { methods: ['cc', 'mbw', 'mb', 'dd', 'vi'] }), 'accepted'],
      ['POST /checkout', checkout(['frequent'], { methods: ['sc'] }), '/payment/methods/0'],
      ['POST /checkout', checkout(['subscription'], { ...subscription, methods: ['cc', 'dd'] }), 'accepted'],
      ['POST /checkout', checkout(['subscription'], { ...subscription, methods: ['cc', 'mbw'] }), '/payment/methods/1'],
    ]));

  it('checkout type: "Only the first element is used" [checkout.type-first-element]', () =>
    expectRows([
      ['POST /checkout', checkout(['single', 'subscription'], { methods: ['uf'] }), 'accepted'],
      ['POST /checkout', checkout(['single', 'frequent'], { methods: ['sc'] }), 'accepted'],
      ['POST /checkout', checkout(['subscription', 'single'], { methods: ['cc'] }), '/payment/frequency'],
      ['POST /checkout', checkout(['frequent', 'single'], { methods: ['uf'] }), '/payment/methods/0'],
    ]));

  it('checkout capture: "Required when payment type is `sale`", the default [checkout.capture-required-for-sale]', () =>
    expectRows([
      ['POST /checkout', checkout(['single'], { type: 'sale', capture: undefined }), '/payment/capture'],
      ['POST /checkout', checkout(['single'], { capture: undefined }), '/payment/capture'],
      ['POST /checkout', checkout(['single'], { type: 'authorisation', capture: undefined }), 'accepted'],
    ]));

  it('subscription checkout: frequency and start_time "Required" [checkout.subscription-frequency] [checkout.subscription-start-time]', () =>
    expectRows([
      ['POST /checkout', checkout(['subscription'], subscription), 'accepted'],
      ['POST /checkout', checkout(['subscription'], { ...subscription, frequency: undefined }), '/payment/frequency'],
      ['POST /checkout', checkout(['subscription'], { ...subscription, start_time: undefined }), '/payment/start_time'],
    ]));

  it('subscription checkout: max_captures "Required when no expiration_time is set" [checkout.subscription-max-captures]', () =>
    expectRows([
      [
        'POST /checkout',
        checkout(['subscription'], { ...subscription, max_captures: undefined }),
        // one of two ways to end the cycles: the error names both at `payment`
        '/payment',
      ],
      [
        'POST /checkout',
        checkout(['subscription'], { ...subscription, max_captures: undefined, expiration_time: '2028-01-01 10:00' }),
        'accepted',
      ],
    ]));

  it('a POST /single customer\'s fiscal_number: "At most 20 characters" [limits.customer-fiscal-number-max-20]', () =>
    expectRows([
      ['POST /single', { value: 5, customer: { fiscal_number: `PT${'1'.repeat(18)}` } }, 'accepted'],
      ['POST /single', { value: 5, customer: { fiscal_number: `PT${'1'.repeat(19)}` } }, '/customer/fiscal_number'],
    ]));
});

describe('GET /chargeback: "List chargebacks (reason, amount, status)"', () => {
  const page = (status: unknown) => ({ data: [{ id: 'cb-1', message: 'MD06', amount: 15.32, status }] });

  it('declares a chargeback status, any string, and refuses one that is no string [operations.chargeback-list]', () => {
    const declared = validateResponse('GET /chargeback', 200, page('won'));
    expect(declared.ok && declared.warnings).toEqual([]);
    const wrong = validateResponse('GET /chargeback', 200, page(5));
    expect(wrong.ok ? [] : wrong.errors.map((error) => error.path)).toContain('/data/0/status');
  });
});

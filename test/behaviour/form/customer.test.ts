// The customer's field limits (Limits: "Customer name / email / phone / phone_indicative / fiscal_number | 255 / 70 /
// 15 / 5 / 20 characters"; Customer: key at most 255), wherever a request carries a customer, at the limit and one
// past it, against the generated validators.
import { describe, expect, it } from 'vitest';
import { atAndPast, type Context, request, text, verdict } from './verdict.js';

const contact = { name: 'Ana Silva', email: 'ana@example.com', phone: '911234567' };
const contexts: Record<string, Context> = {
  'POST /frequent': {
    operation: 'POST /frequent',
    place: (customer) => ({ method: 'cc', customer, min_value: 1, max_value: 10 }),
  },
  'POST /checkout': {
    operation: 'POST /checkout',
    place: (customer) => ({
      type: ['single'],
      payment: { methods: ['cc'], capture: { descriptive: 'Order 1' } },
      order: { value: 10 },
      customer: { ...contact, ...(customer as object) },
    }),
  },
  'POST /single': { operation: 'POST /single', place: (customer) => ({ value: 10, customer }) },
  'PATCH /single/{id}': { operation: 'PATCH /single/{id}', place: (customer) => ({ customer }) },
};

/** Rows [operation, length, verdict] for a field in the contexts that carry it. */
const rows = (max: number, where = Object.keys(contexts)) =>
  where.flatMap((operation) => atAndPast(max).map(([length, want]) => [operation, length, want] as const));

const check = (field: string) => (operation: string, length: number, want: string) => {
  const context = contexts[operation] as Context;
  const body = context.place({ [field]: text(length) });
  expect(verdict(request(context.operation, body), `/customer/${field}`)).toBe(want);
};

describe('customer fields at their limit and one past it', () => {
  it.each(rows(255))('%s: a name of %i characters is %s [limits.customer-name-max-255]', check('name'));
  it.each(rows(70))('%s: an email of %i characters is %s [limits.customer-email-max-70]', check('email'));
  it.each(rows(15))('%s: a phone of %i characters is %s [limits.customer-phone-max-15]', check('phone'));
  it.each(rows(5))(
    '%s: a phone_indicative of %i characters is %s [limits.customer-phone-indicative-max-5]',
    check('phone_indicative'),
  );
  // POST /single shows no fiscal_number among its customer fields.
  it.each(rows(20, ['POST /frequent', 'POST /checkout', 'PATCH /single/{id}']))(
    '%s: a fiscal_number of %i characters is %s [limits.customer-fiscal-number-max-20]',
    check('fiscal_number'),
  );
  it.each(rows(255))(
    '%s: a customer key of %i characters is %s [limits.key-max-255-single-update-customer]',
    check('key'),
  );
});

describe('phone_indicative is a country code with or without a leading plus sign', () => {
  it.each(['+351', '351', '+1', '1'])('accepts %s [resources.customer-phone-indicative-plus]', (indicative) => {
    for (const context of Object.values(contexts))
      expect(verdict(request(context.operation, context.place({ phone_indicative: indicative })), '')).toBe('accepted');
  });
});

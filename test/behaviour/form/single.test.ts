// POST /single, PATCH /single/{id} and POST /capture/{id} request forms: the fields the interface shows are typed as it
// says, every update field is optional, a currency is an ISO 4217 code, each split needs a value, an account a uuid.
import { describe, expect, it } from 'vitest';
import { request, verdict } from './verdict.js';

const create = (body: unknown, path: string) => verdict(request('POST /single', body as never), path);
const update = (body: unknown, path: string) => verdict(request('PATCH /single/{id}', body as never), path);
const capture = (body: unknown, path: string) => verdict(request('POST /capture/{id}', body as never), path);

describe('POST /single', () => {
  const shown = {
    customer: { name: 'Ana', email: 'ana@example.com', phone: '911234567', phone_indicative: '+351', key: 'c-1' },
    key: 'order-1',
    value: 10.5,
    method: 'mb',
    capture: { descriptive: 'Order 1', transaction_key: 't-1' },
    notification: { customer_method_instructions_email: true },
  };
  it.each([
    ['every field shown', shown, '', 'accepted'],
    ['a customer that is no object', { ...shown, customer: 'Ana' }, '/customer', 'refused'],
    ['a key that is no string', { ...shown, key: 7 }, '/key', 'refused'],
    ['a value that is no number', { ...shown, value: 'ten' }, '/value', 'refused'],
    ['a method that is no string', { ...shown, method: 3 }, '/method', 'refused'],
    [
      'a capture descriptive that is no string',
      { ...shown, capture: { descriptive: 1 } },
      '/capture/descriptive',
      'refused',
    ],
    [
      'a transaction_key that is no string',
      { ...shown, capture: { transaction_key: 1 } },
      '/capture/transaction_key',
      'refused',
    ],
  ])('%s is %s [single.create-request-fields]', (_name, body, path, want) => {
    expect(create(body, path)).toBe(want);
  });
  it.each([
    [true, 'accepted'],
    [false, 'accepted'],
    ['yes', 'refused'],
  ])(
    'notification.customer_method_instructions_email %j is %s [resources.single-notification-email-flag]',
    (flag, want) => {
      const body = { value: 10, notification: { customer_method_instructions_email: flag } };
      expect(create(body, '/notification/customer_method_instructions_email')).toBe(want);
    },
  );
});

describe('PATCH /single/{id}: every field optional', () => {
  it.each([
    ['no field at all', {}, '', 'accepted'],
    ['expiration_time alone', { expiration_time: '2026-12-01 10:00' }, '', 'accepted'],
    ['currency USD alone', { currency: 'USD' }, '', 'accepted'],
    ['customer with one field', { customer: { email: 'ana@example.com' } }, '', 'accepted'],
    ['a mandate with one field', { sdd_mandate: { iban: 'PT50002700000001234567833' } }, '', 'accepted'],
    ['currency euro (not ISO 4217)', { currency: 'euro' }, '/currency', 'refused'],
    ['currency eur (not ISO 4217)', { currency: 'eur' }, '/currency', 'refused'],
  ])('%s is %s [single.update-all-optional]', (_name, body, path, want) => {
    expect(update(body, path)).toBe(want);
  });
});

describe('POST /capture/{id}', () => {
  it.each([
    ['a split with a value', { splits: [{ value: 2, split_key: 's-1' }] }, '', 'accepted'],
    ['a split without one', { splits: [{ split_key: 's-1' }] }, '/splits/0/value', 'refused'],
  ])('%s is %s [capture.create-split-value-required, resources.split-value-required]', (_name, fields, path, want) => {
    expect(capture({ descriptive: 'Order 1', ...fields }, path)).toBe(want);
  });
  it.each([
    ['4c67e74b-a256-4e0a-965d-97bf5d01bd50', 'accepted'],
    ['account-1', 'refused'],
  ])('an account id %s is %s [capture.create-account-uuid, resources.uuid-format]', (id, want) => {
    expect(capture({ descriptive: 'Order 1', account: { id } }, '/account/id')).toBe(want);
  });
});

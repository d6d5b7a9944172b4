// POST /frequent, PATCH /frequent/{id} and POST /subscription request forms: the method codes, the fields required,
// min_value and max_value at least 0.01, the `Y-m-d H:i` expiration, EUR or BRL, the mandate a dd payment needs.
import { describe, expect, it } from 'vitest';
import { request, verdict } from './verdict.js';

type Body = Record<string, unknown>;
const mandate = { name: 'Ana', email: 'a@example.com', phone: '911234567', account_holder: 'Ana', iban: 'PT50' };
// the phone, which an mbw payment needs ("Requires a phone number")
const frequent = (fields: Body = {}) => ({
  method: 'cc',
  customer: { phone: '911234567' },
  min_value: 1,
  max_value: 10,
  ...fields,
});
const create = (body: Body, path: string) => verdict(request('POST /frequent', body), path);
const update = (body: Body, path: string) => verdict(request('PATCH /frequent/{id}', body), path);

describe('POST /frequent', () => {
  it.each([
    ['mb', 'accepted'],
    ['cc', 'accepted'],
    ['dd', 'accepted'],
    ['mbw', 'accepted'],
    ['vi', 'accepted'],
    ['uf', 'refused'],
    ['CC', 'refused'],
  ])(
    'method %s is %s [kinds.frequent-methods, frequent.create-method-codes, methods.codes-in-requests]',
    (method, want) => {
      expect(create(frequent({ method, sdd_mandate: mandate }), '/method')).toBe(want);
    },
  );
  it.each(['customer', 'min_value', 'max_value'])(
    'without %s is refused, naming it [frequent.create-customer-required, frequent.create-min-max-required]',
    (field) => {
      const body = Object.fromEntries(Object.entries(frequent()).filter(([name]) => name !== field));
      expect(create(body, `/${field}`)).toBe('refused');
    },
  );
  it.each([
    ['with a mandate', { sdd_mandate: mandate }, 'accepted'],
    ['without one', {}, 'refused'],
  ])('a dd payment %s is %s [methods.dd-requires-mandate, frequent.create-mandate-for-dd]', (_name, fields, want) => {
    expect(create(frequent({ method: 'dd', ...fields }), '/sdd_mandate')).toBe(want);
  });
  it.each([
    ['2026-12-01 10:00', 'accepted'],
    ['2026-12-01T10:00:00Z', 'refused'],
    ['01/12/2026 10:00', 'refused'],
  ])(
    'expiration_time %s is %s [frequent.create-expiration-ymd-hi, resources.frequent-expiration-forms]',
    (value, want) => {
      expect(create(frequent({ expiration_time: value }), '/expiration_time')).toBe(want);
    },
  );
  it.each([
    ['EUR', 'accepted'],
    ['BRL', 'accepted'],
    ['USD', 'refused'],
  ])('currency %s is %s [resources.frequent-currency-eur-brl]', (currency, want) => {
    expect(create(frequent({ currency }), '/currency')).toBe(want);
  });
  it.each([
    ['12', 'accepted'],
    [12, 'refused'],
  ])('a mandate max_num_debits of %j is %s [resources.sdd-mandate-string-fields]', (value, want) => {
    const body = frequent({ method: 'dd', sdd_mandate: { ...mandate, max_num_debits: value } });
    expect(create(body, '/sdd_mandate/max_num_debits')).toBe(want);
  });
});

describe('min_value and max_value are at least 0.01', () => {
  const rows = ['min_value', 'max_value'].flatMap((field) => [
    [field, 0.01, 'accepted'] as const,
    [field, 0, 'refused'] as const,
  ]);
  it.each(rows)('POST /frequent: %s %d is %s [limits.min-max-value-at-least-0-01]', (field, value, want) => {
    expect(create(frequent({ [field]: value }), `/${field}`)).toBe(want);
  });
  it.each(rows)('PATCH /frequent/{id}: %s %d is %s [limits.min-max-value-at-least-0-01]', (field, value, want) => {
    expect(update({ [field]: value }, `/${field}`)).toBe(want);
  });
});

describe('PATCH /frequent/{id}', () => {
  it.each([
    ['status active', { status: 'active' }, '/status', 'accepted'],
    ['status deleted', { status: 'deleted' }, '/status', 'accepted'],
    ['status paused', { status: 'paused' }, '/status', 'refused'],
    ['no field at all', {}, '', 'accepted'],
    ['expiration_time in ISO 8601', { expiration_time: '2026-12-01T10:00:00Z' }, '/expiration_time', 'refused'],
    ['unlimited_payments false', { unlimited_payments: false }, '/unlimited_payments', 'accepted'],
  ])('%s is %s [frequent.update-fields, states.frequent-settable]', (_name, body, path, want) => {
    expect(update(body, path)).toBe(want);
  });
});

describe('POST /subscription', () => {
  const subscription = (method: string) => ({ method, frequency: '1M', value: 10, start_time: '2026-12-01 09:00' });
  it.each([
    ['cc', 'accepted'],
    ['dd', 'accepted'],
    ['mb', 'refused'],
    ['mbw', 'refused'],
  ])('method %s is %s [kinds.subscription-methods]', (method, want) => {
    expect(verdict(request('POST /subscription', subscription(method)), '/method')).toBe(want);
  });
});

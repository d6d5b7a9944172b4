// Answer forms, through the tolerant answer check users run: dates as `Y-m-d`, splits' reverts as an array or one
// object, the closed value sets of a capture, transaction values as numbers, the frequent list's ISO 8601 UTC
// expiration, the checkout manifest's session, and the fields the update answers show.
import { describe, expect, it } from 'vitest';
import { answer, verdict } from './verdict.js';

// Every answer carries the fields the sources show on every answer (an id, a capture's status); the rows add theirs.
const ID = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
const capture = (fields: object, path: string) =>
  verdict(answer('GET /capture/{id}', 200, { id: ID, status: 'success', ...fields }), path);
const item = (fields: object) => ({ id: ID, ...fields });

describe('GET /capture/{id}', () => {
  it.each([
    ['2026-11-20', 'accepted'],
    ['20-11-2026', 'refused'],
    ['2026-11-20 10:00', 'refused'],
  ])('capture_date %s is %s [resources.capture-detail-date-ymd]', (date, want) => {
    expect(capture({ capture_date: date }, '/capture_date')).toBe(want);
  });
  it.each([
    ['2026-12-01', 'accepted'],
    ['01/12/2026', 'refused'],
  ])('a split clearing_date %s is %s [resources.split-clearing-date-ymd]', (date, want) => {
    expect(capture({ splits: [{ clearing_date: date }] }, '/splits/0/clearing_date')).toBe(want);
  });
  it.each([
    ['an array', [{ id: 'r-1', value: 1, margin_value: 0 }], 'accepted'],
    ['a single object', { id: 'r-1', value: 1, margin_value: 0 }, 'accepted'],
    ['a string', 'r-1', 'refused'],
  ])('reverts as %s is %s [resources.split-reverts-array-or-object]', (_name, reverts, want) => {
    expect(capture({ splits: [{ reverts }] }, '/splits/0/reverts')).toBe(want);
  });
  it.each([
    ...['delayed', 'waiting', 'pending', 'success', 'failed', 'refunded'].map((s) => [s, 'accepted'] as const),
    ['paid', 'warned'] as const,
  ])('status %s is %s [resources.capture-status-values, states.capture]', (status, want) => {
    expect(capture({ status }, '/status')).toBe(want);
  });
  it.each([
    ['single', 'accepted'],
    ['frequent', 'accepted'],
    ['subscription', 'warned'],
  ])('payment_type %s is %s [resources.capture-payment-type]', (type, want) => {
    expect(capture({ payment_type: type }, '/payment_type')).toBe(want);
  });
});

describe('GET /single/{id}', () => {
  const detail = (fields: object, path: string) => verdict(answer('GET /single/{id}', 200, item(fields)), path);
  it.each([
    ['2026-11-20', 'accepted'],
    ['2026-11-20T10:00:00Z', 'refused'],
  ])('an embedded capture_date %s is %s [resources.embedded-capture-date-ymd]', (date, want) => {
    expect(detail({ captures: [{ capture_date: date }] }, '/captures/0/capture_date')).toBe(want);
  });
  it.each(
    ['requested', 'paid', 'fixed_fee', 'variable_fee', 'tax', 'transfer'].flatMap((name) => [
      [name, 10.5, 'accepted'] as const,
      [name, '10.50', 'refused'] as const,
    ]),
  )('transaction values.%s %j is %s [resources.transaction-values-numbers]', (name, value, want) => {
    expect(detail({ transactions: [{ values: { [name]: value } }] }, `/transactions/0/values/${name}`)).toBe(want);
  });
});

describe('detail only', () => {
  it.each([['paid_at', '2026-11-20 10:00:00']])(
    'GET /single lists no %s; GET /single/{id} shows it [resources.single-detail-only-fields]',
    (field, value) => {
      expect(verdict(answer('GET /single', 200, { data: [item({ [field]: value })] }), `/data/0/${field}`)).toBe(
        'warned',
      );
      expect(verdict(answer('GET /single/{id}', 200, item({ [field]: value })), '')).toBe('accepted');
    },
  );
  it.each([
    ['captures', [{ capture_date: '2026-11-20' }]],
    ['transactions', [{ values: { paid: 10 } }]],
  ])(
    'GET /single lists no %s; GET /single/{id} shows them [resources.single-detail-captures-transactions]',
    (field, value) => {
      expect(verdict(answer('GET /single', 200, { data: [item({ [field]: value })] }), `/data/0/${field}`)).toBe(
        'warned',
      );
      expect(verdict(answer('GET /single/{id}', 200, item({ [field]: value })), '')).toBe('accepted');
    },
  );
});

describe('methods', () => {
  it.each(['CC', 'cc', 'dd', 'DD'])(
    'a method type %s is read without drift [resources.method-type-either-case]',
    (type) => {
      expect(verdict(answer('GET /single/{id}', 200, item({ method: { type } })), '')).toBe('accepted');
    },
  );
  it('a card frequent payment shows type, status, last_four, card_type and expiration_date [resources.frequent-card-method-fields]', () => {
    const method = { type: 'cc', status: 'active', last_four: '4242', card_type: 'VISA', expiration_date: '12/29' };
    expect(verdict(answer('GET /frequent/{id}', 200, item({ method })), '')).toBe('accepted');
    expect(
      verdict(answer('GET /frequent/{id}', 200, item({ method: { ...method, last_four: 4242 } })), '/method/last_four'),
    ).toBe('refused');
  });
});

describe('other answers', () => {
  it.each([
    [12.5, 'accepted'],
    ['12.50', 'refused'],
  ])('GET /frequent lists a value %j: %s [resources.frequent-list-item-value]', (value, want) => {
    expect(verdict(answer('GET /frequent', 200, { data: [item({ value })] }), '/data/0/value')).toBe(want);
  });
  it.each([
    ['2026-12-01T10:00:00Z', 'accepted'],
    ['2026-12-01 10:00', 'refused'],
  ])('GET /frequent lists expiration_time %s: %s [resources.frequent-expiration-forms]', (time, want) => {
    const body = { data: [item({ expiration_time: time })] };
    expect(verdict(answer('GET /frequent', 200, body), '/data/0/expiration_time')).toBe(want);
  });
  it.each([
    ['an id and a session', { id: 'chk-1', session: 's-1' }, 'accepted'],
    ['an undeclared field', { id: 'chk-1', session: 's-1', token: 't' }, 'warned'],
  ])(
    'POST /checkout answers a manifest with %s: %s [resources.checkout-manifest-session, checkout.create-manifest]',
    (_n, body, want) => {
      expect(verdict(answer('POST /checkout', 201, body), '/token')).toBe(want);
    },
  );
  it('PATCH /single/{id} answers status, message, id, method and customer [single.update-response-fields]', () => {
    const body = {
      status: 'ok',
      message: ['Updated'],
      id: '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21',
      method: { type: 'mb', status: 'pending' },
      customer: { id: '4c67e74b-a256-4e0a-965d-97bf5d01bd50' },
    };
    expect(verdict(answer('PATCH /single/{id}', 200, body), '')).toBe('accepted');
  });
  it('PATCH /frequent/{id} answers status, message and method with its mandate [frequent.update-response-fields]', () => {
    const body = {
      status: 'ok',
      message: ['Updated'],
      method: { type: 'dd', sdd_mandate: { iban: 'PT50', name: 'Ana' } },
    };
    expect(verdict(answer('PATCH /frequent/{id}', 200, body), '')).toBe('accepted');
  });
  it('an error may carry code and doc_url [errors.code-and-doc-url]', () => {
    const body = {
      status: 'error',
      message: ['field value is required'],
      code: 'E_FIELD',
      doc_url: 'https://docs.example/E_FIELD',
    };
    expect(verdict(answer('POST /single', 400, body), '')).toBe('accepted');
    expect(verdict(answer('POST /single', 400, { ...body, doc_url: 7 }), '/doc_url')).toBe('refused');
  });
});

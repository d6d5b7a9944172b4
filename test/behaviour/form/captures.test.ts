// Key and text limits of payments and captures (Limits: "key (frequent, checkout payment) | at most 50 characters",
// "key (single update, customer) | at most 255 characters", "transaction_key, split_key | at most 50 characters",
// "descriptive, split_descriptive | at most 255 characters"), at the limit and one past it.
import { describe, expect, it } from 'vitest';
import { atAndPast, request, text, verdict } from './verdict.js';

type Body = Record<string, unknown>;
const checkout = (payment: Body) => ({
  type: ['single'],
  payment: { methods: ['cc'], capture: { descriptive: 'Order 1' }, ...payment },
  order: { value: 10 },
  customer: { name: 'Ana', email: 'ana@example.com', phone: '911234567' },
});
const capture = (fields: Body) => ({ descriptive: 'Order 1', ...fields });
const split = (fields: Body) => ({ splits: [{ value: 2, ...fields }] });

/** [where, build the body from a value, the path the refusal names] per place a field is limited. */
type Place = readonly [string, (value: string) => Body, string];
const places = {
  frequentKey: [
    ['POST /frequent', (key) => ({ method: 'cc', customer: {}, min_value: 1, max_value: 10, key }), '/key'],
    ['PATCH /frequent/{id}', (key) => ({ key }), '/key'],
    ['POST /checkout', (key) => checkout({ key }), '/payment/key'],
  ],
  singleKey: [['PATCH /single/{id}', (key) => ({ key }), '/key']],
  transactionKey: [
    ['POST /capture/{id}', (k) => capture({ transaction_key: k }), '/transaction_key'],
    [
      'POST /checkout',
      (k) => checkout({ capture: capture({ transaction_key: k }) }),
      '/payment/capture/transaction_key',
    ],
  ],
  splitKey: [
    ['POST /capture/{id}', (k) => capture(split({ split_key: k })), '/splits/0/split_key'],
    [
      'POST /checkout',
      (k) => checkout({ capture: capture(split({ split_key: k })) }),
      '/payment/capture/splits/0/split_key',
    ],
  ],
  descriptive: [
    ['POST /capture/{id}', (d) => capture({ descriptive: d }), '/descriptive'],
    ['POST /checkout', (d) => checkout({ capture: capture({ descriptive: d }) }), '/payment/capture/descriptive'],
  ],
  splitDescriptive: [
    ['POST /capture/{id}', (d) => capture(split({ split_descriptive: d })), '/splits/0/split_descriptive'],
    [
      'POST /checkout',
      (d) => checkout({ capture: capture(split({ split_descriptive: d })) }),
      '/payment/capture/splits/0/split_descriptive',
    ],
  ],
} satisfies Record<string, Place[]>;

const rows = (list: Place[], max: number) =>
  list.flatMap(([where, build, path]) =>
    atAndPast(max).map(([length, want]) => [where, length, want, build, path] as const),
  );
const check = (where: string, length: number, want: string, build: (v: string) => Body, path: string) => {
  expect(verdict(request(where as never, build(text(length))), path)).toBe(want);
};

describe('keys', () => {
  it.each(rows(places.frequentKey, 50))(
    '%s: a key of %i characters is %s [limits.key-max-50-frequent-checkout]',
    check,
  );
  it.each(rows(places.singleKey, 255))(
    '%s: a key of %i characters is %s [limits.key-max-255-single-update-customer]',
    check,
  );
});

describe('captures', () => {
  it.each(rows(places.transactionKey, 50))(
    '%s: a transaction_key of %i characters is %s [limits.transaction-key-split-key-max-50]',
    check,
  );
  it.each(rows(places.splitKey, 50))(
    '%s: a split_key of %i characters is %s [limits.transaction-key-split-key-max-50]',
    check,
  );
  it.each(rows(places.descriptive, 255))(
    '%s: a descriptive of %i characters is %s [limits.descriptive-max-255]',
    check,
  );
  it.each(rows(places.splitDescriptive, 255))(
    '%s: a split_descriptive of %i characters is %s [limits.descriptive-max-255]',
    check,
  );
});

// "In list results, customer name, email, phone, fiscal number and the mandate fields are masked with asterisks."
// (Resources, SddMandate) over its whole statement: every list operation of the spec, every item, the four customer
// fields the sentence names and every field of the SddMandate table, each compared with the record's own detail
// (where it is shown whole).
import { describe, expect, it } from 'vitest';
import { customer, harness, mandate } from '../harness.js';
import { fieldsOf, operations } from './spec.js';

const CUSTOMER_FIELDS = ['name', 'email', 'phone', 'fiscal_number'];
const MANDATE_FIELDS = fieldsOf('SddMandate');
// A mandate with every field of the table a request may set, so that each can be seen masked.
const fullMandate = {
  ...mandate(),
  key: 'mandate-key-1',
  country_code: 'PRT', // three letters: the simulator shows a two-letter value whole (see the ranges list)
  max_num_debits: '120',
  billing_entity: 'Merchant Lda',
};
const person = { ...customer, fiscal_number: 'PT123456789', key: 'customer-1' };

// biome-ignore lint/suspicious/noExplicitAny: list items are JSON
type Item = any;

describe('list results mask the customer and the mandate, in every list', () => {
  it('masks with asterisks each named customer field and every mandate field, in every item of every list [resources.list-masks-customer-and-mandate]', async () => {
    const h = await harness();
    const made = (answer: { status: number; body: unknown }) =>
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    made(
      await h.call('POST', '/single', {
        body: { method: 'dd', value: 10, customer: person, sdd_mandate: fullMandate },
      }),
    );
    made(await h.call('POST', '/single', { body: { method: 'mb', value: 11, customer: person } }));
    made(
      await h.call('POST', '/frequent', {
        body: { method: 'dd', customer: person, min_value: 1, max_value: 50, sdd_mandate: fullMandate },
      }),
    );
    made(await h.call('POST', '/frequent', { body: { method: 'cc', customer: person, min_value: 1, max_value: 50 } }));
    made(
      await h.call('POST', '/subscription', {
        body: {
          method: 'dd',
          frequency: '1M',
          value: 9.99,
          start_time: '2030-02-01 10:00',
          max_captures: 3,
          customer: person,
          sdd_mandate: fullMandate,
        },
      }),
    );
    const lists = operations.filter(({ method, path }) => method === 'GET' && !path.includes('{'));
    const detailOf = (path: string) => operations.find((o) => o.method === 'GET' && o.path === `${path}/{id}`);
    const unmasked: string[] = [];
    const seen = new Set<string>();
    for (const list of lists) {
      const answer = await h.call('GET', list.path);
      const items: Item[] = Array.isArray(answer.body?.data) ? answer.body.data : [];
      const detail = detailOf(list.path);
      for (const item of items) {
        if (!detail) continue;
        const whole = (await h.call('GET', `${list.path}/${item.id}`)).body;
        const pairs: [string, unknown, unknown][] = [
          ...CUSTOMER_FIELDS.map((f): [string, unknown, unknown] => [
            `customer.${f}`,
            item.customer?.[f],
            whole.customer?.[f],
          ]),
          ...MANDATE_FIELDS.map((f): [string, unknown, unknown] => [
            `sdd_mandate.${f}`,
            item.method?.sdd_mandate?.[f] ?? item.sdd_mandate?.[f],
            whole.method?.sdd_mandate?.[f] ?? whole.sdd_mandate?.[f],
          ]),
        ];
        for (const [field, listed, shown] of pairs) {
          if (typeof shown !== 'string' || shown.length < 3) continue;
          seen.add(`${list.path} ${field}`);
          if (listed === shown || typeof listed !== 'string' || !listed.includes('*'))
            unmasked.push(`${list.path} ${field}: ${JSON.stringify(listed)}`);
        }
      }
    }
    expect(unmasked).toEqual([]);
    // Not vacuous: each list of customers shows each field in its detail, and each was compared.
    for (const path of ['/single', '/frequent', '/subscription'])
      for (const field of [
        ...CUSTOMER_FIELDS.map((f) => `customer.${f}`),
        ...['id', ...Object.keys(fullMandate)].map((f) => `sdd_mandate.${f}`),
      ])
        expect(seen, `${path} ${field}`).toContain(`${path} ${field}`);
  });
});

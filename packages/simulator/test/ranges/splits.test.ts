// A capture's splits over every way a capture is made with them: a sale's `capture` in POST /checkout ("Fields:
// `transaction_key` …, `capture_date` …, `account` (`id`), `splits` (array; `split_key` …, `split_descriptive` …,
// `value` required, `account.id`) … `descriptive`"), a sale made with POST /single, and POST /capture/{id} on an
// authorisation ("splits | array | no | Split items as in Split") — for each sale method ("For card and mbw") — and
// GET /capture/{id}: "splits | array | As given at creation." Every field of the spec's SplitInput is given and must
// come back as given, in the capture's detail and in the single's.
import { describe, expect, it } from 'vitest';
import { customer, harness } from '../harness.js';
import { spec } from './spec.js';

const SPLIT_FIELDS = Object.keys(spec.components.schemas.SplitInput.properties);
const TWO_PHASE = ['cc', 'mbw'];
const ACCOUNT_A = '0c4b8a3e-8c1f-4a57-9d8e-2f6a1b3c4d5e';
const ACCOUNT_B = '7d2e9f10-3b4c-4d5e-8f6a-1b2c3d4e5f60';
const splits = [
  {
    split_key: 'split-1',
    split_descriptive: 'Seller one',
    value: 6,
    account: { id: ACCOUNT_A },
    margin_value: 0.5,
    margin_account: { id: ACCOUNT_B },
  },
  { split_key: 'split-2', split_descriptive: 'Seller two', value: 4, account: { id: ACCOUNT_B } },
];
const capture = {
  descriptive: 'Order 42',
  transaction_key: 'tx-42',
  capture_date: '2030-01-07',
  account: { id: ACCOUNT_A },
  splits,
};

describe('a capture keeps its splits as given, however the capture was made', () => {
  it('shows each split field given, in GET /capture/{id} and in the single, for checkout sales, single sales and captures of an authorisation [resources.capture-splits-as-given] [authcapture.capture-splits-with-margin]', async () => {
    expect(Object.keys(splits[0] ?? {}).sort()).toEqual([...SPLIT_FIELDS].sort()); // every field the spec takes
    const h = await harness();
    const made: { how: string; single: string }[] = [];
    for (const method of TWO_PHASE) {
      const session = await h.call('POST', '/checkout', {
        body: { type: ['single'], payment: { methods: [method], capture }, order: { value: 20 }, customer },
      });
      expect(session.status, JSON.stringify(session.body)).toBe(201);
      const paid = await h.control(`checkouts/${session.body.id}/pay`, { method });
      made.push({ how: `checkout ${method} sale`, single: paid.body.payment.id });
      const sale = await h.call('POST', '/single', { body: { method, type: 'sale', value: 20, customer, capture } });
      expect(sale.status, JSON.stringify(sale.body)).toBe(201);
      made.push({ how: `POST /single ${method} sale`, single: sale.body.id });
      const held = (await h.call('POST', '/single', { body: { method, type: 'authorisation', value: 20, customer } }))
        .body.id;
      const taken = await h.call('POST', `/capture/${held}`, { body: { ...capture, value: 20 } });
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
      made.push({ how: `POST /capture/{id} on a ${method} authorisation`, single: held });
    }
    const wrong: string[] = [];
    for (const { how, single } of made) {
      const detail = (await h.call('GET', `/single/${single}`)).body;
      const embedded = detail.captures?.[0];
      if (!embedded) {
        wrong.push(`${how}: no capture in the single`);
        continue;
      }
      const shown = (await h.call('GET', `/capture/${embedded.id}`)).body;
      for (const [where, got] of [
        ['GET /capture/{id}', shown],
        ['the single', embedded],
      ] as const) {
        for (const field of ['descriptive', 'transaction_key', 'capture_date'] as const)
          if (got[field] !== capture[field]) wrong.push(`${how}, ${where}: ${field} ${JSON.stringify(got[field])}`);
        if (got.account?.id !== capture.account.id)
          wrong.push(`${how}, ${where}: account ${JSON.stringify(got.account)}`);
        if (got.splits?.length !== splits.length) {
          wrong.push(`${how}, ${where}: ${JSON.stringify(got.splits)} splits`);
          continue;
        }
        splits.forEach((given, i) => {
          for (const [field, value] of Object.entries(given))
            if (JSON.stringify(got.splits[i][field]) !== JSON.stringify(value))
              wrong.push(`${how}, ${where}: split ${i} ${field} ${JSON.stringify(got.splits[i][field])}`);
        });
      }
    }
    expect(wrong).toEqual([]);
    expect(h.checked.drift).toEqual([]);
  });
});

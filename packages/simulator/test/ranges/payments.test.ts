// Sentences about payments ranged over every method and every way a payment is taken:
// - Single payment table: "paid_at | string | Detail only.", "captures | array of Capture | Detail only.",
//   "transactions | array of Transaction | Detail only." — for a paid single of each method the spec's POST /single
//   takes, and of each checkout-only method, paid each way the interface names (sale, authorisation then capture,
//   the customer paying a reference or a transfer, a direct debit confirmed).
// - POST /capture/{id}: "Response: `status` (`ok` or `error`), `message` (array of strings), `id` (the new capture)"
//   — for every payment a capture is made on ("a single authorisation, a frequent payment or a frequent
//   authorisation"), of every method, the capture taken and the capture refused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customer, DAY, harness, MONDAY_10_LISBON, mandate } from '../harness.js';
import { spec } from './spec.js';

afterEach(() => {
  vi.useRealTimers();
});

const schemaOf = (path: string) => {
  const s = spec.paths[path].post.requestBody.content['application/json'].schema;
  return s.$ref ? spec.components.schemas[s.$ref.split('/').at(-1)] : s;
};
// MethodCode's closed part: the interface's methods and the wallets the spec names; uf and sc go through checkout
const SINGLE_METHODS: string[] = spec.components.schemas.MethodCode.anyOf[0].enum.filter(
  (m: string) => !['uf', 'sc'].includes(m),
);
const FREQUENT_METHODS: string[] = schemaOf('/frequent').properties.method.enum;
const DETAIL_ONLY = ['paid_at', 'captures', 'transactions'];
// "Card and mbw payments have two phases": these take type `authorisation`
const TWO_PHASE = ['cc', 'mbw'];

describe('a paid single shows paid_at, captures and transactions in its detail only, however it was paid', () => {
  it('gives each paid single, of every method and every way to pay, its detail-only fields [resources.single-detail-only-fields]', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: MONDAY_10_LISBON });
    const h = await harness();
    const paid: { how: string; id: string }[] = [];
    const single = async (body: object) =>
      (await h.call('POST', '/single', { body: { value: 20, customer, ...body } })).body.id as string;
    for (const method of SINGLE_METHODS) {
      const extra = method === 'dd' ? { sdd_mandate: mandate() } : {};
      if (TWO_PHASE.includes(method)) {
        paid.push({ how: `${method} sale`, id: await single({ method, type: 'sale', ...extra }) });
        const held = await single({ method, type: 'authorisation', ...extra });
        expect((await h.call('POST', `/capture/${held}`, { body: { descriptive: 'x', value: 20 } })).status).toBe(201);
        paid.push({ how: `${method} authorisation then capture`, id: held });
        const part = await single({ method, type: 'authorisation', ...extra });
        expect((await h.call('POST', `/capture/${part}`, { body: { descriptive: 'x', value: 5 } })).status).toBe(201);
        paid.push({ how: `${method} authorisation, part captured`, id: part });
      } else {
        const id = await single({ method, ...extra });
        if (method !== 'dd') expect((await h.control(`payments/${id}/pay`)).status).toBe(200);
        paid.push({ how: method, id });
      }
    }
    // the checkout-only methods ("Checkout only, single payments only")
    for (const method of ['uf', 'sc']) {
      const session = (
        await h.call('POST', '/checkout', {
          body: {
            type: ['single'],
            payment: { methods: [method], capture: { descriptive: 'x' } },
            order: { value: 20 },
            customer,
          },
        })
      ).body.id;
      paid.push({
        how: `${method} checkout`,
        id: (await h.control(`checkouts/${session}/pay`, { method })).body.payment.id,
      });
    }
    await h.simulator.clock.advance(5 * DAY); // direct debits are confirmed within 48 business hours
    const listed = new Map(
      (await h.call('GET', '/single?records_per_page=100')).body.data.map((item: { id: string }) => [item.id, item]),
    );
    const wrong: string[] = [];
    for (const { how, id } of paid) {
      const detail = (await h.call('GET', `/single/${id}`)).body;
      if (detail.payment_status !== 'paid') wrong.push(`${how}: ${detail.payment_status}, not paid`);
      if (typeof detail.paid_at !== 'string' || !detail.paid_at) wrong.push(`${how}: paid_at ${detail.paid_at}`);
      else if (Date.parse(detail.paid_at.replace(' ', 'T')) < Date.parse(detail.created_at.replace(' ', 'T')))
        wrong.push(`${how}: paid_at ${detail.paid_at} before created_at ${detail.created_at}`);
      for (const field of ['captures', 'transactions'])
        if (!Array.isArray(detail[field])) wrong.push(`${how}: no ${field} in the detail`);
      const item = listed.get(id) as Record<string, unknown> | undefined;
      if (!item) wrong.push(`${how}: not listed`);
      for (const field of DETAIL_ONLY) if (item && field in item) wrong.push(`${how}: ${field} in the list item`);
    }
    expect(wrong).toEqual([]);
    expect(h.checked.drift).toEqual([]);
  });
});

describe('POST /capture/{id} answers status ok or error, on every payment it captures', () => {
  it('answers ok with a message list and the new id when it captures, error when it refuses, for every method [capture.create-response-fields]', async () => {
    const h = await harness();
    const targets: { what: string; id: string }[] = [];
    for (const method of FREQUENT_METHODS) {
      const extra = method === 'dd' ? { sdd_mandate: mandate() } : {};
      const made = await h.call('POST', '/frequent', {
        body: { method, customer, min_value: 1, max_value: 50, ...extra },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      targets.push({ what: `frequent ${method}`, id: made.body.id });
      const held = await h.call('POST', `/frequent/authorisation/${made.body.id}`, {
        body: { value: 30, descriptive: 'hold' },
      });
      if (held.status === 201) targets.push({ what: `frequent ${method} authorisation`, id: held.body.id });
    }
    for (const method of TWO_PHASE)
      targets.push({
        what: `single ${method} authorisation`,
        id: (await h.call('POST', '/single', { body: { method, type: 'authorisation', value: 30, customer } })).body.id,
      });
    const taken = new Set<string>();
    const wrong: string[] = [];
    for (const { what, id } of targets)
      for (const [how, body] of [
        ['within its value', { descriptive: 'x', value: 10 }],
        ['forcing 3DS', { descriptive: 'x', value: 10, force_3ds: true }],
        ['over what it holds', { descriptive: 'x', value: 5000 }],
      ] as const) {
        const got = await h.call('POST', `/capture/${id}`, { body });
        const ok = got.status === 201;
        if (ok) taken.add(what);
        const message = got.body.message;
        if (got.body.status !== (ok ? 'ok' : 'error')) wrong.push(`${what} ${how}: ${got.status} ${got.body.status}`);
        if (ok && !(Array.isArray(message) && message.every((m: unknown) => typeof m === 'string')))
          wrong.push(`${what} ${how}: message ${JSON.stringify(message)}`);
        if (ok && typeof got.body.id !== 'string') wrong.push(`${what} ${how}: no id`);
        if (ok && got.body.method !== undefined && typeof got.body.method.url !== 'string')
          wrong.push(`${what} ${how}: a method without its 3DS url`);
      }
    expect(wrong).toEqual([]);
    // every pull method's frequent payment and every authorisation was captured at least once
    for (const what of [
      'frequent cc',
      'frequent mbw',
      'frequent dd',
      'single cc authorisation',
      'frequent cc authorisation',
      'frequent mbw authorisation',
      'single mbw authorisation',
    ])
      expect(taken, what).toContain(what);
    expect(h.checked.drift).toEqual([]);
  });
});

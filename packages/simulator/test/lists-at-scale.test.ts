// A list page costs the page, not the store (issue 36: a page of GET /single was 137× slower at 100 000 payments than
// at 1 000, every GET building a view of every payment). Asserted on work done, the records a list reads (the
// store's `visited`), never on time: the same page reads as many records in a store 20 times larger.
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index.js';

const HEADERS = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'Content-Type': 'application/json' };

async function simulatorWith(payments: number) {
  const simulator = createSimulator();
  const ids: string[] = [];
  for (let i = 0; i < payments; i++) {
    const answer = await simulator.handle(
      new Request('http://simulator.test/single', {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({
          method: 'cc',
          type: 'sale',
          value: 10,
          customer: { name: 'A', key: `customer-${i % 50}` },
        }),
      }),
    );
    ids.push((answer.body as { id: string }).id);
  }
  return { simulator, ids };
}

type Listed = {
  data: { id: string }[];
  meta: { records: { total: number } };
  metadata: { next_cursor: string };
};

/** The records the account's stores read to answer `path`, and the answer. */
async function cost(simulator: ReturnType<typeof createSimulator>, path: string) {
  const state = simulator.stateOf('simulator-account');
  const stores = [state.singles, state.captures];
  const before = stores.reduce((sum, store) => sum + store.visited, 0);
  const answer = await simulator.handle(new Request(`http://simulator.test${path}`, { headers: HEADERS }));
  expect(answer.status).toBe(200);
  return { visited: stores.reduce((sum, store) => sum + store.visited, 0) - before, body: answer.body as Listed };
}

describe('lists at scale: a page costs the page', () => {
  it('reads the same records for a page, a customer, a key and a cursor at 100 and at 2 000 payments', async () => {
    const small = await simulatorWith(100);
    const large = await simulatorWith(2000);
    for (const path of ['/single', '/single?page=3&records_per_page=10', '/capture?limit=10']) {
      const [a, b] = [await cost(small.simulator, path), await cost(large.simulator, path)];
      expect(b.visited, path).toBe(a.visited);
      expect(b.visited, path).toBeLessThanOrEqual(20);
    }
    // a customer's payments: what is indexed under the customer, not the store (2 of 100, 40 of 2 000)
    const customer = await cost(large.simulator, '/single?customer=customer-7&records_per_page=5');
    expect(customer.body.meta.records.total).toBe(40);
    expect(customer.visited).toBe(40);
    const one = await cost(large.simulator, `/single?id=${large.ids[1234]}`);
    expect([one.body.data.map((p) => p.id), one.visited]).toEqual([[large.ids[1234]], 1]);
    // a cursor seeks to its place: the next page reads the page
    const first = await cost(large.simulator, '/capture?limit=10');
    const next = await cost(large.simulator, `/capture?limit=10&cursor=${first.body.metadata.next_cursor}`);
    expect(next.visited).toBeLessThanOrEqual(10);
    expect(next.body.data.map((p) => p.id)).not.toContain(first.body.data.at(-1)?.id);
    expect(next.body.data).toHaveLength(10);
  });

  it('finds a customer again after PATCH gives a payment another customer key', async () => {
    const { simulator, ids } = await simulatorWith(3);
    const patch = await simulator.handle(
      new Request(`http://simulator.test/single/${ids[0]}`, {
        method: 'PATCH',
        headers: HEADERS,
        body: JSON.stringify({ customer: { key: 'moved' } }),
      }),
    );
    expect(patch.status).toBe(200);
    expect((await cost(simulator, '/single?customer=moved')).body.data.map((p) => p.id)).toEqual([ids[0]]);
    expect((await cost(simulator, '/single?customer=customer-0')).body.meta.records.total).toBe(0);
  });
});

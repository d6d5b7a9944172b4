// The one contract every delivery store keeps (deliveries.ts, DeliveryStore), as a table of cases run against the
// in-memory store (deliveries.test.ts) and against real Redis and PostgreSQL servers (stores.integration.test.ts):
// one claim at a time per event, done kept for the retention time, a release only by its own token, a crashed
// holder's claim taken again after its lease.
import { expect } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import type { DeliveryClaim, DeliveryStore } from '../src/deliveries.js';

/** Makes a store of the kind under test, with the retention time given (ms). */
export type StoreFactory = (options: { ttlMs?: number }) => DeliveryStore | Promise<DeliveryStore>;

const LONG = 60_000;
let serial = 0;
const fresh = () => `contract-${process.pid}-${Date.now()}-${serial++}`;

/** Claims until the store answers `claimed` (a lease or retention has run out), within a patience limit. */
async function claimOnceFree(store: DeliveryStore, key: string, leaseMs: number): Promise<DeliveryClaim> {
  const until = Date.now() + patience(10_000);
  for (;;) {
    const claim = await store.claim(key, leaseMs);
    if (claim.state === 'claimed' || Date.now() > until) return claim;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const token = (claim: DeliveryClaim) => (claim.state === 'claimed' ? claim.token : '');

export const storeContract: [string, (make: StoreFactory) => Promise<void>][] = [
  [
    'one claim at a time: a second claim of a held event is busy, another event is free',
    async (make) => {
      const store = await make({});
      const key = fresh();
      const first = await store.claim(key, LONG);
      expect(first.state).toBe('claimed');
      expect(await store.claim(key, LONG)).toEqual({ state: 'busy' });
      expect((await store.claim(fresh(), LONG)).state).toBe('claimed');
    },
  ],
  [
    'a done event is done to every later claim',
    async (make) => {
      const store = await make({});
      const key = fresh();
      const claim = await store.claim(key, LONG);
      await store.done(key, token(claim));
      expect(await store.claim(key, LONG)).toEqual({ state: 'done' });
      expect(await store.claim(key, LONG)).toEqual({ state: 'done' });
    },
  ],
  [
    'a released event is claimed again, with a new token',
    async (make) => {
      const store = await make({});
      const key = fresh();
      const first = await store.claim(key, LONG);
      await store.release(key, token(first));
      const again = await store.claim(key, LONG);
      expect(again.state).toBe('claimed');
      expect(token(again)).not.toBe(token(first));
    },
  ],
  [
    "a release with another's token leaves the claim held",
    async (make) => {
      const store = await make({});
      const key = fresh();
      await store.claim(key, LONG);
      await store.release(key, 'not-the-token');
      expect(await store.claim(key, LONG)).toEqual({ state: 'busy' });
    },
  ],
  [
    "a claim whose lease ran out (a crashed holder) is claimed again, and the old holder's release leaves it held",
    async (make) => {
      const store = await make({});
      const key = fresh();
      const crashed = await store.claim(key, 50);
      const next = await claimOnceFree(store, key, LONG);
      expect(next.state).toBe('claimed');
      await store.release(key, token(crashed));
      expect(await store.claim(key, LONG)).toEqual({ state: 'busy' });
    },
  ],
  [
    'fifty concurrent claims of one event: exactly one is claimed',
    async (make) => {
      const store = await make({});
      const key = fresh();
      const claims = await Promise.all(Array.from({ length: 50 }, () => store.claim(key, LONG)));
      expect(claims.filter((c) => c.state === 'claimed')).toHaveLength(1);
      expect(claims.filter((c) => c.state === 'busy')).toHaveLength(49);
    },
  ],
  [
    'a done event is forgotten after the retention time, and claimed again',
    async (make) => {
      const store = await make({ ttlMs: 50 });
      const key = fresh();
      await store.done(key, token(await store.claim(key, LONG)));
      expect((await claimOnceFree(store, key, LONG)).state).toBe('claimed');
    },
  ],
];

// At-least-once delivery made one effect: what a delivery is known by (the interface shows no delivery id: "Delivery
// retries and authentication of notifications: not shown"), how long and how many the default store remembers, and
// the set-up checks of the handler's options (the safe way the only default).
import { createPaymentsClient } from '@payments-contract/client';
import { describe, expect, it } from 'vitest';
import { claimFirst, claimingStore, eventItemsOf } from '../src/deliveries.js';
import {
  createNotificationHandler,
  DEFAULT_DELIVERY_ENTRIES,
  DEFAULT_DELIVERY_TTL_MS,
  type DeliveryClaim,
  type DeliveryStore,
  deliveryKey,
  memoryDeliveryStore,
  normalisedInstant,
} from '../src/index.js';
import { storeContract } from './store-contract.js';

const ID = '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f';
const subject = { type: 'capture', id: ID };

describe('deliveryKey', () => {
  const key = (notification: Record<string, unknown>, kind = 'genericNotification') =>
    deliveryKey(kind, notification, subject);
  const first = { type: 'capture', id: ID, status: 'success', date: '2026-11-20 10:20:30' };

  it('is the same for a redelivery and a re-dated copy, and differs for another status or kind', () => {
    expect(key({ ...first })).toBe(key(first));
    expect(key({ ...first, date: '2026-11-20 11:00:00' })).toBe(key(first));
    expect(key({ ...first, status: 'failed' })).not.toBe(key(first));
    expect(key(first, 'transactionNotification')).not.toBe(key(first));
  });

  it('tells apart by instant only an id sent once per event (rule 5), whatever the spelling of the instant', () => {
    const dated = (notification: Record<string, unknown>) =>
      deliveryKey('genericNotification', notification, subject, { repeats: true });
    expect(dated({ ...first, date: '2026-11-20 11:00:00' })).not.toBe(dated(first));
    for (const date of ['2026-11-20T10:20:30Z', '2026-11-20T10:20:30.000Z', '2026-11-20T11:20:30+01:00'])
      expect(dated({ ...first, date }), date).toBe(dated(first));
  });

  it.each([
    ['2026-11-20 10:20:30', '2026-11-20T10:20:30.000Z'],
    ['2026-11-20 10:20', '2026-11-20T10:20:00.000Z'],
    ['2026-11-20T10:20:30.5Z', '2026-11-20T10:20:30.500Z'],
    ['2026-11-20T10:20:30-0130', '2026-11-20T11:50:30.000Z'],
    ['yesterday', 'yesterday'],
    [7, ''],
  ])('reads the date %j as the instant %j', (date, want) => {
    expect(normalisedInstant(date)).toBe(want);
  });

  it('reads a status or date that is not a string as absent', () => {
    expect(key({ type: 'capture', id: ID, status: 1, date: 2 })).toBe(key({ type: 'capture', id: ID }));
    expect(key({ type: 'capture', id: ID })).not.toBe(key({ type: 'capture', id: ID, status: '', date: 'x' }));
  });
});

describe('eventItemsOf and the key of one item', () => {
  const events = { field: 'captures', id: 'id' };

  it('reads the items with a string id, in order, and nothing where the details list none', () => {
    const details = { captures: [{ id: 'c1' }, { id: 7 }, null, { id: 'c2', status: 'success' }] };
    expect(eventItemsOf(details, events)).toEqual([
      { id: 'c1', item: { id: 'c1' } },
      { id: 'c2', item: { id: 'c2', status: 'success' } },
    ]);
    for (const none of [{}, { captures: { id: 'c1' } }, null, 'x'])
      expect(eventItemsOf(none, events), JSON.stringify(none)).toEqual([]);
    expect(eventItemsOf(details, undefined)).toEqual([]);
  });

  it('keys each item apart, whatever the date, and apart from the notification alone', () => {
    const notification = { type: 'capture', id: ID, status: 'success', date: '2026-11-20 10:20:30' };
    const of = (item: string, date = notification.date) =>
      deliveryKey('genericNotification', { ...notification, date }, subject, { item });
    expect(of('c1')).toBe(of('c1', '2026-11-22 09:00:00'));
    expect(of('c1')).not.toBe(of('c2'));
    expect(of('c1')).not.toBe(deliveryKey('genericNotification', notification, subject));
  });
});

describe('claimFirst', () => {
  it('claims the first key not done, is busy at one held, and done when every one is', async () => {
    const store = memoryDeliveryStore();
    const first = await claimFirst(store, ['a', 'b'], 60_000);
    expect(first).toMatchObject({ state: 'claimed', index: 0, key: 'a' });
    expect(await claimFirst(store, ['a', 'b'], 60_000)).toEqual({ state: 'busy' });
    await store.done('a', first.state === 'claimed' ? first.token : '');
    const second = await claimFirst(store, ['a', 'b'], 60_000);
    expect(second).toMatchObject({ state: 'claimed', index: 1, key: 'b' });
    await store.done('b', second.state === 'claimed' ? second.token : '');
    expect(await claimFirst(store, ['a', 'b'], 60_000)).toEqual({ state: 'done' });
  });
});

describe('memoryDeliveryStore by default', () => {
  const done = (store: DeliveryStore, key: string) => {
    const claim = store.claim(key, 60_000) as DeliveryClaim;
    store.done(key, claim.state === 'claimed' ? claim.token : '');
  };
  const state = (store: DeliveryStore, key: string) => {
    const claim = store.claim(key, 60_000) as DeliveryClaim;
    if (claim.state === 'claimed') store.release(key, claim.token);
    return claim.state;
  };

  it('keeps a done event for 3 days', () => {
    let now = 0;
    const store = memoryDeliveryStore({ now: () => now });
    done(store, 'k');
    now = 3 * 24 * 3_600_000 - 1;
    expect(state(store, 'k')).toBe('done');
    now = 3 * 24 * 3_600_000;
    expect(state(store, 'k')).toBe('claimed');
    expect(DEFAULT_DELIVERY_TTL_MS).toBe(3 * 24 * 3_600_000);
  });

  it('holds a claim for its lease, then lets another claim it (a crashed holder)', () => {
    let now = 0;
    const store = memoryDeliveryStore({ now: () => now });
    expect((store.claim('k', 1000) as DeliveryClaim).state).toBe('claimed');
    now = 999;
    expect(store.claim('k', 1000)).toEqual({ state: 'busy' });
    now = 1000;
    expect((store.claim('k', 1000) as DeliveryClaim).state).toBe('claimed');
  });

  it(`keeps ${DEFAULT_DELIVERY_ENTRIES} events, forgetting the oldest after`, () => {
    const store = memoryDeliveryStore();
    for (let i = 0; i <= DEFAULT_DELIVERY_ENTRIES; i++) done(store, `k${i}`);
    expect([state(store, 'k1'), state(store, `k${DEFAULT_DELIVERY_ENTRIES}`), state(store, 'k0')]).toEqual([
      'done',
      'done',
      'claimed',
    ]);
  });

  it('keeps an event done again as the newest', () => {
    let now = 0;
    const store = memoryDeliveryStore({ maxEntries: 2, ttlMs: 100, now: () => now });
    store.done('a', '');
    store.done('b', '');
    now = 50;
    store.done('a', '');
    store.done('c', '');
    expect(['a', 'c'].map((k) => state(store, k))).toEqual(['done', 'done']);
    now = 149;
    expect(state(store, 'a')).toBe('done');
    expect(state(store, 'b')).toBe('claimed');
  });

  it.each(storeContract)('keeps the store contract: %s', async (_name, run) => {
    await run((options) => memoryDeliveryStore(options));
  });
});

describe('a store of the 0.2 interface (has/remember, deprecated)', () => {
  it('still works within one process: once per event, the in-flight guard answering busy', async () => {
    const keys = new Set<string>();
    const store = claimingStore({ has: (key) => keys.has(key), remember: (key) => void keys.add(key) });
    const first = await store.claim('k', 60_000);
    expect(await store.claim('k', 60_000)).toEqual({ state: 'busy' });
    await store.done('k', first.state === 'claimed' ? first.token : '');
    expect(await store.claim('k', 60_000)).toEqual({ state: 'done' });
    const other = await store.claim('j', 60_000);
    await store.release('j', other.state === 'claimed' ? other.token : '');
    expect((await store.claim('j', 60_000)).state).toBe('claimed');
  });

  it.each([
    ['nothing of either interface', {}],
    ['only claim', { claim: () => ({ state: 'busy' }) }],
    ['only has', { has: () => false }],
  ])('refuses %s, naming the option and the methods', (_name, store) => {
    expect(() => claimingStore(store as never)).toThrow(
      /option 'deliveries' must be a DeliveryStore: claim\(key, leaseMs\), done\(key, token\) and release\(key, token\)/,
    );
  });
});

describe('handler options', () => {
  const client = createPaymentsClient({
    baseUrl: 'http://service.test/2.0',
    accountId: 'a',
    apiKey: 'k',
    fetch: async () => Response.json({}),
  });
  const base = { kind: 'genericNotification', authorization: 'Bearer x', on: {} } as const;

  it('take types without confirmations when confirmation is skipped by name', () => {
    const types = ['capture', 'loyalty_credit', 'payout'];
    expect(() =>
      createNotificationHandler({ ...base, confirm: { unsafeSkipConfirmation: true }, types }),
    ).not.toThrow();
    expect(() => createNotificationHandler({ ...base, confirm: client, types })).toThrow(
      "option 'confirmations' names no details operation for loyalty_credit, payout: pass the confirmations generated from the same spec as the types",
    );
  });

  it.each([
    ['nothing', undefined],
    ['an object that is no client', { GET: 'not a function' }],
    ['a skip that is not true', { unsafeSkipConfirmation: 'yes' }],
  ])('refuse %s as confirm, saying what to pass', (_name, confirm) => {
    expect(() => createNotificationHandler({ ...base, confirm: confirm as never })).toThrow(
      "option 'confirm' is required: a PaymentsClient to confirm each notification with the service before your code acts (Events rule 7), or { unsafeSkipConfirmation: true } to act on notifications alone on purpose",
    );
  });
});

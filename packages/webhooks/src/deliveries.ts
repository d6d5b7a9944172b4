// At-least-once delivery made one effect, across any number of instances: an event is claimed in a shared store
// before the merchant's code runs (with a lease, so that a crashed instance's claim runs out), then done (a
// redelivery is answered 200 without running the code again) or released (a failure is retried). The interface
// shows no delivery id ("Delivery retries and authentication of notifications: not shown"), so a delivery is known
// by the event it names: the resource, the notified outcome, and only where the interface sends one id for many
// events the instant (rule 5) or the item of the details (a single's captures).
import { notifiedOutcome } from './agreement.js';

/**
 * What claiming an event found: `claimed` (this caller acts, then calls `done` or `release` with the token), `done`
 * (acted on already, within the retention time: a redelivery) or `busy` (another caller holds a claim whose lease has
 * not run out: deliver it again later).
 */
export type DeliveryClaim = { state: 'claimed'; token: string } | { state: 'done' } | { state: 'busy' };

/**
 * Where events are claimed before the merchant's code runs, shared by every instance that receives notifications,
 * so that exactly one acts on each event. Each method is atomic in the store (a set-if-absent, a unique insert).
 */
export interface DeliveryStore {
  /**
   * Claims `key` for `leaseMs` when it is neither done nor held under a lease still running. A claim whose lease ran
   * out (its holder crashed) is claimed again: the event is acted on again (at least once across a crash).
   */
  claim(key: string, leaseMs: number): DeliveryClaim | Promise<DeliveryClaim>;
  /** The merchant's code succeeded: `key` is kept as done for the store's retention time. */
  done(key: string, token: string): void | Promise<void>;
  /** The merchant's code failed: the claim is dropped (only if still this token's), so that a redelivery retries. */
  release(key: string, token: string): void | Promise<void>;
}

/**
 * The interface of 0.2 (`has`, then `remember` after the merchant's code): it cannot claim, so two instances may
 * both act on one event. Still accepted, made safe within one process only (an in-flight guard).
 * @deprecated implement `claim`/`done`/`release` (`DeliveryStore`), or use `redisDeliveryStore` or
 * `postgresDeliveryStore`.
 */
export interface LegacyDeliveryStore {
  has(key: string): boolean | Promise<boolean>;
  remember(key: string): void | Promise<void>;
}

export interface MemoryDeliveryStoreOptions {
  /** The most keys kept; the oldest is forgotten first (default 10 000). */
  maxEntries?: number;
  /** How long a done key is kept (default 3 days: longer than a service that keeps retrying for a day). */
  ttlMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

export const DEFAULT_DELIVERY_TTL_MS = 3 * 24 * 60 * 60 * 1000;
export const DEFAULT_DELIVERY_ENTRIES = 10_000;
/** How long a claim holds before another instance may act (default 60 s): longer than the merchant's code runs. */
export const DEFAULT_DELIVERY_LEASE_MS = 60_000;

/** A claim's token: unguessable, so that one holder never releases another's claim. */
export const claimToken = (): string => globalThis.crypto.randomUUID();

/** The in-memory default: bounded in size and in time, for one process. Use a shared store behind a load balancer. */
export function memoryDeliveryStore(options: MemoryDeliveryStoreOptions = {}): DeliveryStore {
  const maxEntries = options.maxEntries ?? DEFAULT_DELIVERY_ENTRIES;
  const ttlMs = options.ttlMs ?? DEFAULT_DELIVERY_TTL_MS;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: the first entry is the oldest. A claim has a token, a done key none.
  const entries = new Map<string, { expiry: number; token?: string }>();
  const prune = () => {
    for (const [key, entry] of entries) {
      if (entry.expiry > now() && entries.size <= maxEntries) break;
      entries.delete(key);
    }
  };
  const put = (key: string, entry: { expiry: number; token?: string }) => {
    entries.delete(key);
    entries.set(key, entry);
    prune();
  };
  return {
    claim(key, leaseMs) {
      const entry = entries.get(key);
      if (entry && entry.expiry > now()) return entry.token === undefined ? { state: 'done' } : { state: 'busy' };
      const token = claimToken();
      put(key, { expiry: now() + leaseMs, token });
      return { state: 'claimed', token };
    },
    done(key) {
      put(key, { expiry: now() + ttlMs });
    },
    release(key, token) {
      if (entries.get(key)?.token === token) entries.delete(key);
    },
  };
}

/**
 * Claims the first of `keys` not yet done (the first capture of a single not yet acted on): `claimed` with its
 * index, `busy` when that one is held by another, `done` when every one is.
 */
export async function claimFirst(
  store: DeliveryStore,
  keys: readonly string[],
  leaseMs: number,
): Promise<{ state: 'claimed'; index: number; key: string; token: string } | { state: 'done' } | { state: 'busy' }> {
  for (const [index, key] of keys.entries()) {
    const claim = await store.claim(key, leaseMs);
    if (claim.state === 'claimed') return { state: 'claimed', index, key, token: claim.token };
    if (claim.state === 'busy') return claim;
  }
  return { state: 'done' };
}

/**
 * A store of the 0.2 interface as a claiming one, for one process: the claim is an in-flight guard in this process,
 * so two instances sharing such a store may still both act (a clear reason to move to `claim`).
 */
export function claimingStore(store: DeliveryStore | LegacyDeliveryStore): DeliveryStore {
  const given = store as Partial<DeliveryStore & LegacyDeliveryStore> | null;
  if (typeof given?.claim === 'function' && typeof given.done === 'function' && typeof given.release === 'function')
    return store as DeliveryStore;
  if (typeof given?.has !== 'function' || typeof given.remember !== 'function')
    throw new TypeError(
      "option 'deliveries' must be a DeliveryStore: claim(key, leaseMs), done(key, token) and release(key, token) " +
        '(memoryDeliveryStore, redisDeliveryStore from @payments-contract/webhooks/redis, postgresDeliveryStore ' +
        'from @payments-contract/webhooks/postgres)',
    );
  const legacy = store as LegacyDeliveryStore;
  const inFlight = new Map<string, string>();
  return {
    async claim(key) {
      if (inFlight.has(key)) return { state: 'busy' };
      const token = claimToken();
      inFlight.set(key, token);
      try {
        if (await legacy.has(key)) {
          inFlight.delete(key);
          return { state: 'done' };
        }
      } catch (error) {
        inFlight.delete(key);
        throw error;
      }
      return { state: 'claimed', token };
    },
    async done(key, token) {
      try {
        await legacy.remember(key);
      } finally {
        if (inFlight.get(key) === token) inFlight.delete(key);
      }
    },
    release(key, token) {
      if (inFlight.get(key) === token) inFlight.delete(key);
    },
  };
}

// A date as the instant it names, in one spelling: the interface writes date-times as `YYYY-MM-DD HH:MM:SS`,
// `Y-m-d H:i` or ISO 8601 UTC ("Types" in Resources and their fields) and names no zone for the first two, so they
// are read as UTC: `2026-11-20 10:20:30` and `2026-11-20T10:20:30.000Z` are one instant. A date in no such form is
// kept as written.
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** The instant a notified date names, as ISO 8601 UTC; the text as given when it is not a date-time. */
export function normalisedInstant(date: unknown): string {
  if (typeof date !== 'string') return '';
  const parts = DATE_TIME.exec(date.trim());
  if (!parts) return date;
  const [, day, minutes, seconds = ':00', zone = 'Z'] = parts;
  const time = Date.parse(`${day}T${minutes}${seconds}${zone}`);
  return Number.isNaN(time) ? date : new Date(time).toISOString();
}

export interface DeliveryKeyOptions {
  /**
   * The notified resource is one whose id the interface sends again for each new event (rule 5: each payment to a
   * frequent mb reference carries the same frequent id), so its date is part of the event. Which resource an id
   * belongs to is known only once the details are found (`Confirmation.repeats`).
   */
  repeats?: boolean;
  /**
   * The id of the item of the details this event is, where the details list the events (a single captured in parts:
   * the capture's id, `x-confirmed-by` `events`).
   */
  item?: string;
}

/**
 * The key of an event: its kind, type, notified id and notified outcome (`status`, or `success` when a payment is
 * announced without one). A redelivery repeats all four and is recognised, whatever its `date` says: a copy of a
 * genuine notification with a new date is the same event (the interface shows no delivery id, and a sender proves
 * nothing but the static Authorization value). Only for a resource whose id the interface sends once per event
 * (`repeats`, rule 5) is the normalised instant part of it, since nothing else tells two payments apart. The kind is
 * part of it because the service sends one event to each configured URL.
 */
export function deliveryKey(
  kind: string,
  notification: Record<string, unknown>,
  subject: { type: string; id: string },
  options: DeliveryKeyOptions = {},
) {
  const event = [kind, subject.type, subject.id, notifiedOutcome(notification.status)];
  if (options.item !== undefined) return JSON.stringify([...event, { item: options.item }]);
  return JSON.stringify(options.repeats ? [...event, normalisedInstant(notification.date)] : event);
}

/**
 * The items of the details that are events of their own (`x-confirmed-by` `events`: each capture of a single
 * captured in parts), in order, each with its id; none when the details carry no such list (the notification is then
 * one event). An item without a string id is no event the receiver can tell apart, and is left out.
 */
export function eventItemsOf(
  details: unknown,
  events: { readonly field: string; readonly id: string } | undefined,
): { id: string; item: unknown }[] {
  if (!events || !details || typeof details !== 'object') return [];
  const list = (details as Record<string, unknown>)[events.field];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const id = item && typeof item === 'object' ? (item as Record<string, unknown>)[events.id] : undefined;
    return typeof id === 'string' ? [{ id, item }] : [];
  });
}

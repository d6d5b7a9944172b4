// At-least-once delivery made one effect: the handler remembers each delivery it acted on, and a redelivery of it is
// answered 200 without running the merchant's code again. The interface shows no delivery id ("Delivery retries and
// authentication of notifications: not shown"), so a delivery is known by what it says happened.

/** Where handled deliveries are remembered. Async-capable, so that a database or Redis can stand behind it. */
export interface DeliveryStore {
  has(key: string): boolean | Promise<boolean>;
  /** Called only after the merchant's code succeeded, so that a failure is retried. */
  remember(key: string): void | Promise<void>;
}

export interface MemoryDeliveryStoreOptions {
  /** The most keys kept; the oldest is forgotten first (default 10 000). */
  maxEntries?: number;
  /** How long a key is kept (default 3 days: longer than a service that keeps retrying for a day). */
  ttlMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

export const DEFAULT_DELIVERY_TTL_MS = 3 * 24 * 60 * 60 * 1000;
export const DEFAULT_DELIVERY_ENTRIES = 10_000;

/** The in-memory default: bounded in size and in time, for one process. Use a shared store behind a load balancer. */
export function memoryDeliveryStore(options: MemoryDeliveryStoreOptions = {}): DeliveryStore {
  const maxEntries = options.maxEntries ?? DEFAULT_DELIVERY_ENTRIES;
  const ttlMs = options.ttlMs ?? DEFAULT_DELIVERY_TTL_MS;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: the first entry is the oldest.
  const expiries = new Map<string, number>();
  const prune = () => {
    for (const [key, expiry] of expiries) {
      if (expiry > now() && expiries.size <= maxEntries) break;
      expiries.delete(key);
    }
  };
  return {
    has(key) {
      prune();
      return expiries.has(key);
    },
    remember(key) {
      expiries.delete(key);
      expiries.set(key, now() + ttlMs);
      prune();
    },
  };
}

/**
 * The key of a delivery: its kind, type, notified id, status and date. A redelivery repeats all five and is
 * recognised; a new event differs in one: another resource (id), another outcome (status) or, for the same
 * resource and outcome, another time (date: each payment to a frequent mb reference, rule 5, carries the same
 * frequent id). The kind is part of it because the service sends one event to each configured URL.
 */
export function deliveryKey(
  kind: string,
  notification: Record<string, unknown>,
  subject: { type: string; id: string },
) {
  const part = (value: unknown) => (typeof value === 'string' ? value : '');
  return JSON.stringify([kind, subject.type, subject.id, part(notification.status), part(notification.date)]);
}

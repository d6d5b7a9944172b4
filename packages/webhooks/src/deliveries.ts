// At-least-once delivery made one effect: the handler remembers each delivery it acted on, and a redelivery of it is
// answered 200 without running the merchant's code again. The interface shows no delivery id ("Delivery retries and
// authentication of notifications: not shown"), so a delivery is known by the event it names: the resource, the
// notified outcome, and only where the interface sends one id for many events (rule 5) the instant.
import { notifiedOutcome } from './agreement.js';

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
  return JSON.stringify(options.repeats ? [...event, normalisedInstant(notification.date)] : event);
}

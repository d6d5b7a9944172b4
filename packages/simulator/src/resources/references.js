// @ts-check
// The reference of a frequent multibanco payment. Events: "With unlimited frequent mb payments, entity and reference
// are reset three times a day." The interface names when only for deleted references ("The system attempts to close
// deleted references three times a day, at 10:00, 15:00 and 22:00"); the simulator resets at those same times,
// Europe/Lisbon (a choice, in docs/guides/simulator.md), keeping its one entity. The reference in force is worked out
// from the clock when asked, so no timer runs three times a day for every payment.
import { sha256View } from '../platform/hash.js';

/** The hours, Europe/Lisbon, at which references are reset and deleted ones closed. */
export const RESET_HOURS = [10, 15, 22];

const lisbon = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Lisbon',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** How many reset times have passed by `at`, counted from 1970-01-01 Lisbon time (three a day). @param {number} at */
export function resetsBy(at) {
  const parts = Object.fromEntries(lisbon.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const days = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1) / 86_400_000;
  return days * RESET_HOURS.length + RESET_HOURS.filter((hour) => (parts.hour ?? 0) >= hour).length;
}

/**
 * The reference `frequent` takes payments at, at `now`: the one issued at creation until the first reset, then a
 * new one per reset (the same every time it is asked: made from the payment's id and the reset's number). A limited
 * frequent payment keeps its reference; a deleted one keeps the reference it had when deleted until it is closed.
 * @param {import('../records.js').FrequentRecord} frequent @param {number} now
 */
export function currentReference(frequent, now) {
  const { method, internal } = frequent;
  if (method.type !== 'mb' || !frequent.unlimited_payments) return method.reference;
  const until = internal.referenceClosesAt === undefined ? now : Math.min(now, internal.referenceClosesAt - 1);
  const resets = resetsBy(until) - resetsBy(frequent.createdAt);
  if (resets <= 0) return method.reference;
  const hash = sha256View(`${frequent.id}:${resets}`);
  return String(hash.getUint32(0) * 1000 + (hash.getUint16(4) % 1000))
    .padStart(9, '0')
    .slice(-9);
}

/** The frequent payment as its answers show it: with the reference in force now. @param {import('../records.js').FrequentRecord} frequent @param {number} now */
export function withCurrentReference(frequent, now) {
  const reference = currentReference(frequent, now);
  return reference === frequent.method.reference
    ? frequent
    : { ...frequent, method: { ...frequent.method, reference } };
}

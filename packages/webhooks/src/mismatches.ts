// The notified fields the confirmed details also carry, compared. The interface shows no signature on a
// notification ("Delivery retries and authentication of notifications: not shown"), so a sender that knows the
// static Authorization value can write any field; Events rule 7 makes the details the merchant's source of truth.
// A merchant who finds its order by the notified `key` would act on a forged one, so a field the details carry under
// the same name and disagree about contradicts the notification as surely as its status would.

/** One notified field the details answer otherwise. */
export interface FieldMismatch {
  field: string;
  notified: unknown;
  confirmed: unknown;
}

// Fields compared by other means, or that mean something else in the details: `id` is the one the details were
// asked by, `status` is compared through `agrees` (a notification's `success` against a payment's `paid`), `type`
// is the notification's type in one and the payment's type (`sale`) in the other, `date` is when the event
// happened, not a field of the resource, and `messages` are free text.
const COMPARED_ELSEWHERE = new Set(['id', 'status', 'type', 'date', 'messages']);

const scalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** Each top-level scalar field of the notification that the details carry with another value. */
export function fieldMismatches(notification: object, details: unknown): FieldMismatch[] {
  if (!details || typeof details !== 'object') return [];
  const confirmed = details as Record<string, unknown>;
  const mismatches: FieldMismatch[] = [];
  for (const [field, notified] of Object.entries(notification)) {
    if (COMPARED_ELSEWHERE.has(field) || !scalar(notified) || !Object.hasOwn(confirmed, field)) continue;
    const value = confirmed[field];
    if (!scalar(value) || value !== notified) mismatches.push({ field, notified, confirmed: value });
  }
  return mismatches;
}

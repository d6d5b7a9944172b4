// @ts-check
// Authorisation and capture: "Authorisation holds the amount; the hold is lifted if no capture follows in the
// following days." The interface does not say how many days; the simulator lifts a hold nothing was captured from
// 7 days after the authorisation (a choice, in docs/guides/simulator.md), with no notification. A single's hold then
// reads `voided` (no other state fits: the interface names no lapsed one), a frequent authorisation's method
// `canceled`, as after a void; either is refused a capture or a void with 422.

/** Days a hold is kept without a capture. */
export const HOLD_DAYS = 7;
const DAY = 86_400_000;

/** @typedef {import('../records.js').SingleRecord | import('../records.js').AuthorisationRecord} Held */

/** Whether `record` (a single or a frequent authorisation) still holds an amount nothing was captured from. @param {Held} record */
function untouched(record) {
  const internal = record.internal ?? {};
  if ((internal.captures ?? []).length > 0) return false;
  return isAuthorisation(record) ? record.method?.status === 'active' : record.internal?.hold === 'held';
}

/** A frequent payment's authorisation (it names its frequent), not a single. @param {Held} record @returns {record is import('../records.js').AuthorisationRecord} */
const isAuthorisation = (record) =>
  /** @type {{ frequent?: string } | undefined} */ (record.internal)?.frequent !== undefined;

/** Lifts the hold of `record` if nothing was captured from it. @param {Held} record */
function lift(record) {
  if (!untouched(record)) return;
  if (isAuthorisation(record)) {
    record.method.status = 'canceled';
    return;
  }
  record.internal.hold = 'lapsed';
  record.payment_status = 'voided';
  record.method.status = 'canceled';
}

/**
 * Lifts the hold of `record` HOLD_DAYS after it was made, unless a capture followed. Also called for the holds of a
 * loaded state (a hold whose time has passed is lifted at the clock's next move).
 * @param {import('../simulator.js').Simulator} simulator @param {Held} record
 */
export function liftLater(simulator, record) {
  if (untouched(record)) simulator.clock.at(record.createdAt + HOLD_DAYS * DAY, () => lift(record));
}

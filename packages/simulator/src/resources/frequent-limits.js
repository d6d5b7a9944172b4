// @ts-check
// The min and max values of a frequent payment (Resources, Frequent payment: "When true, transactions are unlimited
// and min/max act per transaction. When false, the total of payments cannot exceed the maximum."). Every way money is
// taken from a frequent payment counts: its own captures (a direct debit still being collected too), payments to its
// multibanco reference, the captures of its authorisations, and what those authorisations still hold.
import { refusal } from '../answers.js';
import { money } from '../format.js';

/** @param {import('../state.js').AccountState} state @param {string[]} ids */
function captured(state, ids) {
  let sum = 0;
  for (const id of ids) {
    const record = state.captures.get(id);
    if (record && record.status !== 'failed') sum += record.value;
  }
  return sum;
}

/**
 * What the frequent payment has taken or holds: captures that did not fail, and each active authorisation's
 * uncaptured rest (its captures are counted with the captures).
 * @param {import('../state.js').AccountState} state @param {import('../records.js').FrequentRecord} frequent
 */
export function takenFrom(state, frequent) {
  let total = captured(state, frequent.internal.captures);
  for (const authorisation of state.authorisations.values()) {
    if (authorisation.internal.frequent !== frequent.id) continue;
    total += captured(state, authorisation.internal.captures);
    if (authorisation.method.status === 'active') total += authorisation.value - authorisation.value_captured;
  }
  return money(total);
}

/**
 * Whether `value` may be taken from `frequent` (captured, held or paid to its reference): between min and max when
 * unlimited, within what is left of the maximum otherwise; a 422 naming the field and the limit, or undefined.
 * @param {import('../state.js').AccountState} state @param {import('../records.js').FrequentRecord} frequent @param {number} value
 */
export function amountRefusal(state, frequent, value) {
  if (frequent.unlimited_payments && (value < frequent.min_value || value > frequent.max_value))
    return refusal(422, `field 'value' must be between ${frequent.min_value} and ${frequent.max_value}`);
  if (frequent.unlimited_payments) return undefined;
  const left = money(frequent.max_value - takenFrom(state, frequent));
  // "When false, the total of payments cannot exceed the maximum."
  if (value > left)
    return refusal(
      422,
      `field 'value' would take the total over the maximum of ${frequent.max_value} (${left} left of it)`,
    );
  return undefined;
}

/** Whether `value` may be charged to `frequent` now: it must be active, and the amount within its limits. */
/** @param {import('../state.js').AccountState} state @param {import('../records.js').FrequentRecord} frequent @param {number} value */
export function frequentRefusal(state, frequent, value) {
  if (frequent.status !== 'active') return refusal(400, `frequent payment ${frequent.id} is ${frequent.status}`);
  return amountRefusal(state, frequent, value);
}

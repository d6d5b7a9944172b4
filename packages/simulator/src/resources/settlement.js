// @ts-check
// Settlement: a capture is made and its result becomes known, at once or, for a direct debit, when the bank answers
// (48 business hours); a direct debit may be cancelled before; the customer pays a pending single or a frequent
// payment's reference. Each result is booked (ledger.js) and announced (events.js).
import { answer, notFound, refusal } from '../answers.js';
import { day, money, seconds } from '../format.js';
import { announce } from './events.js';
import { amountRefusal } from './frequent-limits.js';
import { book } from './ledger.js';
import { currentReference } from './references.js';
import { declined, SANDBOX } from './sandbox.js';

/** @typedef {import('../simulator.js').Simulator} Simulator @typedef {import('../state.js').AccountState} AccountState */
/** @typedef {import('../records.js').CaptureRecord} CaptureRecord @typedef {import('../records.js').CapturedRecord} CapturedRecord */

/** @param {number} from @param {number} hours */
export function addBusinessHours(from, hours) {
  let at = from;
  for (let left = hours; left > 0; ) {
    at += 3_600_000;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return at;
}

/**
 * What runs once a capture's result is known (at once, or when a direct debit is collected): a subscription decides
 * there whether its cycle is retried. Kept beside the records, not in them, so a saved state holds data only (a
 * loaded state carries no subscription cycles: docs/guides/simulator.md).
 * @type {WeakMap<CaptureRecord, (record: CaptureRecord) => void>}
 */
const afterSettling = new WeakMap();

/**
 * A new capture of `payment` (a single or frequent record); settled at once, or by the clock for direct debits.
 * `body.announce` replaces the `capture` notification of its result (a subscription cycle's `subscription_capture`,
 * with its message); `settled` runs once the result is known.
 * @param {Simulator} simulator @param {string} accountId @param {CapturedRecord} payment @param {'single' | 'frequent'} paymentType
 * @param {import('../records.js').CaptureOrder} body @param {(record: CaptureRecord) => void} [settled]
 */
export function capture(simulator, accountId, payment, paymentType, body, settled) {
  const state = simulator.stateOf(accountId);
  const now = simulator.clock.now();
  const id = simulator.id();
  const value = money(body.value ?? payment.value ?? 0);
  /** @type {CaptureRecord} */
  const record = {
    id,
    createdAt: now,
    updatedAt: now,
    status: 'pending',
    descriptive: body.descriptive ?? ('capture' in payment ? payment.capture?.descriptive : undefined) ?? '',
    value,
    payment_id: payment.id,
    payment_type: paymentType,
    account: { id: body.account?.id ?? accountId },
    splits: (body.splits ?? []).map((split) => ({
      ...split,
      id: simulator.id(),
      status: 'waiting',
      clearing_period: '7D',
      clearing_date: day(now + 7 * 86_400_000),
    })),
    ...(body.transaction_key ? { transaction_key: body.transaction_key } : {}),
    capture_date: body.capture_date ?? day(now),
    // notifies: the id its result notification carries (Events rule 5: a frequent mb payment, the frequent id)
    internal: { method: payment.method?.type, refunded: 0, notifies: body.notifies, announce: body.announce },
  };
  state.captures.set(id, record);
  if (settled) afterSettling.set(record, settled);
  payment.internal.captures.push(id);
  if (isCollection(record)) collectLater(simulator, accountId, record, payment);
  else settleCapture(simulator, accountId, record, payment);
  return record;
}

/** A direct debit: pending until the bank answers (Limits: up to 48 business hours for captures). @param {CaptureRecord} record */
const isCollection = (record) => String(record.internal.method).toLowerCase() === 'dd';

/**
 * Collected after 48 business hours; when `capacity` timers are already pending the debit is collected at once
 * instead (a choice, in the guide), so no debit the simulator keeps stays pending for ever.
 * @param {Simulator} simulator @param {string} accountId @param {CaptureRecord} record @param {CapturedRecord} payment
 */
function collectLater(simulator, accountId, record, payment) {
  const due = addBusinessHours(record.createdAt, 48);
  if (!simulator.clock.at(due, () => settleCapture(simulator, accountId, record, payment)))
    settleCapture(simulator, accountId, record, payment);
}

/** The payment a capture belongs to, among the records that can be captured. @param {AccountState} state @param {CaptureRecord} record */
const paymentOf = (state, record) =>
  state.singles.get(record.payment_id) ??
  state.frequents.get(record.payment_id) ??
  state.subscriptions.get(record.payment_id) ??
  state.authorisations.get(record.payment_id);

/** After a saved state is loaded, a direct debit still pending is collected again. @param {Simulator} simulator @param {string} accountId @param {CaptureRecord} record */
export function rearmCollection(simulator, accountId, record) {
  const payment = paymentOf(simulator.stateOf(accountId), record);
  if (record.status === 'pending' && isCollection(record) && payment)
    collectLater(simulator, accountId, record, payment);
}

/**
 * Cancels the direct debits of `payment` still waiting to be collected (Effects: DELETE of a dd single or frequent
 * before 18:00 Europe/Lisbon): they are never collected; the capture reads `failed` (the interface has no cancelled
 * capture status), and no notification is sent, since the merchant asked for it.
 * @param {AccountState} state @param {CapturedRecord} payment @param {number} now
 */
export function cancelCollections(state, payment, now) {
  for (const id of payment.internal.captures) {
    const record = state.captures.get(id);
    if (record?.status !== 'pending' || !isCollection(record)) continue;
    record.status = 'failed';
    record.updatedAt = now;
    record.internal.cancelled = true;
  }
}

/** @param {Simulator} simulator @param {string} accountId @param {CaptureRecord} record @param {CapturedRecord} payment */
function settleCapture(simulator, accountId, record, payment) {
  if (record.status !== 'pending') return; // cancelled before the bank answered
  const mandate = 'sdd_mandate' in payment.method ? payment.method.sdd_mandate : undefined;
  const failed = declined(record) || mandate?.iban === SANDBOX.failingIban;
  record.status = failed ? 'failed' : 'success';
  record.updatedAt = simulator.clock.now();
  // A single paid by a debit or transfer that failed ("All valid IBANs succeed except one designated IBAN").
  if (failed && 'payment_status' in payment && payment.payment_status === 'pending') payment.payment_status = 'failed';
  if (!failed) {
    payment.internal.captured = money(payment.internal.captured + record.value);
    if ('payment_status' in payment) {
      payment.payment_status = 'paid';
      payment.paid_at = seconds(simulator.clock.now());
    }
    book(
      simulator.stateOf(accountId),
      'CP',
      { ...record, method: record.internal.method },
      record.value,
      record.updatedAt,
      simulator.id(),
    );
  }
  // Events rules 1 to 4: a single's result carries the single id; rule 5: a frequent mb payment, the frequent id;
  // rule 6: a frequent capture's result, the capture id. One notification per result, sent when the result is known
  // (a subscription cycle's says `subscription_capture` instead of `capture`).
  const special = record.internal.announce;
  announce(simulator, accountId, {
    type: special?.type ?? 'capture',
    status: failed ? 'failed' : 'success',
    id: record.payment_type === 'single' ? payment.id : (record.internal.notifies ?? record.id),
    key: record.transaction_key,
    message: special?.message ?? (failed ? 'The capture failed' : 'The capture succeeded'),
    money: !failed,
  });
  afterSettling.get(record)?.(record);
  afterSettling.delete(record);
}

/**
 * The customer pays: a pending single payment (mb or vi transfer, card or phone approval), or `value` to a frequent
 * mb payment's entity and reference (Events rule 5), which accepts payments until the reference is closed.
 * @param {Simulator} simulator @param {string} accountId @param {string} id @param {{ value?: unknown, reference?: unknown }} body
 */
export function payCustomer(simulator, accountId, id, body) {
  const state = simulator.stateOf(accountId);
  const frequent = state.frequents.get(id);
  if (frequent) return payFrequentReference(simulator, accountId, frequent, body.value, body.reference);
  const single = state.singles.get(id);
  if (!single) return notFound('single or frequent payment', id);
  if (single.payment_status !== 'pending')
    return refusal(409, `single payment ${id} is ${single.payment_status}, not pending`);
  // Single payment: "multibanco | object | `expiration_time` (ISO 8601)": the reference takes no payment from the
  // second its answer names (read from the answer itself, so the two agree to the second).
  const expires = single.multibanco ? Date.parse(single.multibanco.expiration_time ?? '') : Number.NaN;
  if (simulator.clock.now() >= expires)
    return refusal(
      409,
      `the multibanco reference of single payment ${id} expired at ${single.multibanco?.expiration_time} (multibanco.expiration_time)`,
    );
  single.method.status = 'active';
  capture(simulator, accountId, single, 'single', { value: single.value });
  return answer(200, { status: 'ok', payment_status: single.payment_status });
}

/**
 * @param {Simulator} simulator @param {string} accountId @param {import('../records.js').FrequentRecord} frequent @param {unknown} value
 * @param {unknown} reference the reference the customer pays (absent: the current one)
 */
function payFrequentReference(simulator, accountId, frequent, value, reference) {
  const state = simulator.stateOf(accountId);
  if (frequent.method.type !== 'mb') return refusal(409, `frequent payment ${frequent.id} is not paid by reference`);
  const closes = frequent.internal.referenceClosesAt;
  if (closes !== undefined && simulator.clock.now() >= closes)
    return refusal(409, `the reference of frequent payment ${frequent.id} was closed`);
  if (typeof value !== 'number') return refusal(400, "field 'value' is required: the amount the customer pays");
  const now = simulator.clock.now();
  const current = currentReference(frequent, now);
  // Events rule 8: "With unlimited frequent mb payments, entity and reference are reset three times a day."
  if (reference !== undefined && reference !== current)
    return refusal(
      409,
      `field 'reference' ${reference} is not the current reference of frequent payment ${frequent.id}; it was reset`,
    );
  // The frequent payment's limits hold for what is paid to its reference too (frequent-limits.js).
  const problem = amountRefusal(state, frequent, value);
  if (problem) return problem;
  const record = capture(simulator, accountId, frequent, 'frequent', { value, notifies: frequent.id });
  return answer(200, { status: 'ok', capture: { id: record.id, status: record.status } });
}

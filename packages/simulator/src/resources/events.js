// @ts-check
// What happens when money moves: a payment is paid or fails, a capture settles, a refund or chargeback is made.
// Each updates the records, writes the ledger and transaction report, and sends the notifications (Events; which
// kind goes out for which event is the simulator's choice, listed in the guide).
import { randomUUID } from 'node:crypto';
import { answer, notFound, refusal } from '../answers.js';
import { day, minutes, money, seconds } from '../format.js';
import { declined, SANDBOX } from './sandbox.js';

/** @typedef {import('../simulator.js').Simulator} Simulator */

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
 * Sends the Generic notification of an event, with the Transaction one when money moved and the Authorisation one
 * for an authorisation.
 * @param {Simulator} simulator @param {string} accountId
 * @param {{ type: string, status: 'success' | 'failed', id: string, key?: string, message: string, money?: boolean, authorisation?: string }} event
 */
export function announce(simulator, accountId, event) {
  const generic = {
    type: event.type,
    status: event.status,
    id: event.id,
    ...(event.key ? { key: event.key } : {}),
    messages: [event.message],
    date: seconds(simulator.clock.now()),
  };
  simulator.notify(accountId, {
    generic,
    ...(event.money ? { transaction: { ...generic, account: { id: accountId } } } : {}),
    ...(event.authorisation
      ? { authorisation: { ...generic, account: { id: accountId }, authorisation: { id: event.authorisation } } }
      : {}),
  });
}

/** @param {import('../state.js').AccountState} state @param {string} type @param {any} subject @param {number} amount @param {number} now */
export function book(state, type, subject, amount, now) {
  const id = randomUUID();
  const money2 = (/** @type {number} */ n) => ({ amount: money(n).toFixed(2), currency: 'EUR' });
  state.ledger.set(id, {
    id,
    createdAt: now,
    transaction_type: type,
    created_at: minutes(now),
    transaction_timestamp: seconds(now),
    amount: money2(amount),
    amount_details: { requested_amount: money2(Math.abs(amount)), payed_amount: money2(Math.abs(amount)), fees: [] },
    descriptive: subject.descriptive ?? '',
    details: {
      operation_id: subject.id,
      payment_id: subject.payment_id ?? subject.id,
      payment_type: subject.payment_type ?? 'single',
      method: String(subject.method ?? 'cc').toUpperCase(),
    },
  });
  if (type !== 'CP') return;
  state.transactions.set(subject.id, {
    id: subject.id,
    createdAt: now,
    payment_type: subject.payment_type ?? 'single',
    key: subject.transaction_key ?? '',
    date: new Date(now).toISOString(),
    values: { requested: amount, paid: amount, fixed_fee: 0, variable_fee: 0, tax: 0, transfer: amount },
    transfer_date: day(now),
    method: String(subject.method ?? 'cc'),
    payment_id: subject.payment_id,
    descriptive: subject.descriptive ?? '',
  });
}

/**
 * A new capture of `payment` (a single or frequent record); settled at once, or by the clock for direct debits.
 * @param {Simulator} simulator @param {string} accountId @param {any} payment @param {'single' | 'frequent'} paymentType @param {any} body
 */
export function capture(simulator, accountId, payment, paymentType, body) {
  const state = simulator.stateOf(accountId);
  const now = simulator.clock.now();
  const id = randomUUID();
  const value = money(body.value ?? payment.value ?? 0);
  const record = {
    id,
    createdAt: now,
    updatedAt: now,
    status: 'pending',
    descriptive: body.descriptive ?? payment.capture?.descriptive ?? '',
    value,
    payment_id: payment.id,
    payment_type: paymentType,
    account: { id: body.account?.id ?? accountId },
    splits: (body.splits ?? []).map((/** @type {any} */ split) => ({
      ...split,
      id: randomUUID(),
      status: 'waiting',
      clearing_period: '7D',
      clearing_date: day(now + 7 * 86_400_000),
    })),
    ...(body.transaction_key ? { transaction_key: body.transaction_key } : {}),
    capture_date: body.capture_date ?? day(now),
    internal: { method: payment.method?.type, refunded: 0 },
  };
  state.captures.set(id, record);
  payment.internal.captures.push(id);
  const settle = () => settleCapture(simulator, accountId, record, payment);
  if (String(payment.method?.type).toLowerCase() === 'dd') simulator.clock.at(addBusinessHours(now, 48), settle);
  else settle();
  return record;
}

/** @param {Simulator} simulator @param {string} accountId @param {any} record @param {any} payment */
function settleCapture(simulator, accountId, record, payment) {
  const failed = declined(record) || payment.method?.sdd_mandate?.iban === SANDBOX.failingIban;
  record.status = failed ? 'failed' : 'success';
  record.updatedAt = simulator.clock.now();
  if (!failed) {
    payment.internal.captured = money(payment.internal.captured + record.value);
    if (payment.payment_status !== undefined) {
      payment.payment_status = 'paid';
      payment.paid_at = seconds(simulator.clock.now());
    }
    book(
      simulator.stateOf(accountId),
      'CP',
      { ...record, method: record.internal.method },
      record.value,
      record.updatedAt,
    );
  }
  // Events rules 2, 3 and 6: a single's result carries the single id, a frequent capture's carries the capture id.
  announce(simulator, accountId, {
    type: 'capture',
    status: failed ? 'failed' : 'success',
    id: record.payment_type === 'single' ? payment.id : record.id,
    key: record.transaction_key,
    message: failed ? 'The capture failed' : 'The capture succeeded',
    money: !failed,
  });
}

/** The customer pays a pending single payment (mb or vi transfer, card or phone approval). */
/** @param {Simulator} simulator @param {string} accountId @param {string} id */
export function payCustomer(simulator, accountId, id) {
  const single = simulator.stateOf(accountId).singles.get(id);
  if (!single) return notFound('single payment', id);
  if (single.payment_status !== 'pending')
    return refusal(409, `single payment ${id} is ${single.payment_status}, not pending`);
  single.method.status = 'active';
  capture(simulator, accountId, single, 'single', { value: single.value });
  return answer(200, { status: 'ok', payment_status: single.payment_status });
}

/** @param {Simulator} simulator @param {string} accountId @param {string} captureId @param {any} body */
export function chargeBack(simulator, accountId, captureId, body) {
  const state = simulator.stateOf(accountId);
  const record = state.captures.get(captureId);
  if (!record) return notFound('capture', captureId);
  const now = simulator.clock.now();
  const id = randomUUID();
  const amount = money(Number(body.amount ?? record.value));
  state.chargebacks.set(id, {
    id,
    createdAt: now,
    created_at: minutes(now),
    code: 'MD06',
    message: 'MD06 - Refund Request by End Customer',
    amount,
    capture: { payment_type: record.payment_type, id: record.id, payment_id: record.payment_id },
  });
  book(state, 'CB', record, -amount, now);
  announce(simulator, accountId, {
    type: 'chargeback',
    status: 'success',
    id,
    message: 'A chargeback was received',
    money: true,
  });
  return answer(200, { status: 'ok', id });
}

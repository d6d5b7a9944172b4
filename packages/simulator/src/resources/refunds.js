// @ts-check
// Refunds (of a capture, or of a single payment's latest capture) within the refund window of the method
// (Limits: refund windows), chargebacks, and the ledger and transaction reports derived from what happened.
import { answer, notFound, refusal } from '../answers.js';
import { isoUtc, minutes, money } from '../format.js';
import { createdWithin, cursorEnvelope, pageEnvelope, select } from '../lists.js';
import { findCapture } from './captures.js';
import { announce } from './events.js';
import { book } from './ledger.js';
import { refundDeadline, WINDOWS, windowName } from './refund-windows.js';
import { view } from './views.js';

/** @typedef {import('../simulator.js').Context} Context */

const DAY = 86_400_000;

/** @param {Context} ctx */
export function createRefund({ params, state, body, now, id, simulator, accountId }) {
  const record = findCapture(state, params.id ?? '');
  if (!record) return notFound('capture', params.id ?? '');
  // A direct debit still being collected may be refunded; the refund then waits, 'pending' (a choice; see the guide).
  if (record.status === 'failed') return refusal(422, `capture ${record.id} failed; there is nothing to refund`);
  const settled = record.status !== 'pending';
  const method = String(record.internal.method ?? '').toLowerCase();
  // "12 months" counts calendar months, not 365 days (refund-windows.js).
  const deadline = refundDeadline(method, record.createdAt);
  if (deadline !== undefined && now > deadline)
    return refusal(
      422,
      `the refund window of ${windowName(/** @type {import('./refund-windows.js').Window} */ (WINDOWS[method]))} for ${method} payments has passed (it closed at ${isoUtc(deadline)})`,
    );
  const left = money(record.value - record.internal.refunded);
  if (body.value > left) return refusal(422, `field 'value' is more than the ${left} left to refund`);
  const refundId = id();
  record.internal.refunded = money(record.internal.refunded + body.value);
  if (record.internal.refunded >= record.value) record.status = 'refunded';
  record.updatedAt = now;
  const { value: _v, iban, email, phone, account_holder, transaction_key } = body;
  state.refunds.set(refundId, {
    id: refundId,
    createdAt: now,
    status: settled ? 'success' : 'pending',
    value: money(body.value),
    ...Object.fromEntries(
      Object.entries({ iban, email, phone, account_holder, transaction_key }).filter(([, v]) => v !== undefined),
    ),
    capture: view(record),
    created_at: minutes(now),
    updated_at: minutes(now),
  });
  book(state, 'RF', { ...record, method }, -body.value, now, simulator.id());
  announce(simulator, accountId, {
    type: 'refund',
    status: 'success',
    id: refundId,
    message: 'The refund was made',
    money: true,
  });
  return answer(201, { id: refundId, status: 'ok', message: ['Your request was successfully created'] });
}

/** @param {Context} ctx */
export function getRefund({ params, state }) {
  const record = state.refunds.get(params.id ?? '');
  if (!record) return notFound('refund', params.id ?? '');
  const { created_at: _c, updated_at: _u, ...detail } = view(record);
  return answer(200, detail);
}

/** @param {Context} ctx */
export function listRefunds({ query, state }) {
  const item = (/** @type {import('../records.js').RefundRecord} */ r) => {
    const { capture, ...rest } = view(r);
    return { ...rest, capture: { payment_type: capture.payment_type, id: capture.id, payment_id: capture.payment_id } };
  };
  return answer(200, cursorEnvelope(select(state.refunds, query), query, item));
}

/**
 * "List chargebacks (reason, amount, status)": the reason is the `message` and `code` the reference facts name; the
 * status, whose values neither source gives, is `received` (a choice: the bank has charged the capture back).
 * @param {Context} ctx
 */
export function listChargebacks({ query, state }) {
  const item = (/** @type {import('../records.js').ChargebackRecord} */ r) => ({ ...view(r), status: 'received' });
  return answer(200, cursorEnvelope(select(state.chargebacks, query), query, item));
}

/** @param {Context} ctx */
export function listLedgerEntries({ query, state }) {
  const records = select(state.ledger, query, { transaction_type: (r) => r.transaction_type });
  return answer(200, cursorEnvelope(records, query, view));
}

/** @param {Context} ctx */
export function listTransactions({ query, state }) {
  const from = query.start_date ? Date.parse(String(query.start_date)) : -Infinity;
  const to = query.end_date ? Date.parse(String(query.end_date)) + DAY : Infinity;
  return answer(200, pageEnvelope(createdWithin(state.transactions, from, to), query, view));
}

// @ts-check
// The ledger and the transaction report: each movement of money writes a ledger entry (its `transaction_type`: CP a
// capture, RF a refund, CB a chargeback …), and a capture its transaction too (GET /api/v2/reports/transactions).
import { day, minutes, money, seconds } from '../format.js';

/** @typedef {import('../state.js').AccountState} AccountState */

/**
 * What a ledger entry is about: a capture, a refund's capture, a chargeback's capture, an out payment.
 * @typedef {{ id: string, payment_id?: string, payment_type?: 'single' | 'frequent', method?: string | undefined,
 *   descriptive?: string | undefined, transaction_key?: string | undefined }} Subject
 */

/**
 * @param {AccountState} state @param {import('../records.js').LedgerType} type @param {Subject} subject
 * @param {number} amount @param {number} now @param {string} id the ledger entry's id
 */
export function book(state, type, subject, amount, now, id) {
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

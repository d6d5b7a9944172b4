// @ts-check
// What a saved record must be to be loaded (a state file, a journal): its public fields as the spec's schema of its
// family says (the generated validators: one source for each rule), plus the simulator's own fields its handlers
// read (`createdAt`, and `internal` for families that keep one). A record that would answer 500 or break the spec
// after loading is refused here instead, naming the record and the field.
import {
  validateAuthorisation,
  validateCapture,
  validateChargeback,
  validateCheckoutDetail,
  validateFrequentPayment,
  validateLedgerEntry,
  validateLink,
  validateOutPayment,
  validateRefund,
  validateSinglePayment,
  validateSubscription,
  validateTransaction,
  validateVoid,
} from '@payments-contract/validators';
import { view } from './resources/views.js';

/** Each family's schema in the spec: the one its detail answer is built on. */
/** @type {Record<import('./state.js').Family, (value: unknown) => { ok: boolean, errors?: { message: string }[] }>} */
const SCHEMAS = {
  singles: validateSinglePayment,
  frequents: validateFrequentPayment,
  subscriptions: validateSubscription,
  captures: validateCapture,
  authorisations: validateAuthorisation,
  voids: validateVoid,
  refunds: validateRefund,
  chargebacks: validateChargeback,
  outPayments: validateOutPayment,
  checkouts: validateCheckoutDetail,
  links: validateLink,
  ledger: validateLedgerEntry,
  transactions: validateTransaction,
};

/** Families whose handlers keep their own bookkeeping in `internal` (captures made, holds …). */
const KEEPS_INTERNAL = new Set(['singles', 'frequents', 'subscriptions', 'captures', 'authorisations', 'checkouts']);

const isObject = (/** @type {unknown} */ value) => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * Why `record` cannot be loaded as one of `family`, naming the field, or undefined.
 * @param {import('./state.js').Family} family @param {unknown} record @returns {string | undefined}
 */
export function recordProblem(family, record) {
  if (!isObject(record)) return 'must be an object (a record)';
  const saved = /** @type {Record<string, unknown>} */ (record);
  if (typeof saved.id !== 'string' || !saved.id) return "field 'id' must be a non-empty string";
  if (typeof saved.createdAt !== 'number' || !Number.isFinite(saved.createdAt))
    return "field 'createdAt' must be a number (epoch milliseconds)";
  if (saved.updatedAt !== undefined && (typeof saved.updatedAt !== 'number' || !Number.isFinite(saved.updatedAt)))
    return "field 'updatedAt' must be a number (epoch milliseconds)";
  if (KEEPS_INTERNAL.has(family) && !isObject(saved.internal)) return "field 'internal' must be an object";
  const result = SCHEMAS[family](view(saved));
  if (!result.ok)
    return `${result.errors?.[0]?.message ?? 'does not match its schema'} (the spec's schema of ${family})`;
  return undefined;
}

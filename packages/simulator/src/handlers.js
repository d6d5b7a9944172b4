// @ts-check
// The handler registry: each operation of the spec, by its operationId, and the function that answers it. Only
// request handlers are here (the helpers they share stay in their modules, unexported from this table), and
// test/handlers.test.ts holds the keys equal to the spec's operationIds, naming a missing or an extra one.
import {
  createCapture,
  createVoid,
  getAuthorisation,
  getCapture,
  getVoid,
  listCaptures,
  updateCaptureSplit,
} from './resources/captures.js';
import { cancelCheckout, createCheckout, getCheckout } from './resources/checkouts.js';
import { getConfig, ping, updateConfig } from './resources/config.js';
import {
  createFrequentAuthorisation,
  createFrequentPayment,
  deleteFrequentPayment,
  getFrequentPayment,
  listFrequentPayments,
  updateFrequentPayment,
} from './resources/frequents.js';
import { createLink, deleteLink, getLink, listLinks, updateLink } from './resources/links.js';
import { cancelOutPayment, createOutPayment, getOutPayment, listOutPayments } from './resources/out-payments.js';
import {
  createRefund,
  getRefund,
  listChargebacks,
  listLedgerEntries,
  listRefunds,
  listTransactions,
} from './resources/refunds.js';
import {
  createSinglePayment,
  deleteSinglePayment,
  getSinglePayment,
  listSinglePayments,
  updateSinglePayment,
} from './resources/singles.js';
import {
  createSubscription,
  deleteSubscription,
  getSubscription,
  listSubscriptions,
  updateSubscription,
} from './resources/subscriptions.js';

/**
 * An operation's handler: the request's checked parts and the account's state in, its answer out.
 * @typedef {(ctx: import('./simulator.js').Context) => import('./answers.js').Answer | Promise<import('./answers.js').Answer>} Handler
 */

/** operationId → handler, in the spec's order. @type {Readonly<Record<string, Handler>>} */
export const handlers = Object.freeze({
  listSinglePayments,
  createSinglePayment,
  getSinglePayment,
  deleteSinglePayment,
  updateSinglePayment,
  listFrequentPayments,
  createFrequentPayment,
  getFrequentPayment,
  deleteFrequentPayment,
  updateFrequentPayment,
  createFrequentAuthorisation,
  listSubscriptions,
  createSubscription,
  getSubscription,
  deleteSubscription,
  updateSubscription,
  listCaptures,
  createCapture,
  getCapture,
  updateCaptureSplit,
  getAuthorisation,
  getVoid,
  createVoid,
  listRefunds,
  createRefund,
  getRefund,
  listChargebacks,
  listLedgerEntries,
  listTransactions,
  listOutPayments,
  createOutPayment,
  getOutPayment,
  cancelOutPayment,
  getConfig,
  updateConfig,
  createCheckout,
  getCheckout,
  cancelCheckout,
  createLink,
  listLinks,
  getLink,
  updateLink,
  deleteLink,
  ping,
});

/** The handler of an operation, or undefined for one the registry lacks (a changed copy of the spec, the mock's). @param {string} operationId */
export const handlerOf = (operationId) => (Object.hasOwn(handlers, operationId) ? handlers[operationId] : undefined);

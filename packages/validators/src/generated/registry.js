/**
 * Generated from the payments service's OpenAPI document (packages/spec) by payments-contract's generators.
 * Do not edit: change the spec or the generator, then run `npm run generate`.
 */

// @ts-nocheck
import * as operation_listSinglePayments from "./operations/listSinglePayments.js";
import * as operation_createSinglePayment from "./operations/createSinglePayment.js";
import * as operation_getSinglePayment from "./operations/getSinglePayment.js";
import * as operation_deleteSinglePayment from "./operations/deleteSinglePayment.js";
import * as operation_updateSinglePayment from "./operations/updateSinglePayment.js";
import * as operation_listFrequentPayments from "./operations/listFrequentPayments.js";
import * as operation_createFrequentPayment from "./operations/createFrequentPayment.js";
import * as operation_getFrequentPayment from "./operations/getFrequentPayment.js";
import * as operation_deleteFrequentPayment from "./operations/deleteFrequentPayment.js";
import * as operation_updateFrequentPayment from "./operations/updateFrequentPayment.js";
import * as operation_createFrequentAuthorisation from "./operations/createFrequentAuthorisation.js";
import * as operation_listSubscriptions from "./operations/listSubscriptions.js";
import * as operation_createSubscription from "./operations/createSubscription.js";
import * as operation_getSubscription from "./operations/getSubscription.js";
import * as operation_deleteSubscription from "./operations/deleteSubscription.js";
import * as operation_updateSubscription from "./operations/updateSubscription.js";
import * as operation_listCaptures from "./operations/listCaptures.js";
import * as operation_getCapture from "./operations/getCapture.js";
import * as operation_createCapture from "./operations/createCapture.js";
import * as operation_updateCaptureSplit from "./operations/updateCaptureSplit.js";
import * as operation_getAuthorisation from "./operations/getAuthorisation.js";
import * as operation_getVoid from "./operations/getVoid.js";
import * as operation_createVoid from "./operations/createVoid.js";
import * as operation_listRefunds from "./operations/listRefunds.js";
import * as operation_getRefund from "./operations/getRefund.js";
import * as operation_createRefund from "./operations/createRefund.js";
import * as operation_listChargebacks from "./operations/listChargebacks.js";
import * as operation_listLedgerEntries from "./operations/listLedgerEntries.js";
import * as operation_listTransactions from "./operations/listTransactions.js";
import * as operation_listOutPayments from "./operations/listOutPayments.js";
import * as operation_createOutPayment from "./operations/createOutPayment.js";
import * as operation_getOutPayment from "./operations/getOutPayment.js";
import * as operation_cancelOutPayment from "./operations/cancelOutPayment.js";
import * as operation_getConfig from "./operations/getConfig.js";
import * as operation_updateConfig from "./operations/updateConfig.js";
import * as operation_createCheckout from "./operations/createCheckout.js";
import * as operation_getCheckout from "./operations/getCheckout.js";
import * as operation_cancelCheckout from "./operations/cancelCheckout.js";
import * as operation_listLinks from "./operations/listLinks.js";
import * as operation_createLink from "./operations/createLink.js";
import * as operation_getLink from "./operations/getLink.js";
import * as operation_deleteLink from "./operations/deleteLink.js";
import * as operation_updateLink from "./operations/updateLink.js";
import * as operation_ping from "./operations/ping.js";
export const operations = {
    "GET /single": operation_listSinglePayments,
    "POST /single": operation_createSinglePayment,
    "GET /single/{id}": operation_getSinglePayment,
    "DELETE /single/{id}": operation_deleteSinglePayment,
    "PATCH /single/{id}": operation_updateSinglePayment,
    "GET /frequent": operation_listFrequentPayments,
    "POST /frequent": operation_createFrequentPayment,
    "GET /frequent/{id}": operation_getFrequentPayment,
    "DELETE /frequent/{id}": operation_deleteFrequentPayment,
    "PATCH /frequent/{id}": operation_updateFrequentPayment,
    "POST /frequent/authorisation/{id}": operation_createFrequentAuthorisation,
    "GET /subscription": operation_listSubscriptions,
    "POST /subscription": operation_createSubscription,
    "GET /subscription/{id}": operation_getSubscription,
    "DELETE /subscription/{id}": operation_deleteSubscription,
    "PATCH /subscription/{id}": operation_updateSubscription,
    "GET /capture": operation_listCaptures,
    "GET /capture/{id}": operation_getCapture,
    "POST /capture/{id}": operation_createCapture,
    "PATCH /capture/{capture-uuid}/splits/{capture-split-uuid}": operation_updateCaptureSplit,
    "GET /authorisation/{id}": operation_getAuthorisation,
    "GET /void/{id}": operation_getVoid,
    "POST /void/{id}": operation_createVoid,
    "GET /refund": operation_listRefunds,
    "GET /refund/{id}": operation_getRefund,
    "POST /refund/{id}": operation_createRefund,
    "GET /chargeback": operation_listChargebacks,
    "GET /report/ledger": operation_listLedgerEntries,
    "GET /report/transactions": operation_listTransactions,
    "GET /out_payment": operation_listOutPayments,
    "POST /out_payment": operation_createOutPayment,
    "GET /out_payment/{id}": operation_getOutPayment,
    "DELETE /out_payment/{id}": operation_cancelOutPayment,
    "GET /config": operation_getConfig,
    "PATCH /config": operation_updateConfig,
    "POST /checkout": operation_createCheckout,
    "GET /checkout/{id}": operation_getCheckout,
    "DELETE /checkout/{id}": operation_cancelCheckout,
    "GET /link": operation_listLinks,
    "POST /link": operation_createLink,
    "GET /link/{id}": operation_getLink,
    "DELETE /link/{id}": operation_deleteLink,
    "PATCH /link/{id}": operation_updateLink,
    "GET /system/ping": operation_ping,
  };

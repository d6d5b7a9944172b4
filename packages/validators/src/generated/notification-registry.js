/**
 * Generated from the payments service's OpenAPI document (packages/spec) by payments-contract's generators.
 * Do not edit: change the spec or the generator, then run `npm run generate`.
 */

// @ts-nocheck
import * as notification_genericNotification from "./notifications/genericNotification.js";
import * as notification_authorisationNotification from "./notifications/authorisationNotification.js";
import * as notification_transactionNotification from "./notifications/transactionNotification.js";
export const notifications = {
    genericNotification: notification_genericNotification,
    authorisationNotification: notification_authorisationNotification,
    transactionNotification: notification_transactionNotification,
  };

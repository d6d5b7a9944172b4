// @ts-check
// Notification checks alone (`@payments-contract/validators/notifications`): a receiver of notifications imports
// these without any operation's validators.
import { notifications } from './generated/notification-registry.js';

/**
 * Which kind a notification payload is: an Authorisation one names `authorisation`, a Transaction one names only
 * `account`, and anything else is read as Generic.
 * @param {unknown} payload
 */
export function notificationKind(payload) {
  const body = /** @type {Record<string, unknown>} */ (payload && typeof payload === 'object' ? payload : {});
  if ('authorisation' in body) return 'authorisationNotification';
  if ('account' in body) return 'transactionNotification';
  return 'genericNotification';
}

/** @param {unknown} payload @param {string} [kind] */
export function validateNotification(payload, kind = notificationKind(payload)) {
  const found = /** @type {Record<string, any>} */ (notifications)[kind];
  if (!found)
    throw new TypeError(`No notification kind '${kind}' (expected ${Object.keys(notifications).join(', ')}).`);
  return { kind, ...found.validate(payload) };
}

export const notificationKinds = Object.freeze(Object.keys(notifications));

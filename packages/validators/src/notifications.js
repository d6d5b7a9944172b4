// @ts-check
// Notification checks alone (`@payments-contract/validators/notifications`): a receiver of notifications imports
// these without any operation's validators. The kind is named by the caller (the URL the delivery arrived at, set
// with PATCH /config, says which), never guessed from the payload: the kinds share their fields (an Authorisation or
// Transaction notification may carry the Generic ones), so a guess refuses payloads valid under their own kind.
import { notifications } from './generated/notification-registry.js';

/** @typedef {import('./generated/types.js').Notifications} Notifications */
/** @template T @typedef {import('@payments-contract/validator-runtime').Result<T>} Result */

export const notificationKinds = /** @type {readonly (keyof Notifications)[]} */ (
  Object.freeze(Object.keys(notifications))
);

/**
 * Checks a notification tolerantly (what the spec does not list is a warning) as the kind named: the URL it arrived
 * at says which. Without a known kind the result is an error naming the kinds, never a guess.
 * @template {keyof Notifications} N @param {unknown} payload @param {N} kind
 * @returns {Result<Notifications[N]> & { kind: N }}
 */
export function validateNotification(payload, kind) {
  const found = /** @type {Record<string, any>} */ (notifications)[kind];
  if (!found) {
    const message =
      kind === undefined
        ? `validateNotification needs the notification's kind (${notificationKinds.join(', ')}): the URL it arrived at says which; it is not guessed from the payload`
        : `no notification kind '${kind}' (expected ${notificationKinds.join(', ')})`;
    return { kind, ok: false, errors: [{ path: '', rule: 'kind', message }], warnings: [] };
  }
  return { kind, ...found.validate(payload) };
}

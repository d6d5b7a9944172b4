// @ts-check
// Announcements: the notifications an event sends (Events; which kind goes out for which event is the simulator's
// choice, listed in the guide). The other jobs of money moving have their own modules: settlement.js (a capture is
// made and settles, a customer pays), ledger.js (the ledger and the transaction report), chargebacks.js.
import { seconds } from '../format.js';
import { sha256Hex } from '../platform/hash.js';

/** @typedef {import('../simulator.js').Simulator} Simulator */

/**
 * The account's id as notifications carry it: a uuid (the reference facts), made from the AccountId the simulator
 * knows the account by, so the same account always has the same one (a choice).
 * @param {string} accountId
 */
export function accountUuid(accountId) {
  const hex = sha256Hex(`account:${accountId}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Sends the Generic notification of an event, with the Transaction one when money moved and the Authorisation one
 * for an authorisation.
 * @param {Simulator} simulator @param {string} accountId
 * @param {{ type: string, status: 'success' | 'failed', id: string, key?: string | undefined, message: string, money?: boolean, authorisation?: string }} event
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
    ...(event.money ? { transaction: { ...generic, account: { id: accountUuid(accountId) } } } : {}),
    ...(event.authorisation
      ? {
          authorisation: {
            ...generic,
            account: { id: accountUuid(accountId) },
            authorisation: { id: event.authorisation },
          },
        }
      : {}),
  });
}

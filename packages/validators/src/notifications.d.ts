import type { Result } from '@payments-contract/validator-runtime';
import type { Notifications } from './generated/types.js';

/**
 * Checks a notification tolerantly (what the spec does not list is a warning) as the kind named: the URL it arrived
 * at says which. Without a known kind the result is an error naming the kinds, never a guess.
 */
export declare function validateNotification<N extends keyof Notifications>(
  payload: unknown,
  kind: N,
): Result<Notifications[N]> & { kind: N };
export declare const notificationKinds: readonly (keyof Notifications)[];

import type { Result } from '@payments-contract/validator-runtime';
import type { Notifications } from './generated/types.js';

/** The kind of a notification payload, from its shape. */
export declare function notificationKind(payload: unknown): keyof Notifications;
/** Checks a notification tolerantly, of the given kind or the kind its shape says. */
export declare function validateNotification<N extends keyof Notifications = keyof Notifications>(
  payload: unknown,
  kind?: N,
): Result<Notifications[N]> & { kind: N };
export declare const notificationKinds: readonly (keyof Notifications)[];

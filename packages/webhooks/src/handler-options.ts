// What a merchant gives createNotificationHandler, typed over the notification types of the spec it was generated
// from (a team's regenerated spec passes its own `notificationTypes` and `confirmations`), and the checks that make
// the safe way the only default: `authorization`, `confirm` and `kind` are required, and switching a check off is a
// named option, never an unset variable.
import type { PaymentsClient } from '@payments-contract/client';
import type { Issue } from '@payments-contract/validators';
import type { ConfirmationMap } from './agreement.js';
import type { Confirmation } from './confirm.js';
import type { DeliveryStore, LegacyDeliveryStore } from './deliveries.js';
import type {
  GenericNotification,
  Notification,
  NotificationKind,
  NotificationOfType,
  NotificationType,
} from './generated/notifications.js';
import { checkAuthorizationOption, checkKindOption, type UnsafeAcceptUnsigned } from './parse.js';

/** Acting on notifications the service was not asked about: named, so that it is never the default by omission. */
export interface UnsafeSkipConfirmation {
  unsafeSkipConfirmation: true;
}

/**
 * A notification of type T as `on` receives it: the spec's own, or a type a regenerated spec adds (its Generic
 * fields). `id` is always the id it is about: the handler runs `on` only for a notification that names one (an
 * Authorisation notification that carries only `authorisation.id` is given that as `id`).
 */
export type NotificationFor<T extends string> = (T extends NotificationType
  ? NotificationOfType<T>
  : Omit<GenericNotification, 'type'> & { type: T }) & { id: string };

export interface NotificationContext<T extends string = NotificationType> {
  kind: NotificationKind;
  warnings: Issue[];
  /** How the service confirmed it (the call made, the details, their agreement); absent only when skipped. */
  confirmation?: Confirmation<T>;
  /** The confirmed details (`confirmation.details`). */
  confirmed?: Confirmation<T>['details'];
  /**
   * The item of the details this event is, where the details list the events (`x-confirmed-by` `events`): for a
   * single captured in parts, the capture (`field` `captures`, its `id`, the `item` itself) this delivery is for.
   */
  event?: { field: string; id: string; item: unknown };
}

export type NotificationHandlers<Types extends string = NotificationType> = {
  [T in Types]?: (notification: NotificationFor<T>, context: NotificationContext<T>) => unknown;
};

export interface DisagreementContext<Types extends string = NotificationType> {
  kind: NotificationKind;
  warnings: Issue[];
  /** What the service answered: `confirmation.agreement` says which field disagreed, and its value. */
  confirmation: Confirmation<Types>;
}

export interface NotificationHandlerOptions<Types extends string = NotificationType> {
  /** The kind this endpoint receives: the URL it is configured under with PATCH /config. */
  kind: NotificationKind;
  /** The `Authorization` value the service sends, or `{ unsafeAcceptUnsigned: true }`. */
  authorization: string | UnsafeAcceptUnsigned;
  /** The client to confirm each notification with (Events rule 7), or `{ unsafeSkipConfirmation: true }`. */
  confirm: PaymentsClient | UnsafeSkipConfirmation;
  /** The merchant's code, by notification type; run once per event, only when confirmed and agreeing. */
  on: NoInfer<NotificationHandlers<Types>>;
  /**
   * Told of a notification the service's details contradict (a forged or stale one: `success` notified, `failed`
   * found). It is answered 200 so that the service stops delivering it, and `on` is not run.
   */
  onDisagreement?: (notification: Notification, context: NoInfer<DisagreementContext<Types>>) => unknown;
  /**
   * Told of a notification whose outcome the spec names no confirming state for (`x-confirmed-by`: a `failed` out
   * payment, any `failed` subscription or chargeback): the details found are in `confirmation`, for your own
   * judgement. It is answered 200 (delivering it again cannot confirm it), and `on` is not run; a later `success`
   * the details confirm runs `on` once.
   */
  onUnconfirmable?: (notification: Notification, context: NoInfer<DisagreementContext<Types>>) => unknown;
  /** Told of a notification whose type the spec does not list, or that has no handler in `on` (answered 200). */
  onUnknown?: (
    notification: Notification,
    context: { kind: NotificationKind; warnings: Issue[]; reason: string },
  ) => unknown;
  /**
   * Where events are claimed and kept once done (default: in memory, 10 000 keys for 3 days, for one process). Behind
   * a load balancer, one store shared by every instance: `redisDeliveryStore` (`@payments-contract/webhooks/redis`)
   * or `postgresDeliveryStore` (`@payments-contract/webhooks/postgres`). A `has`/`remember` store is deprecated: it
   * is safe within one process only.
   */
  deliveries?: DeliveryStore | LegacyDeliveryStore;
  /**
   * How long an event's claim holds, in ms (default 60 000): longer than confirming and your code take. A claim left
   * by a crashed instance is taken again after it, so that the event is acted on (again, if the crash came after your
   * code ran).
   */
  leaseMs?: number;
  /** The notification types of a regenerated spec (its generated `notificationTypes`); default this package's. */
  types?: readonly Types[];
  /** The confirmation map of a regenerated spec (its generated `confirmations`); default this package's. */
  confirmations?: ConfirmationMap<NoInfer<Types>>;
  /** The largest body accepted, in bytes (default 64 KiB). */
  maxBytes?: number;
  /** Told of every failure of a handler or a confirmation, for logging; never of credentials. */
  onError?: (error: unknown) => void;
}

/** Throws at creation, naming the option, when a required check is missing. */
export function checkHandlerOptions(
  options: NotificationHandlerOptions<string>,
  types: readonly string[],
  map: ConfirmationMap,
): void {
  checkAuthorizationOption(options.authorization);
  checkKindOption(options.kind);
  const lease = options.leaseMs;
  if (lease !== undefined && !(Number.isSafeInteger(lease) && lease > 0))
    throw new TypeError(`option 'leaseMs' must be a whole number of milliseconds above 0 (given ${String(lease)})`);
  const confirm = options.confirm as Partial<PaymentsClient & UnsafeSkipConfirmation> | undefined;
  if (confirm?.unsafeSkipConfirmation !== true && typeof confirm?.GET !== 'function')
    throw new TypeError(
      "option 'confirm' is required: a PaymentsClient to confirm each notification with the service before your " +
        'code acts (Events rule 7), or { unsafeSkipConfirmation: true } to act on notifications alone on purpose',
    );
  if (confirm?.unsafeSkipConfirmation === true) return;
  const missing = types.filter((type) => !map[type]?.length);
  if (missing.length)
    throw new TypeError(
      `option 'confirmations' names no details operation for ${missing.join(', ')}: pass the confirmations generated ` +
        'from the same spec as the types',
    );
}

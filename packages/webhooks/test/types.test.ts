// Type-level tests: the notification union narrows by `type`, handlers get the narrowed type, and confirmation is
// typed by the resource each type concerns.
import type { components } from '@payments-contract/client';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  CheckoutInstance,
  CheckoutOptions,
  ConfirmedDetails,
  GenericNotification,
  NotificationHandlers,
  NotificationKind,
  TransactionNotification,
  TypedNotification,
  WebhookName,
  WebhookPayloads,
} from '../src/index.js';

describe('notification types', () => {
  it('narrow by type', () => {
    const narrow = (notification: TypedNotification) => {
      if (notification.type === 'refund') {
        expectTypeOf(notification.type).toEqualTypeOf<'refund'>();
        return notification.id;
      }
      return undefined;
    };
    expectTypeOf(narrow).returns.toEqualTypeOf<string | undefined>();
  });

  it('give each handler its type and its confirmed details', () => {
    const handlers: NotificationHandlers = {
      capture: (notification, context) => {
        expectTypeOf(notification.type).toEqualTypeOf<'capture'>();
        // A capture notification's id is a capture's, a single's or a frequent's (Events rules 1-6).
        expectTypeOf(context.confirmed).toEqualTypeOf<
          | components['schemas']['Capture']
          | components['schemas']['SinglePayment']
          | components['schemas']['FrequentPayment']
          | undefined
        >();
        expectTypeOf(context.confirmation?.call.path).toEqualTypeOf<string | undefined>();
      },
    };
    expectTypeOf(handlers).not.toBeAny();
    expectTypeOf<ConfirmedDetails<'chargeback'>>().toEqualTypeOf<components['schemas']['Chargeback']>();
  });

  // Issue 40: the first handler a user writes reads `notification.id`; the handler runs `on` only for a notification
  // it found a subject for, whose id it passes as `id` (an Authorisation notification's `authorisation.id`).
  it('give every handler a string id, whatever the kind', () => {
    const handlers: NotificationHandlers = {
      authorisation: (notification) => expectTypeOf(notification.id).toEqualTypeOf<string>(),
      capture: (notification) => expectTypeOf(notification.id).toEqualTypeOf<string>(),
      frequent_create: (notification) => expectTypeOf(notification.id).toEqualTypeOf<string>(),
      void: (notification) => expectTypeOf(notification.id).toEqualTypeOf<string>(),
      refund: (notification) => expectTypeOf(notification.id).toEqualTypeOf<string>(),
      chargeback: (notification) => expectTypeOf(notification.id).toEqualTypeOf<string>(),
      subscription_create: (notification) => expectTypeOf(notification.id).toEqualTypeOf<string>(),
      subscription_capture: (notification) => expectTypeOf(notification.id).toEqualTypeOf<string>(),
      out_payment: (notification) => expectTypeOf(notification.id).toEqualTypeOf<string>(),
    };
    expectTypeOf(handlers).not.toBeAny();
    // A regenerated spec's own type gets the same.
    const own: NotificationHandlers<'loyalty_credit'> = {
      loyalty_credit: (notification) => expectTypeOf(notification.id).toEqualTypeOf<string>(),
    };
    expectTypeOf(own).not.toBeAny();
    const first = (id: string) => id;
    // The first handler a user writes compiles: the id goes where a string is wanted.
    const mine: NotificationHandlers = { capture: (notification) => first(notification.id) };
    expectTypeOf(mine).not.toBeAny();
  });

  it('type the checkout client', () => {
    const options: CheckoutOptions = {
      display: 'popup',
      onError: (error) =>
        expectTypeOf(error.code).toEqualTypeOf<
          'checkout-expired' | 'already-paid' | 'checkout-canceled' | 'generic-error'
        >(),
    };
    expectTypeOf(options.onSuccess).parameter(0).toHaveProperty('payment');
    expectTypeOf<CheckoutInstance['unmount']>().toEqualTypeOf<() => void>();
    // @ts-expect-error display is inline or popup
    const wrong: CheckoutOptions = { display: 'modal' };
    expectTypeOf(wrong).not.toBeAny();
  });
});

describe('the generic webhook types (payloads.ts), for this spec', () => {
  it('map each webhook to the payload its notification type names', () => {
    expectTypeOf<WebhookPayloads['genericNotification']>().toEqualTypeOf<GenericNotification>();
    expectTypeOf<WebhookPayloads['transactionNotification']>().toEqualTypeOf<TransactionNotification>();
    expectTypeOf<WebhookName>().toEqualTypeOf<NotificationKind>();
  });
});

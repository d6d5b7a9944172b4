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

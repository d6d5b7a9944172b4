// Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
import { createPaymentsClient, type PaymentsClientOptions } from '@payments-contract/client';
import { createNotificationHandler } from '@payments-contract/webhooks';

/**
 * Authorisation notification: what the service POSTs to the URL set with PATCH /config.
 * The handler is a Fetch-API function (Request in, Response out); on node:http wrap it with toNodeListener
 * from '@payments-contract/webhooks/node'. It answers 200 once handled, 4xx on a bad delivery.
 */
export async function receiveAuthorisationNotification(options: PaymentsClientOptions) {
  const handled: { type: string; confirmed: boolean }[] = [];
  const handleNotification = createNotificationHandler({
    authorization: 'Bearer my-notification-secret', // the Authorization value you configured
    kind: 'authorisationNotification',
    confirm: createPaymentsClient(options), // asks the service before your code acts
    on: {
      authorisation: (notification, { confirmed }) => {
        handled.push({ type: notification.type, confirmed: confirmed !== undefined });
      },
    },
  });
  // A delivery as the service sends it (the example of this notification):
  const response = await handleNotification(
    new Request('https://shop.example/notifications', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer my-notification-secret' },
      body: JSON.stringify({
        account: {
          id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'
        },
        authorisation: {
          id: '4c67e74b-a256-4e0a-965d-97bf5d01bd50'
        },
        type: 'authorisation',
        status: 'success',
        id: '4c67e74b-a256-4e0a-965d-97bf5d01bd50'
      }),
    }),
  );
  return { status: response.status, handled };
}

// Receiving notifications with @payments-contract/webhooks on node:http: check, confirm with the service through the
// resource the notified id belongs to, and act once. `main` starts the endpoint, delivers one notification to it
// twice (as a service redelivers), and stops: the payment is recorded once.

// #region endpoint
import { createServer } from 'node:http';
import { createPaymentsClient } from '@payments-contract/client';
import { createNotificationHandler } from '@payments-contract/webhooks';
import { toNodeListener } from '@payments-contract/webhooks/node';

interface Settings {
  baseUrl: string;
  accountId: string;
  apiKey: string;
  /** The Authorization value the service sends (configured with the account); never optional. */
  authorization: string;
}

/** An HTTP server for notifications: `paid` receives each confirmed capture once. */
export function notificationServer({ baseUrl, accountId, apiKey, authorization }: Settings, paid: string[]) {
  const handler = createNotificationHandler({
    kind: 'genericNotification', // this endpoint is the `generic` URL you set with PATCH /config
    authorization, // the Authorization value the service sends: a missing one throws here, naming the option
    confirm: createPaymentsClient({ baseUrl, accountId, apiKey }), // never act on a notification alone
    on: {
      // Runs once per event, and only when the details the service gives agree with the notification.
      capture: (notification, { confirmation }) => {
        const call = confirmation?.call; // which details operation confirmed it: a capture, single or frequent
        paid.push(`${notification.status} ${notification.id} (${call?.method} ${call?.path})`);
      },
    },
    // A notification the service's details contradict (forged or stale): answered 200, your `on` code not run.
    onDisagreement: (notification, { confirmation: { agreement } }) =>
      console.warn(`${notification.id}: notified ${agreement.notified}, but ${agreement.field} is ${agreement.value}`),
    onUnknown: (_notification, { reason }) => console.warn(`not handled: ${reason}`),
  });
  return createServer(toNodeListener(handler));
}
// #endregion endpoint

export async function main(settings: Settings) {
  const { authorization } = settings;
  const paid: string[] = [];
  const server = notificationServer(settings, paid);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/notifications`;
  try {
    // What the service would POST (or: npx payments-contract notify --url $url --kind generic --type capture),
    // twice, as a service that did not see the first answer delivers again.
    const deliver = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ type: 'capture', status: 'success', id: '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f' }),
      });
    const statuses = [(await deliver()).status, (await deliver()).status];
    return { statuses, paid };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

// Run as a program (`npx tsx <this file>`), not when a test imports it.
if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.env;
  console.log(
    await main({
      baseUrl: env.PAYMENTS_BASE_URL ?? 'http://127.0.0.1:4010',
      accountId: env.PAYMENTS_ACCOUNT_ID ?? 'demo',
      apiKey: env.PAYMENTS_API_KEY ?? 'demo',
      authorization: env.PAYMENTS_NOTIFICATION_AUTHORIZATION ?? 'Bearer demo-notification-secret',
    }),
  );
}

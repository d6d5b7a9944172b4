// Receiving notifications with @payments-contract/webhooks on node:http: parse, check, confirm with the service,
// and dispatch by type. `main` starts the endpoint, delivers one notification to it, and stops.

// #region imports
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPaymentsClient } from '@payments-contract/client';
import { createNotificationHandler } from '@payments-contract/webhooks';
import { toNodeListener } from '@payments-contract/webhooks/node';
// #endregion imports

export async function main({ baseUrl, accountId, apiKey }: { baseUrl: string; accountId: string; apiKey: string }) {
  const paid: string[] = [];
  // #region handler
  const handler = createNotificationHandler({
    authorization: 'Bearer my-notification-secret', // the value you expect in Authorization
    confirm: createPaymentsClient({ baseUrl, accountId, apiKey }), // never act on a notification alone
    on: {
      capture: (notification, { confirmed }) => {
        if (notification.id && notification.status === 'success' && confirmed?.status === 'success')
          paid.push(notification.id);
      },
    },
    onUnknown: (_notification, { reason }) => console.warn(`not handled: ${reason}`),
  });
  const server = createServer(toNodeListener(handler));
  // #endregion handler
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notifications`;
  try {
    // What the service would POST (or: npx payments-contract notify --url $url --kind generic --type capture).
    const delivery = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer my-notification-secret' },
      body: JSON.stringify({ type: 'capture', status: 'success', id: '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f' }),
    });
    return { status: delivery.status, paid };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

// Run as a program (`npx tsx <this file>`), not when a test imports it.
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const env = process.env;
  console.log(
    await main({
      baseUrl: env.PAYMENTS_BASE_URL ?? 'http://127.0.0.1:4010',
      accountId: env.PAYMENTS_ACCOUNT_ID ?? 'demo',
      apiKey: env.PAYMENTS_API_KEY ?? 'demo',
    }),
  );
}

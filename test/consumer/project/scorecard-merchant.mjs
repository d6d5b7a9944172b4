// A merchant's own check of its integration, as `npm run test:payments` in the user's project runs it: the client
// and the notification handler installed by name, pointed at PAYMENTS_BASE_URL, with the receiver on loopback telling
// the scorecard (PAYMENTS_SCORECARD_URL) each time it acts. Run under `npx payments-behaviour scorecard -- …`.
import { createServer } from 'node:http';
import { createPaymentsClient } from '@payments-contract/client';
import { rsaSigner } from '@payments-contract/client/signing';
import { createNotificationHandler, notificationTypes } from '@payments-contract/webhooks';
import { toNodeListener } from '@payments-contract/webhooks/node';

const env = process.env;
const client = createPaymentsClient({
  baseUrl: env.PAYMENTS_BASE_URL ?? '',
  accountId: env.PAYMENTS_ACCOUNT_ID ?? '',
  apiKey: env.PAYMENTS_API_KEY ?? '',
  signer: rsaSigner(env.PAYMENTS_PRIVATE_KEY ?? ''),
  backoff: { baseMs: 0, maxMs: 0 },
});
let acts = 0;
/** @param {{ id: string, status?: string }} notification */
const act = async (notification) => {
  acts++;
  await fetch(`${env.PAYMENTS_SCORECARD_URL}/acted`, {
    method: 'POST',
    body: JSON.stringify({ id: notification.id, status: notification.status }),
  });
};
const handler = createNotificationHandler({
  kind: 'genericNotification',
  authorization: 'Bearer simulator-notifications',
  confirm: client,
  on: Object.fromEntries(notificationTypes.map((type) => [type, act])),
});
const receiver = createServer(toNodeListener(handler));
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', () => resolve(undefined)));
const { port } = /** @type {import('node:net').AddressInfo} */ (receiver.address());

/** @param {() => Promise<unknown>} call */
const attempt = (call) => call().catch(() => undefined);
await attempt(() => client.PATCH('/config', { body: { generic: `http://127.0.0.1:${port}/generic` } }));
for (let i = 0; i < 6; i++)
  await attempt(() => client.POST('/single', { body: { method: 'cc', type: 'sale', value: 10 + i } }));
// each notification is delivered as its payment is made; wait (bounded) for the receiver to have acted
for (let i = 0; i < 1200 && acts < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
receiver.close();

// The stand the webhooks threat tests share: the simulator in process sends genuine notifications to a merchant's
// handler (this package's source, so that a defence removed by hand is seen at once), which confirms each through
// the simulator's details. An attacker knows the static Authorization value (the interface shows no signature and
// no delivery id: "Delivery retries and authentication of notifications: not shown") and posts what it likes.
import { createPaymentsClient, type PaymentsClient } from '@payments-contract/client';
import { createSimulator } from '@payments-contract/simulator';
import { createNotificationHandler } from '../../packages/webhooks/src/index.js';

export const AUTHORIZATION = 'Bearer simulator-notifications';
const ENDPOINT = 'http://shop.test/notifications';

export interface Acted {
  type: string;
  id: string;
  key: unknown;
  date: unknown;
}

export function stand() {
  const acted: Acted[] = [];
  const disagreed: { id: string; reason: string | undefined; fields: string[] }[] = [];
  let handle: (request: Request) => Promise<Response> = async () => new Response(null, { status: 503 });
  const simulator = createSimulator({
    notificationFetch: (async (url: string, init: RequestInit) => handle(new Request(url, init))) as typeof fetch,
  });
  const client: PaymentsClient = createPaymentsClient({
    baseUrl: 'http://simulator.test/2.0',
    accountId: 'simulator-account',
    apiKey: 'simulator-key',
    fetch: simulator.fetch,
    maxAttempts: 1,
  });
  const record = (n: { type?: string; id?: string; key?: unknown; date?: unknown }) =>
    void acted.push({ type: n.type ?? '', id: n.id ?? '', key: n.key, date: n.date });
  handle = createNotificationHandler({
    kind: 'genericNotification',
    authorization: AUTHORIZATION,
    confirm: client,
    on: { capture: record, authorisation: () => undefined, frequent_create: () => undefined },
    onDisagreement: (n, { confirmation: { agreement } }) =>
      void disagreed.push({
        id: (n as { id?: string }).id ?? '',
        reason: agreement.reason,
        fields: (agreement.mismatches ?? []).map((m) => m.field),
      }),
  });
  /** Posts a notification as an attacker who knows the Authorization value would. */
  const post = async (body: object) => {
    const response = await handle(
      new Request(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: AUTHORIZATION },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** Every Generic notification the simulator delivered, as sent. */
  const delivered = () =>
    simulator.notifications.log
      .filter((d) => d.kind === 'generic')
      .map((d) => (typeof d.body === 'string' ? JSON.parse(d.body) : d.body) as Record<string, unknown>);
  const configure = () => client.PATCH('/config', { body: { generic: ENDPOINT } });
  return { simulator, client, acted, disagreed, post, delivered, configure };
}

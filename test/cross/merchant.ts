// A merchant's notification endpoint as a user builds it, from the packages' public entry points only: one handler
// per kind (the URLs set with PATCH /config), each confirming through the client and recording what it acted on,
// with which details call, and what it was told of instead (disagreements, unknown types).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentsClient } from '@payments-contract/client';
import {
  createNotificationHandler,
  type NotificationHandlers,
  type NotificationKind,
  notificationTypes,
} from '@payments-contract/webhooks';
import { toNodeListener } from '@payments-contract/webhooks/node';

export const MERCHANT_AUTHORIZATION = 'Bearer simulator-notifications';
const PATHS: Record<string, NotificationKind> = {
  generic: 'genericNotification',
  authorisation: 'authorisationNotification',
  transaction: 'transactionNotification',
};

export interface Acted {
  kind: NotificationKind;
  type: string;
  id: string;
  status: string | undefined;
  /** The details call that confirmed it: `GET /single/{id}` with the notified id, say. */
  call: string;
}

export interface Merchant {
  urls: { generic: string; authorisation: string; transaction: string };
  acted: Acted[];
  disagreed: { id: string; notified: string; found: unknown }[];
  unknown: string[];
  stop: () => Promise<void>;
}

export async function startMerchant(client: PaymentsClient): Promise<Merchant> {
  const acted: Acted[] = [];
  const disagreed: Merchant['disagreed'] = [];
  const unknown: string[] = [];
  const handlerOf = (kind: NotificationKind) => {
    const record = (
      n: { type?: string; id?: string; status?: string },
      c: { confirmation?: { call: { method: string; path: string; id: string } } },
    ) => {
      const call = c.confirmation?.call;
      acted.push({
        kind,
        type: n.type ?? '',
        id: n.id ?? '',
        status: n.status,
        call: `${call?.method} ${call?.path} ${call?.id}`,
      });
    };
    const on = Object.fromEntries(notificationTypes.map((type) => [type, record])) as NotificationHandlers;
    return createNotificationHandler({
      kind,
      authorization: MERCHANT_AUTHORIZATION,
      confirm: client,
      on,
      onDisagreement: (_n, { confirmation }) =>
        void disagreed.push({
          id: confirmation.id,
          notified: confirmation.agreement.notified,
          found: confirmation.agreement.value,
        }),
      onUnknown: (_n, { reason }) => void unknown.push(`${kind}: ${reason}`),
    });
  };
  const handlers = Object.fromEntries(Object.entries(PATHS).map(([path, kind]) => [path, handlerOf(kind)]));
  const server: Server = createServer(
    toNodeListener(async (request) => {
      const handler = handlers[new URL(request.url).pathname.slice(1)];
      return handler ? handler(request) : new Response(null, { status: 404 });
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urls: { generic: `${base}/generic`, authorisation: `${base}/authorisation`, transaction: `${base}/transaction` },
    acted,
    disagreed,
    unknown,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

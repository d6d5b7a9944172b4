// The path a merchant runs, with nothing injected: the simulator over HTTP on loopback posts with the platform's
// fetch to a node:http server (toNodeListener) whose handler confirms with a client on the platform's fetch and
// remembers deliveries in the default store. A genuine capture runs the merchant code once; a re-dated copy posted
// by an attacker who knows the Authorization value, and one with a forged outcome, do not run it again.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPaymentsClient } from '@payments-contract/client';
import { startSimulator } from '@payments-contract/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotificationHandler } from '../../packages/webhooks/src/index.js';
import { toNodeListener } from '../../packages/webhooks/src/node.js';
import { AUTHORIZATION } from './webhooks-stand.js';

let simulator: Awaited<ReturnType<typeof startSimulator>>;
let shop: Server;
let endpoint = '';
const acted: { id: string; confirmed: unknown }[] = [];
const disagreed: string[] = [];

beforeAll(async () => {
  simulator = await startSimulator({ port: 0 });
  const client = createPaymentsClient({
    baseUrl: `${simulator.url}/2.0`,
    accountId: 'simulator-account',
    apiKey: 'simulator-key',
  });
  const handler = createNotificationHandler({
    kind: 'genericNotification',
    authorization: AUTHORIZATION,
    confirm: client,
    on: {
      capture: (n, { confirmed }) =>
        void acted.push({ id: n.id ?? '', confirmed: (confirmed as { payment_status?: unknown }).payment_status }),
    },
    onDisagreement: (n) => void disagreed.push((n as { id?: string }).id ?? ''),
  });
  shop = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/notifications`;
});
afterAll(async () => {
  await simulator.stop();
  await new Promise<void>((resolve) => shop.close(() => resolve()));
});

const post = (body: object) =>
  fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: AUTHORIZATION },
    body: JSON.stringify(body),
  }).then(async (answer) => ({ status: answer.status, body: await answer.json() }));

describe('webhooks on the default path (platform fetch, default store, node:http)', () => {
  it('acts once on a genuine capture, and not on a re-dated copy nor on a forged outcome', async () => {
    const client = createPaymentsClient({
      baseUrl: `${simulator.url}/2.0`,
      accountId: 'simulator-account',
      apiKey: 'simulator-key',
    });
    await client.PATCH('/config', { body: { generic: endpoint } });
    const single = await client.POST('/single', {
      body: { method: 'cc', type: 'sale', value: 15, key: 'order-1', capture: { descriptive: 'Order 1' } },
    });
    const id = single.data?.id ?? '';
    await simulator.simulator.notifications.settle();
    expect(simulator.simulator.notifications.log.map((d) => d.status)).toEqual([200]);
    expect(acted).toEqual([{ id, confirmed: 'paid' }]);

    const genuine = simulator.simulator.notifications.log[0]?.body as Record<string, unknown>;
    const copy = await post({ ...genuine, date: '2030-01-01 00:00:00' });
    expect(copy).toEqual({ status: 200, body: { status: 'ok', handled: true, duplicate: true } });
    const forged = await post({ ...genuine, status: 'failed' });
    expect(forged.body).toMatchObject({ handled: false });
    expect(acted).toHaveLength(1);
    expect(disagreed).toEqual([id]);
  });
});

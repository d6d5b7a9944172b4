// The simulator behind Mock Service Worker in Node: the app's own client, unchanged and configured with the
// sandbox's URL, gets a stateful sandbox in a test (create, read it back, capture). Run: npx tsx docs/examples/simulator-msw.ts
// #region msw-node
import { createPaymentsClient } from '@payments-contract/client';
import { createSimulator } from '@payments-contract/simulator';
import { handlers, SANDBOX_URL } from '@payments-contract/simulator/msw';
import { setupServer } from 'msw/node';

export const simulator = createSimulator();
// every request under the sandbox's URL (and its /__simulator/ control routes) is answered by the simulator
export const server = setupServer(...handlers(simulator, { baseUrl: SANDBOX_URL }));

// the client as the app makes it: no `fetch` passed, so it is the one MSW intercepts
export const client = createPaymentsClient({
  baseUrl: SANDBOX_URL,
  accountId: 'simulator-account',
  apiKey: 'simulator-key',
});
// #endregion msw-node

export async function main() {
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const { data: created } = await client.POST('/single', {
      body: { method: 'cc', type: 'authorisation', value: 25.5 },
      idempotencyKey: 'order-1',
    });
    const id = created?.id ?? '';
    const { data: payment } = await client.GET('/single/{id}', { params: { path: { id } } });
    const { response } = await client.POST('/capture/{id}', {
      params: { path: { id } },
      body: { descriptive: 'Order 1' },
    });
    return { status: payment?.payment_status, captured: response.status };
  } finally {
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await main());

// The simulator in process, as a test uses it: no port, the client's fetch is the simulator's. It creates a card
// payment, has a capture's first try dropped after the service acted (the client resends with the same key, so
// there is one capture), and moves the clock past a checkout's 30 minutes. Run: npx tsx docs/examples/simulator.ts
// #region in-process
import { createPaymentsClient } from '@payments-contract/client';
import { createSimulator } from '@payments-contract/simulator';

export const simulator = createSimulator();
export const client = createPaymentsClient({
  baseUrl: 'http://simulator.test/2.0',
  accountId: 'simulator-account',
  apiKey: 'simulator-key',
  fetch: simulator.fetch,
});

// #endregion in-process
import { captureWithLostAnswer } from './simulator/faults-and-clock.js';

export async function main() {
  const { data: created } = await client.POST('/single', {
    body: {
      key: 'order-1',
      value: 25.5,
      method: 'cc',
      type: 'authorisation', // held until captured; 'sale' captures at once
      customer: { name: 'Ana', email: 'ana@example.com' },
    },
  });
  const id = created?.id ?? '';
  const captured = await captureWithLostAnswer(simulator, client, id);
  const { data: payment } = await client.GET('/single/{id}', { params: { path: { id } } });
  return { created: Boolean(id), captured, captures: payment?.captures?.length ?? 0 };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await main());

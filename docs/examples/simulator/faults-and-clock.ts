// Faults and the clock of the in-process simulator (docs/guides/simulator.md shows the region; ../simulator.ts runs it).
// #region faults-and-clock
import type { PaymentsClient } from '@payments-contract/client';
import type { createSimulator } from '@payments-contract/simulator';

export async function captureWithLostAnswer(
  simulator: ReturnType<typeof createSimulator>,
  client: PaymentsClient,
  id: string,
) {
  simulator.faults.add({ operation: 'POST /capture/{id}', kind: 'drop-after' }); // the service acts, the answer is lost
  const { response } = await client.POST('/capture/{id}', {
    params: { path: { id } },
    body: { descriptive: 'Order 1', value: 25.5 },
  });
  await simulator.clock.advance(31 * 60_000); // a checkout created now would have expired
  await simulator.notifications.settle(); // every notification delivery due so far has been tried
  return response.status;
}
// #endregion faults-and-clock

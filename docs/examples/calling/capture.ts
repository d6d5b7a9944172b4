// A capture with your own Idempotency-Key (docs/guides/calling-the-service.md shows the region).
// #region capture
import { callInfo, describeError, OutcomeUnknownError, type PaymentsClient } from '@payments-contract/client';

export async function captureOrder(client: PaymentsClient, paymentId: string) {
  // A capture: the client sends an Idempotency-Key (the same on every retry); give your own to retry it later,
  // one per operation you mean: the same key with another payment or body is refused (409), never a second capture.
  const orderKey = `capture-${paymentId}`;
  try {
    const { data, error, response } = await client.POST('/capture/{id}', {
      params: { path: { id: paymentId }, header: { 'Idempotency-Key': orderKey } },
      body: { descriptive: 'Order 2026-0042', value: 25.5 },
    });
    if (error) return { failed: describeError(response.status, error) };
    const { idempotencyKey, replayed, attempts } = callInfo(response) ?? {};
    console.log(`captured ${data?.id} (key ${idempotencyKey}, replayed ${replayed}, ${attempts} tries)`);
    return { captured: data?.id };
  } catch (failure) {
    // No answer after every try: the capture may or may not have happened. Retry later with the same key.
    if (failure instanceof OutcomeUnknownError)
      console.log(`retry later with Idempotency-Key ${failure.idempotencyKey}`);
    throw failure;
  }
}
// #endregion capture

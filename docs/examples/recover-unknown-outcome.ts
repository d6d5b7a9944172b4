// Recovering a capture whose outcome is unknown (no answer after every try): resend it with the same
// Idempotency-Key within 24 hours, and the service performs it at most once. After the window the resend is refused.
// The network is simulated here by a fetch that loses the first three tries.
//   npm run mock   (another terminal)   then   PAYMENTS_BASE_URL=http://127.0.0.1:4010 npx tsx docs/examples/recover-unknown-outcome.ts
// #region recover
import { type CallOptions, callInfo, OutcomeUnknownError, type PaymentsClient } from '@payments-contract/client';
import { resendUnknownOutcome } from '@payments-contract/client/recovery';

export async function captureRecovering(client: PaymentsClient, id: string) {
  // The call, written once so that it can be resent exactly as it was.
  const capture = (options: CallOptions = {}) =>
    client.POST('/capture/{id}', {
      params: { path: { id } },
      body: { descriptive: 'Order 1', value: 25.5 },
      ...options,
    });

  try {
    await capture();
    return { recovered: false };
  } catch (error) {
    if (!(error instanceof OutcomeUnknownError)) throw error;
    // Keep { idempotencyKey, resendBefore } (e.g. in your orders table) if you resend later, from another process.
    console.log(`${error.message} Resend before ${error.resendBefore.toISOString()}.`);
    const { response } = await resendUnknownOutcome(error, capture);
    return { recovered: response.status === 201, sameKey: callInfo(response)?.idempotencyKey === error.idempotencyKey };
  }
}

// #endregion recover
import { createPaymentsClient, type FetchLike } from '@payments-contract/client';

export async function main({ baseUrl, accountId, apiKey }: { baseUrl: string; accountId: string; apiKey: string }) {
  let lost = 3;
  const unreliable: FetchLike = (url, init) =>
    lost-- > 0 ? Promise.reject(new TypeError('fetch failed')) : fetch(url, init);
  const client = createPaymentsClient({ baseUrl, accountId, apiKey, fetch: unreliable, backoff: { baseMs: 10 } });
  return captureRecovering(client, '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.env;
  console.log(
    await main({
      baseUrl: env.PAYMENTS_BASE_URL ?? 'http://127.0.0.1:4010',
      accountId: env.PAYMENTS_ACCOUNT_ID ?? 'demo',
      apiKey: env.PAYMENTS_API_KEY ?? 'demo',
    }),
  );
}

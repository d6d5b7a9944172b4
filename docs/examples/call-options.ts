// Per-call options of @payments-contract/client: a tighter deadline, fewer tries, your own idempotency key, and a
// signal to abort. Run against the mock:
//   npm run mock   (another terminal)   then   PAYMENTS_BASE_URL=http://127.0.0.1:4010 npx tsx docs/examples/call-options.ts
// #region per-call
import { callInfo, type PaymentsClient } from '@payments-contract/client';

export async function readThenCapture(client: PaymentsClient, id: string) {
  // A read the shopper is waiting for: 5 seconds at most, 2 tries, and abandoned if the page closes.
  const pageClosed = new AbortController();
  const { data: payment } = await client.GET('/single/{id}', {
    params: { path: { id } },
    timeoutMs: 5_000,
    maxAttempts: 2,
    signal: pageClosed.signal,
  });

  // A capture keyed by the order, so that a retry tomorrow cannot capture twice.
  const { response } = await client.POST('/capture/{id}', {
    params: { path: { id } },
    body: { descriptive: 'Order 2026-0042', value: 25.5 },
    idempotencyKey: 'order-2026-0042-capture',
  });
  const { idempotencyKey, tries } = callInfo(response) ?? { tries: [] };
  console.log(`captured with ${idempotencyKey}: ${tries.map((t) => `${t.status} in ${t.durationMs.toFixed(1)} ms`)}`);
  return { payment, idempotencyKey, tries };
}

// #endregion per-call
import { CallOptionError, createPaymentsClient } from '@payments-contract/client';

export async function main({ baseUrl, accountId, apiKey }: { baseUrl: string; accountId: string; apiKey: string }) {
  const client = createPaymentsClient({ baseUrl, accountId, apiKey, timeoutMs: 30_000, maxAttempts: 3 });
  const id = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
  const { payment, idempotencyKey, tries } = await readThenCapture(client, id);

  // A bad option is refused before anything is sent, naming the option.
  let refused = '';
  try {
    await client.GET('/single/{id}', { params: { path: { id } }, timeoutMs: -1 });
  } catch (error) {
    if (error instanceof CallOptionError) refused = error.message; // "Call option 'timeoutMs' must be a whole number from 1 to 3600000."
  }
  return { paymentStatus: payment?.payment_status, idempotencyKey, tries: tries.length, refused };
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

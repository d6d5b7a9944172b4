// Calling the payments service with @payments-contract/client: credentials, idempotency keys, retries, error
// envelopes, pagination with an interval filter, and a signed out payment. Run against the mock:
//   npm run mock   (another terminal)   then   PAYMENTS_BASE_URL=http://127.0.0.1:4010 npx tsx docs/examples/call-the-service.ts
// The `#region` blocks are what docs/guides/calling-the-service.md shows (docs/snippets.js copies them in).

import type { KeyObject } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// #region imports
import {
  callInfo,
  createPaymentsClient,
  describeError,
  intervalFilter,
  OutcomeUnknownError,
  paginate,
} from '@payments-contract/client';
// #endregion imports

export async function main({
  baseUrl,
  accountId,
  apiKey,
  privateKey,
}: {
  baseUrl: string;
  accountId: string;
  apiKey: string;
  privateKey?: string | KeyObject;
}) {
  // #region client
  const client = createPaymentsClient({
    baseUrl, // your sandbox or production address, ending in /2.0
    accountId,
    apiKey,
    ...(privateKey ? { privateKey } : {}), // only out payments need it
    maxAttempts: 3,
    timeoutMs: 20_000,
  });
  // #endregion client
  const paymentId = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';

  // #region authentication
  const ping = await client.GET('/system/ping');
  // A 403 authentication failure reads as one of four causes: 'missing_headers', 'invalid_credentials' …
  if (ping.error) console.log(describeError(ping.response.status, ping.error).authentication);
  // #endregion authentication

  // #region capture
  // A capture: the client sends an Idempotency-Key (the same on every retry); give your own to retry it later.
  const orderKey = 'order-2026-0042-capture';
  try {
    const { data, error, response } = await client.POST('/capture/{id}', {
      params: { path: { id: paymentId }, header: { 'Idempotency-Key': orderKey } },
      body: { descriptive: 'Order 2026-0042', value: 25.5 },
    });
    if (error) return { failed: describeError(response.status, error) };
    const { idempotencyKey, replayed, attempts } = callInfo(response) ?? {};
    console.log(`captured ${data?.id} (key ${idempotencyKey}, replayed ${replayed}, ${attempts} tries)`);
  } catch (failure) {
    // No answer after every try: the capture may or may not have happened. Retry later with the same key.
    if (failure instanceof OutcomeUnknownError)
      console.log(`retry later with Idempotency-Key ${failure.idempotencyKey}`);
    throw failure;
  }
  // #endregion capture

  // #region paginate
  // Every capture created in the first week of November, fetched a page at a time.
  const created_at = intervalFilter('2026-11-01 00:00', '2026-11-08 00:00');
  const captures = [];
  for await (const capture of paginate(client, '/capture', { query: { created_at, limit: 100 } }, { maxPages: 1 })) {
    captures.push(capture.id);
  }
  // #endregion paginate

  // An out payment is signed over its exact body with the private key given to the client.
  let outPayment: string | undefined;
  if (privateKey) {
    // #region out-payment
    const { data } = await client.POST('/out_payment', {
      body: {
        method: 'transfer',
        value: 120,
        timestamp: '2026-11-21 11:00:00',
        customer: { name: 'Bruno Costa', email: 'bruno@example.com', phone: '912345678' },
        out_account: {
          account_holder: 'Bruno Costa',
          iban: 'PT50002700000001234567833',
          email: 'bruno@example.com',
          phone: '912345678',
        },
      },
    });
    // #endregion out-payment
    outPayment = data?.id;
  }

  return { captures, outPayment };
}

// Run as a program (`npx tsx <this file>`), not when a test imports it.
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const env = process.env;
  console.log(
    await main({
      baseUrl: env.PAYMENTS_BASE_URL ?? 'http://127.0.0.1:4010',
      accountId: env.PAYMENTS_ACCOUNT_ID ?? 'demo',
      apiKey: env.PAYMENTS_API_KEY ?? 'demo',
      ...(env.PAYMENTS_PRIVATE_KEY ? { privateKey: env.PAYMENTS_PRIVATE_KEY } : {}),
    }),
  );
}

// Calling the payments service with @payments-contract/client: credentials, idempotency keys, retries, error
// envelopes, pagination with an interval filter, and a signed out payment. Run against the mock:
//   npm run mock   (another terminal)   then   PAYMENTS_BASE_URL=http://127.0.0.1:4010 npx tsx docs/examples/call-the-service.ts
// Each `#region` (here and in ./calling/) is a block docs/guides/calling-the-service.md shows (docs/snippets.js
// copies it in); each compiles alone, so a reader can copy one block and run it.

// #region client
import type { KeyObject } from 'node:crypto';
import { createPaymentsClient } from '@payments-contract/client';
import { rsaSigner } from '@payments-contract/client/signing'; // only a client that pays out imports it

export interface Credentials {
  baseUrl: string;
  accountId: string;
  apiKey: string;
  privateKey?: string | KeyObject;
}

export function paymentsClient({ baseUrl, accountId, apiKey, privateKey }: Credentials) {
  return createPaymentsClient({
    baseUrl, // your sandbox or production address, ending in /2.0
    accountId,
    apiKey,
    ...(privateKey ? { signer: rsaSigner(privateKey) } : {}), // only out payments are signed
    maxAttempts: 3,
    timeoutMs: 20_000,
  });
}

// #endregion client
import { checkCredentials } from './calling/authentication.js';
import { captureOrder } from './calling/capture.js';
import { payOut } from './calling/out-payment.js';
import { firstWeekCaptures } from './calling/paginate.js';

export async function main(credentials: Credentials) {
  const client = paymentsClient(credentials);
  await checkCredentials(client);
  const capture = await captureOrder(client, '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21');
  if ('failed' in capture) return capture;
  const captures = await firstWeekCaptures(client);
  // An out payment is signed over its exact body by the client's signer.
  const outPayment = credentials.privateKey ? await payOut(client) : undefined;
  return { captures, outPayment };
}

// Run as a program (`npx tsx <this file>`), not when a test imports it.
if (import.meta.url === `file://${process.argv[1]}`) {
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

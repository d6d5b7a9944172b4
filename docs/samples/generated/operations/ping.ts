// Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
import { createPaymentsClient, describeError, type PaymentsClientOptions, ServiceResponseError } from '@payments-contract/client';

/**
 * Check reachability and credentials: GET /system/ping, 200 on success.
 * options: { baseUrl, accountId, apiKey }; baseUrl ends in /2.0.
 * The client adds the credentials, an Idempotency-Key
 * on POST and PATCH, and the retries.
 */
export async function ping(options: PaymentsClientOptions) {
  const client = createPaymentsClient(options);
  const { data, error, response } = await client.GET('/system/ping');
  if (error) throw new ServiceResponseError(describeError(response.status, error));
  return { status: response.status, data };
}

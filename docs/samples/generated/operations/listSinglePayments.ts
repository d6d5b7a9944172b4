// Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
import { createPaymentsClient, describeError, type PaymentsClientOptions, ServiceResponseError } from '@payments-contract/client';

/**
 * List single payments: GET /single, 200 on success.
 * options: { baseUrl, accountId, apiKey }; baseUrl ends in /2.0.
 * The client adds the credentials, an Idempotency-Key
 * on POST and PATCH, and the retries.
 */
export async function listSinglePayments(options: PaymentsClientOptions) {
  const client = createPaymentsClient(options);
  const { data, error, response } = await client.GET('/single', {
    params: {
      query: {
        expiration_time: 'interval(2026-01-01 00:00,2026-01-31 00:00)',
        created_at: 'interval(2026-01-01 00:00,2026-01-31 00:00)'
      }
    }
  });
  if (error) throw new ServiceResponseError(describeError(response.status, error));
  return { status: response.status, data };
}

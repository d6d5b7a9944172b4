// Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
import { createPaymentsClient, describeError, type PaymentsClientOptions, ServiceResponseError } from '@payments-contract/client';

/**
 * Update a capture's split: PATCH /capture/{capture-uuid}/splits/{capture-split-uuid}, 200 on success.
 * options: { baseUrl, accountId, apiKey }; baseUrl ends in /2.0.
 * The client adds the credentials, an Idempotency-Key
 * on POST and PATCH, and the retries.
 */
export async function updateCaptureSplit(options: PaymentsClientOptions) {
  const client = createPaymentsClient(options);
  const { data, error, response } = await client.PATCH('/capture/{capture-uuid}/splits/{capture-split-uuid}', {
    params: {
      path: {
        'capture-uuid': '00000000-0000-4000-8000-000000000000',
        'capture-split-uuid': '00000000-0000-4000-8000-000000000000'
      }
    },
    body: {
      clearing_date: '2026-12-04'
    }
  });
  if (error) throw new ServiceResponseError(describeError(response.status, error));
  return { status: response.status, data };
}

// Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
import { createPaymentsClient, describeError, type PaymentsClientOptions, ServiceResponseError } from '@payments-contract/client';

/**
 * Capture a payment: POST /capture/{id}, 201 on success.
 * options: { baseUrl, accountId, apiKey }; baseUrl ends in /2.0.
 * The client adds the credentials, an Idempotency-Key
 * on POST and PATCH, and the retries.
 */
export async function createCapture(options: PaymentsClientOptions) {
  const client = createPaymentsClient(options);
  const { data, error, response } = await client.POST('/capture/{id}', {
    params: {
      path: {
        id: '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21'
      }
    },
    body: {
      descriptive: 'Order 2026-0042',
      value: 25.5,
      transaction_key: 'tx-2026-0042',
      capture_date: '2026-11-20',
      splits: [
        {
          split_key: 'partner-share',
          split_descriptive: 'Partner share of order 2026-0042',
          value: 5,
          account: {
            id: '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a'
          }
        }
      ]
    }
  });
  if (error) throw new ServiceResponseError(describeError(response.status, error));
  return { status: response.status, data };
}

// Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
import { createPaymentsClient, describeError, type PaymentsClientOptions, ServiceResponseError } from '@payments-contract/client';

/**
 * Create a subscription: POST /subscription, 201 on success.
 * options: { baseUrl, accountId, apiKey }; baseUrl ends in /2.0.
 * The client adds the credentials, an Idempotency-Key
 * on POST and PATCH, and the retries.
 */
export async function createSubscription(options: PaymentsClientOptions) {
  const client = createPaymentsClient(options);
  const { data, error, response } = await client.POST('/subscription', {
    body: {
      method: 'cc',
      frequency: '1M',
      value: 12.55,
      start_time: '2026-12-01 09:00',
      max_captures: 12,
      capture_now: true,
      retries: 2,
      key: 'plan-basic-0007',
      capture: {
        descriptive: 'Basic plan'
      },
      customer: {
        name: 'Ana Silva',
        email: 'ana@example.com',
        phone: '911234567'
      }
    }
  });
  if (error) throw new ServiceResponseError(describeError(response.status, error));
  return { status: response.status, data };
}

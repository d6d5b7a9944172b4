// Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
import { createPaymentsClient, describeError, type PaymentsClientOptions, ServiceResponseError } from '@payments-contract/client';

/**
 * Create a payment link: POST /link, 201 on success.
 * options: { baseUrl, accountId, apiKey }; baseUrl ends in /2.0.
 * The client adds the credentials, an Idempotency-Key
 * on POST and PATCH, and the retries.
 */
export async function createLink(options: PaymentsClientOptions) {
  const client = createPaymentsClient(options);
  const { data, error, response } = await client.POST('/link', {
    body: {
      type: 'SINGLE',
      expiration_time: '2026-12-31T23:59:00Z',
      customer: {
        name: 'Ana Silva',
        email: 'ana@example.com',
        phone: '+351911234567',
        language: 'PT'
      },
      payment: {
        methods: ['cc', 'mb'],
        capture: {
          descriptive: 'Order 2026-0042',
          key: 'order-2026-0042'
        },
        single: {
          requested_amount: '25.50'
        }
      }
    }
  });
  if (error) throw new ServiceResponseError(describeError(response.status, error));
  return { status: response.status, data };
}

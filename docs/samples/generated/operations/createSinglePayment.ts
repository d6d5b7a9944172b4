// Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
import { createPaymentsClient, describeError, type PaymentsClientOptions, ServiceResponseError } from '@payments-contract/client';

/**
 * Create a single payment: POST /single, 201 on success.
 * options: { baseUrl, accountId, apiKey }; baseUrl ends in /2.0.
 * The client adds the credentials, an Idempotency-Key
 * on POST and PATCH, and the retries.
 */
export async function createSinglePayment(options: PaymentsClientOptions) {
  const client = createPaymentsClient(options);
  const { data, error, response } = await client.POST('/single', {
    body: {
      key: 'order-2026-0042',
      value: 25.5,
      method: 'mb',
      customer: {
        name: 'Ana Silva',
        email: 'ana@example.com',
        phone: '911234567',
        phone_indicative: '+351',
        key: 'customer-0007'
      },
      capture: {
        descriptive: 'Order 2026-0042',
        transaction_key: 'tx-2026-0042'
      },
      notification: {
        customer_method_instructions_email: true
      }
    }
  });
  if (error) throw new ServiceResponseError(describeError(response.status, error));
  return { status: response.status, data };
}

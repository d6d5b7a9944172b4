// Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
import { createPaymentsClient, describeError, type PaymentsClientOptions, ServiceResponseError } from '@payments-contract/client';

/**
 * Create a checkout session: POST /checkout, 201 on success.
 * options: { baseUrl, accountId, apiKey }; baseUrl ends in /2.0.
 * The client adds the credentials, an Idempotency-Key
 * on POST and PATCH, and the retries.
 */
export async function createCheckout(options: PaymentsClientOptions) {
  const client = createPaymentsClient(options);
  const { data, error, response } = await client.POST('/checkout', {
    body: {
      type: ['single'],
      payment: {
        methods: ['cc', 'mb', 'mbw'],
        type: 'sale',
        capture: {
          descriptive: 'Order 2026-0042'
        },
        currency: 'EUR',
        key: 'order-2026-0042'
      },
      order: {
        value: 25.5,
        key: 'order-2026-0042',
        items: [
          {
            key: 'sku-1',
            description: 'Coffee beans',
            quantity: 2,
            value: 12.75
          }
        ]
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

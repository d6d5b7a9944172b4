// Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
import { createPaymentsClient, describeError, type PaymentsClientOptions, ServiceResponseError } from '@payments-contract/client';

/**
 * Create a frequent payment: POST /frequent, 201 on success.
 * options: { baseUrl, accountId, apiKey }; baseUrl ends in /2.0.
 * The client adds the credentials, an Idempotency-Key
 * on POST and PATCH, and the retries.
 */
export async function createFrequentPayment(options: PaymentsClientOptions) {
  const client = createPaymentsClient(options);
  const { data, error, response } = await client.POST('/frequent', {
    body: {
      method: 'dd',
      key: 'membership-0007',
      min_value: 0.01,
      max_value: 100,
      unlimited_payments: true,
      currency: 'EUR',
      expiration_time: '2027-12-31 23:59',
      customer: {
        name: 'Ana Silva',
        email: 'ana@example.com',
        phone: '911234567',
        key: 'customer-0007'
      },
      sdd_mandate: {
        iban: 'PT50000747199140461443823',
        name: 'Ana Silva',
        email: 'ana@example.com',
        phone: '911234567',
        account_holder: 'Ana Silva',
        country_code: 'PT'
      }
    }
  });
  if (error) throw new ServiceResponseError(describeError(response.status, error));
  return { status: response.status, data };
}

// Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
import { createPaymentsClient, describeError, type PaymentsClientOptions, ServiceResponseError } from '@payments-contract/client';

/**
 * Create an out payment: POST /out_payment, 201 on success.
 * options: { baseUrl, accountId, apiKey, signer }; baseUrl ends in /2.0.
 * signer: rsaSigner(privateKey) from '@payments-contract/client/signing' (the strong-authentication key) signs the call.
 * The client adds the credentials, an Idempotency-Key
 * on POST and PATCH, and the retries.
 */
export async function createOutPayment(options: PaymentsClientOptions) {
  const client = createPaymentsClient(options);
  const { data, error, response } = await client.POST('/out_payment', {
    body: {
      type: 'normal',
      method: 'transfer',
      key: 'payout-0091',
      value: 120,
      descriptive: 'Supplier invoice 0091',
      timestamp: '2026-11-21 11:00:00',
      customer: {
        name: 'Bruno Costa',
        email: 'bruno@example.com',
        phone: '912345678'
      },
      out_account: {
        account_holder: 'Bruno Costa',
        iban: 'PT50002700000001234567833',
        email: 'bruno@example.com',
        phone: '912345678'
      }
    }
  });
  if (error) throw new ServiceResponseError(describeError(response.status, error));
  return { status: response.status, data };
}

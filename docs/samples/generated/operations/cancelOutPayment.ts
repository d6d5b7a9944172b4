// Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
import { createPaymentsClient, describeError, type PaymentsClientOptions, ServiceResponseError } from '@payments-contract/client';

/**
 * Cancel an out payment: DELETE /out_payment/{id}, 204 on success.
 * options: { baseUrl, accountId, apiKey, signer }; baseUrl ends in /2.0.
 * signer: rsaSigner(privateKey) from '@payments-contract/client/signing' (the strong-authentication key) signs the call.
 * The client adds the credentials, an Idempotency-Key
 * on POST and PATCH, and the retries.
 */
export async function cancelOutPayment(options: PaymentsClientOptions) {
  const client = createPaymentsClient(options);
  const { error, response } = await client.DELETE('/out_payment/{id}', {
    params: {
      path: {
        id: '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21'
      }
    }
  });
  if (error) throw new ServiceResponseError(describeError(response.status, error));
  return { status: response.status };
}

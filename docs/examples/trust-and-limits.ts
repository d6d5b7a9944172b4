// Where the client draws its lines (docs/guides/calling-the-service.md, "Redirects, limits and response checks"): a
// redirect is never followed, answers and tries are bounded, and answers may be checked against the spec. The test
// test/security/client-guide.test.ts runs this against a loopback service that redirects and one that drifts.
// #region trust
import {
  createPaymentsClient,
  OutcomeUnknownError,
  type PaymentsClient,
  RedirectRefusedError,
  ResponseRefusedError,
} from '@payments-contract/client';
import { responseCheck } from '@payments-contract/client/response-check';
import * as validators from '@payments-contract/validators';

export function checkedClient({ baseUrl, accountId, apiKey }: { baseUrl: string; accountId: string; apiKey: string }) {
  return createPaymentsClient({
    baseUrl,
    accountId,
    apiKey,
    maxAttempts: 3, // at most 10
    maxResponseBytes: 1_000_000, // default 8 MiB, at most 256 MiB; per call too
    // 'throw', or 'warn' (log what breaks the spec and hand the answer back), with the generated answer validators,
    // passed in so that a client without checks never bundles them
    validateResponses: responseCheck('throw', validators),
  });
}

export async function capture(client: PaymentsClient, id: string) {
  try {
    const { data, error } = await client.POST('/capture/{id}', {
      params: { path: { id } },
      body: { descriptive: 'Order 2026-0042', value: 25.5 },
    });
    return error ? { failed: error } : { captured: data.id };
  } catch (error) {
    // A redirect is never followed (the credentials would go with it): fix baseUrl, then resend with the same key.
    if (error instanceof OutcomeUnknownError && error.cause instanceof RedirectRefusedError)
      return { redirectedTo: error.cause.location, resendWith: error.idempotencyKey };
    // Too large, not JSON, or not what the spec allows: `reason` says which, `issues` name the fields.
    if (error instanceof ResponseRefusedError) return { refused: error.reason, fields: error.issues.length };
    throw error;
  }
}
// #endregion trust

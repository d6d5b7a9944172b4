// @ts-check
// The smoke program every runtime runs (Node 20, 22, 24, Bun, Deno, and Chromium through a bundle): the built
// client calls the mock (a read, a write with its idempotency key, a refusal read from the error envelope), a
// validator checks a request body, and a notification is parsed. It returns a plain summary that the test compares
// across runtimes.
import { callInfo, createPaymentsClient, describeError, NoResponseError } from '@payments-contract/client';
import { validateRequest } from '@payments-contract/validators';
import { parseNotification } from '@payments-contract/webhooks';

/** @param {{ baseUrl: string, closedUrl: string, notification: unknown }} input */
export async function smoke({ baseUrl, closedUrl, notification }) {
  const client = createPaymentsClient({
    baseUrl,
    accountId: 'acct-smoke',
    apiKey: 'key-smoke',
    backoff: { baseMs: 1 },
    // The browser run is a test page on loopback: the ApiKey may be read there (ignored in other runtimes).
    dangerouslyAllowBrowser: true,
  });
  const id = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
  const single = await client.GET('/single/{id}', { params: { path: { id } } });
  const body = { descriptive: 'Order 1', value: 25.5 };
  const capture = await client.POST('/capture/{id}', { params: { path: { id } }, body, idempotencyKey: 'smoke-1' });
  const refused = await client.POST('/capture/{id}', {
    params: { path: { id } },
    body: { descriptive: 'x'.repeat(300) },
  });
  const valid = validateRequest('POST /capture/{id}', body);
  const invalid = validateRequest('POST /capture/{id}', { value: 'ten' });
  const parsed = parseNotification(
    JSON.stringify(notification),
    { Authorization: 'Basic c2VjcmV0' },
    {
      authorization: 'Basic c2VjcmV0',
      kind: 'genericNotification',
    },
  );
  // A refused connection is this runtime's "no answer": retried, then NoResponseError (not a local error).
  const nowhere = createPaymentsClient({
    baseUrl: closedUrl,
    accountId: 'a',
    apiKey: 'k',
    backoff: { baseMs: 1 },
    dangerouslyAllowBrowser: true,
  });
  const lost = await nowhere.GET('/system/ping', { maxAttempts: 2 }).catch((/** @type {unknown} */ error) => error);
  return {
    noAnswer: lost instanceof NoResponseError ? { attempts: lost.attempts } : { unexpected: String(lost) },
    single: { status: single.response.status, paymentStatus: single.data?.payment_status },
    capture: {
      status: capture.response.status,
      key: callInfo(capture.response)?.idempotencyKey,
      tries: callInfo(capture.response)?.tries.length,
    },
    refused: {
      status: refused.response.status,
      hasMessages: describeError(refused.response.status, refused.error).messages.length > 0,
    },
    validator: { valid: valid.ok, invalid: invalid.ok },
    notification: parsed.ok ? { kind: parsed.kind } : { error: parsed.error.reason },
  };
}

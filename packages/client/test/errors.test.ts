// Error answers read as the service's envelope (Errors rule 2), with the four authentication causes of a 403.
import { describe, expect, it } from 'vitest';
import { createPaymentsClient, describeError } from '../src/index.js';

describe('describeError', () => {
  it.each([
    ['Authentication Error: Missing AccountId or ApiKey headers', 'missing_headers'],
    ['Authentication Error: Invalid AccountId or ApiKey', 'invalid_credentials'],
    ['Authentication Error: Your account has been blocked', 'blocked_account'],
    ['Authentication Error: Insufficient permissions for this action', 'insufficient_permission'],
  ])('reads "%s" as %s', (message, cause) => {
    expect(describeError(403, { status: 'error', message })).toEqual({
      status: 403,
      messages: [message],
      authentication: cause,
    });
  });

  it('keeps messages, code and doc_url of other errors', () => {
    const body = {
      status: 'error',
      message: ['value is required', 'method is invalid'],
      code: 'E_FIELD',
      doc_url: 'https://docs.example/E_FIELD',
    };
    expect(describeError(400, body)).toEqual({
      status: 400,
      messages: ['value is required', 'method is invalid'],
      code: 'E_FIELD',
      docUrl: 'https://docs.example/E_FIELD',
    });
  });

  it('does not call a 403 with another message an authentication failure, and survives a body that is no envelope', () => {
    expect(describeError(403, { status: 'error', message: ['Forbidden'] }).authentication).toBeUndefined();
    expect(describeError(502, 'Bad gateway')).toEqual({ status: 502, messages: [] });
  });

  it('is what a typed call returns as error', async () => {
    const fetch = async () =>
      new Response(
        JSON.stringify({ status: 'error', message: 'Authentication Error: Your account has been blocked' }),
        { status: 403 },
      );
    const client = createPaymentsClient({
      baseUrl: 'https://sandbox.payments.example/2.0',
      accountId: 'a',
      apiKey: 'k',
      fetch,
    });
    const { error, response } = await client.GET('/system/ping');
    expect(error?.status).toBe('error');
    expect(describeError(response.status, error).authentication).toBe('blocked_account');
  });
});

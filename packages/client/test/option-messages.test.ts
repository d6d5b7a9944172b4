// Each refusal of createPaymentsClient's options and of a call's names the option and the rule broken (never the
// value); the error envelope is read by Errors rule 2 and Authentication rule 3 ("the response status is 403"), and
// Retry-After only in the two forms HTTP gives it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callInfo, createPaymentsClient, describeError } from '../src/index.js';
import { retryAfterMs } from '../src/retry.js';
import { stubFetch } from './helpers/stub-fetch.js';

const valid = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'acct-1', apiKey: 'key-1' };
const refusal = (options: unknown) => {
  try {
    createPaymentsClient(options as never);
  } catch (error) {
    return (error as Error).message;
  }
  return 'not refused';
};
afterEach(() => vi.unstubAllGlobals());

describe('createPaymentsClient refuses', () => {
  it.each([
    ['options that are a string', 'https://sandbox.payments.example/2.0', "Option 'options' must be an object."],
    ['a blank apiKey', { ...valid, apiKey: '  ' }, "Option 'apiKey' is required (the ApiKey header)."],
    [
      'another scheme',
      { ...valid, baseUrl: 'ftp://sandbox.payments.example/2.0' },
      "Option 'baseUrl' must be an absolute http or https URL.",
    ],
    [
      'a scheme ending in http',
      { ...valid, baseUrl: 'xhttp://sandbox.payments.example/2.0' },
      "Option 'baseUrl' must be an absolute http or https URL.",
    ],
    [
      'a validateResponses that is a mode, not a check',
      { ...valid, validateResponses: 'throw' },
      "Option 'validateResponses' must be made by responseCheck('warn' | 'throw', validators) from '@payments-contract/client/response-check'.",
    ],
    ['a fetch that is no function', { ...valid, fetch: 'fetch' }, "Option 'fetch' must be a function."],
    [
      'a backoff given as text',
      { ...valid, backoff: { baseMs: '5' } },
      "Option 'backoff.baseMs' must be a number of at least 0.",
    ],
    [
      'an accountId with a newline',
      { ...valid, accountId: 'a\nb' },
      "Option 'accountId' cannot be sent as the AccountId header: it must hold",
    ],
    [
      'an apiKey with a NUL',
      { ...valid, apiKey: 'a\0b' },
      "Option 'apiKey' cannot be sent as the ApiKey header: it must hold",
    ],
  ])('%s', (_name, options, message) => {
    expect(refusal(options)).toContain(message);
  });

  it('no fetch where the runtime has none, and takes a given one there', async () => {
    vi.stubGlobal('fetch', undefined);
    expect(refusal(valid)).toBe("Option 'fetch' is required here: this runtime has no global fetch.");
    const { fetch, tries } = stubFetch([]);
    await createPaymentsClient({ ...valid, fetch }).GET('/system/ping');
    expect(tries).toHaveLength(1);
  });

  it('joins paths to a base address whatever slashes end it', async () => {
    const { fetch, tries } = stubFetch([]);
    await createPaymentsClient({ ...valid, baseUrl: `${valid.baseUrl}///`, fetch }).GET('/system/ping');
    expect(tries[0]?.url).toBe(`${valid.baseUrl}/system/ping`);
  });
});

describe('call options are refused', () => {
  it.each([
    [
      'a signal without addEventListener',
      { signal: { aborted: false } },
      "Call option 'signal' must be an AbortSignal.",
    ],
    ['a fetch that is no function', { fetch: 42 }, "Call option 'fetch' must be a function."],
  ])('%s', async (_name, options, message) => {
    const client = createPaymentsClient({ ...valid, fetch: stubFetch([]).fetch });
    await expect(client.GET('/system/ping', options as never)).rejects.toThrow(message);
  });

  it('except a null signal, which is none', async () => {
    const { fetch, tries } = stubFetch([]);
    await createPaymentsClient({ ...valid, fetch }).GET('/system/ping', { signal: null } as never);
    expect(tries).toHaveLength(1);
  });
});

describe('describeError', () => {
  it('keeps code and doc_url only when they are strings', () => {
    expect(describeError(400, { message: ['x'], code: 42, doc_url: {} })).toStrictEqual({
      status: 400,
      messages: ['x'],
    });
  });

  it('reads an authentication cause only on a 403', () => {
    const message = 'Authentication Error: Invalid AccountId or ApiKey';
    expect(describeError(401, { status: 'error', message })).toStrictEqual({ status: 401, messages: [message] });
    expect(describeError(403, { status: 'error', message: 'Forbidden' })).toStrictEqual({
      status: 403,
      messages: ['Forbidden'],
    });
  });
});

describe('Retry-After', () => {
  it.each(['5s', '-5'])('%s is neither seconds nor a date, so no wait of its own', (value) => {
    const wait = retryAfterMs(new Response(null, { status: 503, headers: { 'Retry-After': value } }));
    expect(wait === undefined || wait >= 0).toBe(true);
    expect(Number.isNaN(wait)).toBe(false);
  });
});

describe('callInfo', () => {
  it('says replayed only when the service says Idempotency-Replay: true, and names no key for a GET', async () => {
    const replay = new Response('{}', { status: 201, headers: { 'Idempotency-Replay': 'true' } });
    const { fetch } = stubFetch([new Response('{}', { status: 201 }), replay, new Response('{}')]);
    const client = createPaymentsClient({ ...valid, fetch });
    const body = { params: { path: { id: 'p1' } }, body: { descriptive: 'Order 1' } };
    expect(callInfo((await client.POST('/capture/{id}', body)).response)?.replayed).toBe(false);
    expect(callInfo((await client.POST('/capture/{id}', body)).response)?.replayed).toBe(true);
    const read = callInfo((await client.GET('/system/ping')).response);
    expect(read && Object.keys(read)).toEqual(['replayed', 'attempts', 'tries']);
  });
});

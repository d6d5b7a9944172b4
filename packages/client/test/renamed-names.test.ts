// The names 0.3.0 replaced so that the public API says "response" (docs/maintainers/words.md) still work for one
// release: each old option, function and class does what its new name does, and giving both names of one option is
// refused, naming the old one. (The editor's strike-through, TS 6385, is test/consumer/deprecated-names.test.ts.)
import { describe, expect, it } from 'vitest';
import { answerCheck } from '../src/answer-check.js';
import {
  AnswerRefusedError,
  createPaymentsClient,
  type PaymentsClientOptions,
  ResponseRefusedError,
} from '../src/index.js';
import { responseCheck } from '../src/response-check.js';
import { stubFetch } from './helpers/stub-fetch.js';

const base = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'acct-1', apiKey: 'key-1' };
const id = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
const refusing = { validateResponse: () => ({ ok: false, errors: [{ path: '/id', message: 'must be a string' }] }) };

/** One GET /single/{id} answered with a 200 of 20 bytes, through a client of `options`, and what it threw. */
async function call(options: Partial<PaymentsClientOptions>, init: Record<string, unknown> = {}) {
  const { fetch } = stubFetch([Response.json({ id: 'x'.repeat(11) })]);
  const client = createPaymentsClient({ ...base, fetch, ...options });
  return client.GET('/single/{id}', { params: { path: { id } }, ...init }).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('the old names, kept for one release', () => {
  it('AnswerRefusedError is ResponseRefusedError: instanceof holds either way', async () => {
    expect(AnswerRefusedError).toBe(ResponseRefusedError);
    const error = await call({ maxResponseBytes: 4 });
    expect(error).toBeInstanceOf(AnswerRefusedError);
    expect(error).toBeInstanceOf(ResponseRefusedError);
    expect(error).toMatchObject({ name: 'ResponseRefusedError', reason: 'too-large' });
  });

  it('answerCheck is responseCheck', () => expect(answerCheck).toBe(responseCheck));

  it.each([
    ["the client's maxAnswerBytes", { maxAnswerBytes: 4 }, {}],
    ["a call's maxAnswerBytes", {}, { maxAnswerBytes: 4 }],
  ])('%s bounds the response as maxResponseBytes does', async (_case, options, init) => {
    expect(await call(options, init)).toMatchObject({ reason: 'too-large' });
    expect(await call({}, {})).toBeUndefined();
  });

  it('validateAnswers checks each success as validateResponses does', async () => {
    expect(await call({ validateAnswers: answerCheck('throw', refusing) })).toMatchObject({ reason: 'invalid' });
    expect(await call({ validateResponses: responseCheck('throw', refusing) })).toMatchObject({ reason: 'invalid' });
  });

  it.each([
    [
      'the client',
      { maxAnswerBytes: 4, maxResponseBytes: 8 },
      {},
      "Option 'maxAnswerBytes' is the old name of 'maxResponseBytes': give 'maxResponseBytes' only.",
    ],
    [
      'a call',
      {},
      { maxAnswerBytes: 4, maxResponseBytes: 8 },
      "Call option 'maxAnswerBytes' is the old name of 'maxResponseBytes': give 'maxResponseBytes' only.",
    ],
    [
      'the client',
      { validateAnswers: responseCheck('warn', refusing), validateResponses: responseCheck('warn', refusing) },
      {},
      "Option 'validateAnswers' is the old name of 'validateResponses': give 'validateResponses' only.",
    ],
  ])('both names of one option given to %s are refused, naming the old one', async (_where, options, init, message) => {
    const refused = await Promise.resolve()
      .then(() => call(options, init))
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ message });
  });
});

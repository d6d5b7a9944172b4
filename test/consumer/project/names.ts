// A user's code after 0.3.0 said "response" where 0.2.0 said "answer" (docs/maintainers/words.md): the new names
// compile clean, and the old ones still compile, each struck through by the editor (TS 6385, "is deprecated").
// test/consumer/deprecated-names.test.ts holds both: no error, and a deprecation exactly where an old name is used.
import {
  type AnswerCheck,
  AnswerRefusedError,
  type CheckedAnswer,
  type CheckedResponse,
  createPaymentsClient,
  type ResponseCheck,
  ResponseRefusedError,
} from '@payments-contract/client';
import { answerCheck } from '@payments-contract/client/answer-check';
import { responseCheck } from '@payments-contract/client/response-check';
import * as validators from '@payments-contract/validators';

const account = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'acct-1', apiKey: 'key-1' };

// #region new-names
export const client = createPaymentsClient({
  ...account,
  maxResponseBytes: 1_000_000,
  validateResponses: responseCheck('throw', validators),
});
export const check: ResponseCheck = responseCheck('warn', validators);
export const seen: CheckedResponse = { method: 'GET', path: '/single/{id}', status: 200, data: {} };
export const refused = (error: unknown) => error instanceof ResponseRefusedError && error.reason;
export const small = () => client.GET('/single/{id}', { params: { path: { id: 'p-1' } }, maxResponseBytes: 4_096 });
// #endregion new-names

// #region old-names
export const oldClient = createPaymentsClient({
  ...account,
  maxAnswerBytes: 1_000_000,
  validateAnswers: answerCheck('throw', validators),
});
export const oldCheck: AnswerCheck = answerCheck('warn', validators);
export const oldSeen: CheckedAnswer = seen;
export const oldRefused = (error: unknown) => error instanceof AnswerRefusedError && error.reason;
export const oldSmall = () => client.GET('/single/{id}', { params: { path: { id: 'p-1' } }, maxAnswerBytes: 4_096 });
// #endregion old-names

// @payments-contract/client/answer-check: the old name of `/response-check`, kept for one release (0.3.0) so that
// code written against 0.2.0 still runs; an editor strikes each name through. The public API says "response", as
// OpenAPI and fetch do (docs/maintainers/words.md).
import type {
  CheckedResponse,
  ResponseCheck,
  ResponseCheckMode,
  ResponseCheckValidators,
  ResponseVerdict,
} from './response-check.js';
import { responseCheck } from './response-check.js';

export type { OperationRegistry, ResponseValidators } from './response-check.js';

/** @deprecated Use `responseCheck` from '@payments-contract/client/response-check'. */
export const answerCheck: typeof responseCheck = responseCheck;
/** @deprecated Use `ResponseCheck` from '@payments-contract/client/response-check'. */
export type AnswerCheck = ResponseCheck;
/** @deprecated Use `ResponseCheckMode` from '@payments-contract/client/response-check'. */
export type AnswerCheckMode = ResponseCheckMode;
/** @deprecated Use `ResponseVerdict` from '@payments-contract/client/response-check'. */
export type AnswerVerdict = ResponseVerdict;
/** @deprecated Use `ResponseCheckValidators` from '@payments-contract/client/response-check'. */
export type AnswerValidators = ResponseCheckValidators;
/** @deprecated Use `CheckedResponse` from '@payments-contract/client/response-check'. */
export type CheckedAnswer = CheckedResponse;

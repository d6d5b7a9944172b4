// @payments-contract/client: a typed client of the payments service 2.0. What most calls never use has an entry of
// its own, so that a bundler leaves it out (issue 30): `/signing` (rsaSigner), `/lists` (paginate, intervalFilter),
// `/recovery` (resendUnknownOutcome) and `/response-check` (responseCheck; `/answer-check`, its old name, for one
// release). Every defence stays here.

export type { AnswerCheck, CheckedAnswer } from './answer-check.js';
export { type CallOptions, createPaymentsClient, type PaymentsClient } from './client.js';
export {
  AnswerRefusedError,
  type AuthenticationCause,
  CallOptionError,
  ConfigurationError,
  describeError,
  type ErrorEnvelope,
  NoResponseError,
  OutcomeUnknownError,
  PaymentsClientError,
  RedirectRefusedError,
  RequestRefusedError,
  ResponseRefusedError,
  type ServiceError,
  ServiceResponseError,
} from './errors.js';
export type { components, operations, paths, webhooks } from './generated/schema.js';
export type { PaymentsLogger } from './log.js';
export type { FetchLike, PaymentsClientOptions } from './options.js';
export { OutgoingRequest } from './outgoing.js';
export type { CheckedResponse, ResponseCheck } from './response-check.js';
export type { RequestSigner } from './signature-target.js';
export { type CallInfo, callInfo, type TryInfo } from './transport.js';
export { PACKAGE_NAME, PACKAGE_VERSION } from './version.js';

// @payments-contract/client: a typed client of the payments service 2.0.

export type { AnswerCheck, AnswerValidators } from './answer-check.js';
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
  type ServiceError,
  ServiceResponseError,
} from './errors.js';
export type { components, operations, paths, webhooks } from './generated/schema.js';
export { intervalFilter } from './interval.js';
export type { LogLevel, PaymentsLogger } from './logging.js';
export type { FetchLike, PaymentsClientOptions } from './options.js';
export { OutgoingRequest } from './outgoing.js';
export { type ListItem, type ListPath, type PaginationLimits, paginate } from './pagination.js';
export { resendUnknownOutcome, type UnknownOutcome } from './recovery.js';
export type { CryptoKeyLike, PrivateKeyInput } from './signing.js';
export { type CallInfo, callInfo, type TryInfo } from './transport.js';
export { PACKAGE_NAME, PACKAGE_VERSION } from './version.js';

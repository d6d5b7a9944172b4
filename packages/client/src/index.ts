// @payments-contract/client: a typed client of the payments service 2.0.
export { createPaymentsClient, type PaymentsClient } from './client.js';
export {
  type AuthenticationCause,
  ConfigurationError,
  describeError,
  type ErrorEnvelope,
  NoResponseError,
  OutcomeUnknownError,
  PaymentsClientError,
  RequestRefusedError,
  type ServiceError,
  ServiceResponseError,
} from './errors.js';
export type { components, operations, paths, webhooks } from './generated/schema.js';
export { intervalFilter } from './interval.js';
export type { PaymentsClientOptions } from './options.js';
export { type ListItem, type ListPath, type PaginationLimits, paginate } from './pagination.js';
export type { PrivateKeyInput } from './signing.js';
export { type CallInfo, callInfo } from './transport.js';

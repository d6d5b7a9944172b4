// @payments-contract/webhooks: notification types, safe parsing, confirmation through the right resource, a handler
// that acts once per event, and the browser checkout client's types.

export {
  type Agreement,
  type AgreementOutcome,
  agreementOf,
  type ConfirmationCandidate,
  type ConfirmationMap,
} from './agreement.js';
export {
  type Confirmation,
  type ConfirmationCall,
  ConfirmationError,
  confirmNotification,
  subjectOf,
} from './confirm.js';
export {
  DEFAULT_DELIVERY_ENTRIES,
  DEFAULT_DELIVERY_LEASE_MS,
  DEFAULT_DELIVERY_TTL_MS,
  type DeliveryClaim,
  type DeliveryKeyOptions,
  type DeliveryStore,
  deliveryKey,
  type LegacyDeliveryStore,
  type MemoryDeliveryStoreOptions,
  memoryDeliveryStore,
  normalisedInstant,
} from './deliveries.js';
export * from './generated/checkout.js';
export * from './generated/notifications.js';
export * from './generated/payloads.js';
export { createNotificationHandler } from './handler.js';
export type {
  DisagreementContext,
  NotificationContext,
  NotificationFor,
  NotificationHandlerOptions,
  NotificationHandlers,
  UnsafeSkipConfirmation,
} from './handler-options.js';
export { type FieldMismatch, fieldMismatches } from './mismatches.js';
export {
  constantTimeEqual,
  DEFAULT_MAX_BYTES,
  type DeliveryHeaders,
  type NotificationError,
  type ParseOptions,
  type ParseResult,
  parseNotification,
  type UnsafeAcceptUnsigned,
} from './parse.js';

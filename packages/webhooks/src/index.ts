// @payments-contract/webhooks: notification types, safe parsing, confirmation, a handler, and the browser checkout
// client's types.

export { type Confirmation, ConfirmationError, confirmNotification, subjectOf } from './confirm.js';
export * from './generated/checkout.js';
export * from './generated/notifications.js';
export {
  createNotificationHandler,
  type NotificationContext,
  type NotificationHandlerOptions,
  type NotificationHandlers,
} from './handler.js';
export {
  constantTimeEqual,
  DEFAULT_MAX_BYTES,
  type NotificationError,
  type ParseOptions,
  type ParseResult,
  parseNotification,
} from './parse.js';

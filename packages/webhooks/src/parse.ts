// Parsing an incoming notification safely: a size limit, JSON that is an object, the expected Authorization
// compared in constant time, and the payload checked by the notification validators as the kind the caller names
// (the URL it arrived at says which; never guessed) and tolerantly: a field or value the spec does not list is kept
// and reported as a warning, never refused.
import type { Issue } from '@payments-contract/validators';
import { validateNotification } from '@payments-contract/validators/notifications';
import { type Notification, type NotificationKind, notificationKinds } from './generated/notifications.js';

export const DEFAULT_MAX_BYTES = 64 * 1024;

export interface NotificationError {
  /** The HTTP status a receiving endpoint should answer with. */
  status: 400 | 401 | 413;
  reason: 'too_large' | 'not_json' | 'invalid' | 'unauthorized';
  message: string;
  /** For `invalid`: each field at fault and the rule it breaks. */
  issues?: Issue[];
}

export type ParseResult =
  | { ok: true; kind: NotificationKind; notification: Notification; warnings: Issue[] }
  | { ok: false; error: NotificationError };

/** Accepting deliveries whatever their `Authorization`: named, so that it is never the default by omission. */
export interface UnsafeAcceptUnsigned {
  unsafeAcceptUnsigned: true;
}

export interface ParseOptions {
  /**
   * The `Authorization` value the service was configured to send; a delivery without it is refused with 401.
   * `{ unsafeAcceptUnsigned: true }` skips the check (a test endpoint); an empty or missing value is an error.
   */
  authorization: string | UnsafeAcceptUnsigned;
  /** The kind this delivery is: the URL it arrived at (set with PATCH /config) says which. */
  kind: NotificationKind;
  /** The largest body accepted, in bytes (default 64 KiB). */
  maxBytes?: number;
}

/** The headers of a delivery: a Fetch `Headers`, or a plain record (node:http's `IncomingMessage.headers`). */
export type DeliveryHeaders = Headers | Record<string, string | readonly string[] | undefined>;

const encoder = new TextEncoder();

/** Equal in time that does not depend on where the two first differ, nor (beyond a pass over both) their lengths. */
export function constantTimeEqual(given: string, expected: string): boolean {
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

function headerOf(headers: DeliveryHeaders, name: string): string | null {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  for (const [key, value] of Object.entries(headers as Record<string, unknown>)) {
    if (key.toLowerCase() !== name) continue;
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.join(', ');
  }
  return null;
}

/** Throws at set-up when `kind` is not one the spec names: it is never guessed from the payload. */
export function checkKindOption(kind: unknown): asserts kind is NotificationKind {
  if ((notificationKinds as readonly unknown[]).includes(kind)) return;
  throw new TypeError(
    `option 'kind' is required: the kind of notification this endpoint receives (${notificationKinds.join(', ')}), ` +
      'as the URL it is configured under with PATCH /config says; it is not guessed from the payload',
  );
}

/** Throws at set-up, naming the option, when `authorization` is neither a value nor the named opt-out. */
export function checkAuthorizationOption(authorization: unknown): void {
  if (typeof authorization === 'string' && authorization !== '') return;
  if ((authorization as UnsafeAcceptUnsigned | undefined)?.unsafeAcceptUnsigned === true) return;
  throw new TypeError(
    "option 'authorization' is required: the Authorization value the service was configured to send (an unset " +
      'variable is not a value), or { unsafeAcceptUnsigned: true } to accept unsigned deliveries on purpose',
  );
}

const refuse = (
  status: NotificationError['status'],
  reason: NotificationError['reason'],
  message: string,
  issues?: Issue[],
): ParseResult => ({
  ok: false,
  error: { status, reason, message, ...(issues ? { issues } : {}) },
});

/**
 * The 401 for a delivery whose `Authorization` is missing or wrong, or undefined when it matches (or unsigned
 * deliveries are accepted on purpose). Needs only the headers, so that a handler refuses before reading the body.
 */
export function authorizationRefusal(
  headers: DeliveryHeaders,
  authorization: string | UnsafeAcceptUnsigned,
): Extract<ParseResult, { ok: false }> | undefined {
  if (typeof authorization !== 'string') return undefined;
  const given = headerOf(headers, 'authorization');
  if (given !== null && constantTimeEqual(given, authorization)) return undefined;
  return refuse(
    401,
    'unauthorized',
    'header Authorization is missing or does not match the configured value',
  ) as Extract<ParseResult, { ok: false }>;
}

/**
 * Parses a notification from its raw body (string or bytes) or an already-parsed object. Never throws on a
 * delivery: every refusal says why, and which HTTP status to answer with (a missing `authorization` option is a
 * set-up error and throws).
 */
export function parseNotification(
  body: string | Uint8Array | ArrayBuffer | object,
  headers: DeliveryHeaders,
  options: ParseOptions,
): ParseResult {
  checkAuthorizationOption(options?.authorization);
  checkKindOption(options.kind);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const unauthorized = authorizationRefusal(headers, options.authorization);
  if (unauthorized) return unauthorized;
  let payload: unknown = body;
  if (typeof body === 'string' || body instanceof Uint8Array || body instanceof ArrayBuffer) {
    const bytes = typeof body === 'string' ? encoder.encode(body) : new Uint8Array(body);
    if (bytes.length > maxBytes)
      return refuse(413, 'too_large', `body is ${bytes.length} bytes, over the limit of ${maxBytes}`);
    try {
      payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch (error) {
      return refuse(400, 'not_json', `body is not JSON: ${(error as Error).message}`);
    }
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload))
    return refuse(400, 'invalid', 'body must be a JSON object');
  const result = validateNotification(payload, options.kind);
  if (!result.ok) return refuse(400, 'invalid', result.errors.map((issue) => issue.message).join('; '), result.errors);
  return { ok: true, kind: result.kind, notification: result.value as Notification, warnings: result.warnings };
}

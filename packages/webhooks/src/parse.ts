// Parsing an incoming notification safely: a size limit, JSON that is an object, the expected Authorization
// compared in constant time, and the payload checked by the notification validators (tolerant: what the spec does
// not list is a warning).
import type { Issue } from '@payments-contract/validators';
import { validateNotification } from '@payments-contract/validators/notifications';
import type { Notification, NotificationKind } from './generated/notifications.js';

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

export interface ParseOptions {
  /** The `Authorization` value the service was configured to send; a delivery without it is refused. */
  authorization?: string;
  /** The largest body accepted, in bytes (default 64 KiB). */
  maxBytes?: number;
  /** The kind expected (the URL it arrived at tells); by default the payload's shape says. */
  kind?: NotificationKind;
}

const encoder = new TextEncoder();

/** Equal in time that does not depend on where the two first differ, nor (beyond a pass over both) their lengths. */
export function constantTimeEqual(given: string, expected: string): boolean {
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

function headerOf(headers: HeadersInit | undefined, name: string): string | null {
  return headers === undefined ? null : new Headers(headers).get(name);
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
 * Parses a notification from its raw body (string or bytes) or an already-parsed object. Never throws: every
 * refusal says why, and which HTTP status to answer with.
 */
export function parseNotification(
  body: string | Uint8Array | ArrayBuffer | object,
  headers?: HeadersInit,
  options: ParseOptions = {},
): ParseResult {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (options.authorization !== undefined) {
    const given = headerOf(headers, 'authorization');
    if (given === null || !constantTimeEqual(given, options.authorization)) {
      return refuse(401, 'unauthorized', 'header Authorization is missing or does not match the configured value');
    }
  }
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

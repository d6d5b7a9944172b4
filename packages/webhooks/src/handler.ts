// A Fetch-API handler for a merchant's notification endpoint: it reads the body within a limit, parses and checks
// it, optionally confirms it through the client, dispatches by `type`, and answers 2xx when handled and 4xx on bad
// input. It never throws into the server.
import type { PaymentsClient } from '@payments-contract/client';
import type { Issue } from '@payments-contract/validators';
import { type Confirmation, confirmNotification, subjectOf } from './confirm.js';
import type {
  ConfirmedDetails,
  Notification,
  NotificationKind,
  NotificationOfType,
  NotificationType,
} from './generated/notifications.js';
import { DEFAULT_MAX_BYTES, parseNotification } from './parse.js';

export interface NotificationContext<T extends NotificationType> {
  kind: NotificationKind;
  warnings: Issue[];
  /** The confirmed details, when the handler was given a client to confirm with. */
  confirmed?: ConfirmedDetails<T>;
}

export type NotificationHandlers = {
  [T in NotificationType]?: (notification: NotificationOfType<T>, context: NotificationContext<T>) => unknown;
};

export interface NotificationHandlerOptions {
  on: NotificationHandlers;
  /** Called for a notification whose type the spec does not list, or that has no handler in `on`. */
  onUnknown?: (
    notification: Notification,
    context: { kind: NotificationKind; warnings: Issue[]; reason: string },
  ) => unknown;
  /** Confirm every notification through this client before dispatching it (Events rule 7). */
  confirm?: PaymentsClient;
  /** The `Authorization` value the service was configured to send. */
  authorization?: string;
  /** The largest body accepted, in bytes (default 64 KiB). */
  maxBytes?: number;
  /** The kind this endpoint receives (its URL in PATCH /config); by default each payload's shape says. */
  kind?: NotificationKind;
  /** Told of every failure of a handler or a confirmation, for logging; never of credentials. */
  onError?: (error: unknown) => void;
}

const answer = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refuse = (status: number, messages: string[]) => answer(status, { status: 'error', message: messages });

class TooLarge extends Error {}

async function readBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw new TooLarge();
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > maxBytes) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

export function createNotificationHandler(
  options: NotificationHandlerOptions,
): (request: Request) => Promise<Response> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const report = (error: unknown) => {
    try {
      options.onError?.(error);
    } catch {
      // a failing logger must not fail the delivery
    }
  };
  return async function handleNotification(request: Request): Promise<Response> {
    try {
      if (request.method !== 'POST') return refuse(405, ['notifications are delivered with POST']);
      let body: Uint8Array;
      try {
        body = await readBody(request, maxBytes);
      } catch (error) {
        if (error instanceof TooLarge) return refuse(413, [`body is over the limit of ${maxBytes} bytes`]);
        throw error;
      }
      const parsed = parseNotification(body, request.headers, {
        maxBytes,
        ...(options.authorization !== undefined ? { authorization: options.authorization } : {}),
        ...(options.kind ? { kind: options.kind } : {}),
      });
      if (!parsed.ok)
        return refuse(parsed.error.status, parsed.error.issues?.map((i) => i.message) ?? [parsed.error.message]);
      const { notification, kind, warnings } = parsed;
      const subject = subjectOf(notification, kind);
      const handle = subject ? options.on[subject.type] : undefined;
      if (!subject || !handle) {
        const reason = subject
          ? `no handler for type '${subject.type}'`
          : 'the notification names no type the spec lists';
        await options.onUnknown?.(notification, { kind, warnings, reason });
        return answer(200, { status: 'ok', handled: false });
      }
      let confirmation: Confirmation | undefined;
      if (options.confirm) {
        try {
          confirmation = await confirmNotification(notification, options.confirm, kind);
        } catch (error) {
          report(error);
          // The service may deliver it again; a merchant must not act on an unconfirmed notification.
          return refuse(503, ['the notification could not be confirmed with the service; deliver it again later']);
        }
      }
      const context = { kind, warnings, ...(confirmation ? { confirmed: confirmation.details } : {}) };
      await (handle as (n: Notification, c: typeof context) => unknown)(notification, context);
      return answer(200, { status: 'ok', handled: true });
    } catch (error) {
      report(error);
      return refuse(500, ['the notification could not be handled']);
    }
  };
}

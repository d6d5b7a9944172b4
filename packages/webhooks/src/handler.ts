// A Fetch-API handler for a merchant's notification endpoint. It checks the Authorization before reading anything of
// the body, reads the body within a limit, checks the payload as the endpoint's kind, claims the event in the
// delivery store (so that one instance of many acts), confirms the notification through the details operation its
// id belongs to (Events rule 7), and runs the merchant's code once per event, only when the details agree.
// Answers: 405/401/413/400 on a bad delivery; 200 when handled, already handled (a redelivery), unknown,
// contradicted by the service's details (a forged or stale notification: `onDisagreement`, so that it is not
// delivered again), or of an outcome the spec names no confirming state for (`onUnconfirmable`); 503 when it could not be confirmed yet (the service is unreachable or the state not settled), so
// that the service delivers it again, or while another instance holds the event's claim; 500 when the merchant's
// code failed (the claim is released, so that a redelivery retries).
import type { PaymentsClient } from '@payments-contract/client';
import type { ConfirmationMap } from './agreement.js';
import { readBody, TooLarge } from './body.js';
import { type Confirmation, confirmNotification, subjectOf } from './confirm.js';
import {
  claimFirst,
  claimingStore,
  DEFAULT_DELIVERY_LEASE_MS,
  deliveryKey,
  eventItemsOf,
  memoryDeliveryStore,
} from './deliveries.js';
import {
  confirmations,
  type Notification,
  type NotificationType,
  notificationTypes,
} from './generated/notifications.js';
import {
  checkHandlerOptions,
  type NotificationHandlerOptions,
  type UnsafeSkipConfirmation,
} from './handler-options.js';
import { authorizationRefusal, DEFAULT_MAX_BYTES, parseNotification } from './parse.js';

const answer = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refuse = (status: number, messages: string[]) => answer(status, { status: 'error', message: messages });
const later = (message: string) => refuse(503, [message]);

export function createNotificationHandler<Types extends string = NotificationType>(
  options: NotificationHandlerOptions<Types>,
): (request: Request) => Promise<Response> {
  const types = (options.types ?? notificationTypes) as readonly Types[];
  const map = (options.confirmations ?? confirmations) as unknown as ConfirmationMap<Types>;
  checkHandlerOptions(options as unknown as NotificationHandlerOptions<string>, types, map);
  const { kind, authorization } = options;
  const client = (options.confirm as Partial<UnsafeSkipConfirmation>).unsafeSkipConfirmation
    ? undefined
    : (options.confirm as PaymentsClient);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const deliveries = claimingStore(options.deliveries ?? memoryDeliveryStore());
  const leaseMs = options.leaseMs ?? DEFAULT_DELIVERY_LEASE_MS;
  const report = (error: unknown) => {
    try {
      options.onError?.(error);
    } catch {
      // a failing logger must not fail the delivery
    }
  };

  async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST') return refuse(405, ['notifications are delivered with POST']);
    // A sender without the configured value gets nothing read: not its body, not its size.
    const unauthorized = authorizationRefusal(request.headers, authorization);
    if (unauthorized) return refuse(401, [unauthorized.error.message]);
    let body: Uint8Array;
    try {
      body = await readBody(request, maxBytes);
    } catch (error) {
      if (error instanceof TooLarge) return refuse(413, [`body is over the limit of ${maxBytes} bytes`]);
      throw error;
    }
    const parsed = parseNotification(body, request.headers, { authorization, kind, maxBytes });
    if (!parsed.ok)
      return refuse(parsed.error.status, parsed.error.issues?.map((i) => i.message) ?? [parsed.error.message]);
    const { notification, warnings } = parsed;
    const subject = subjectOf(notification, kind, types);
    const run = subject ? options.on[subject.type] : undefined;
    if (!subject || !run) {
      const reason = subject
        ? `no handler for type '${subject.type}'`
        : 'the notification names no type the spec lists';
      await options.onUnknown?.(notification, { kind, warnings, reason });
      return answer(200, { status: 'ok', handled: false, reason });
    }
    // One event per resource and outcome, whatever the date says (deliveries.ts). Its claim is taken before the
    // service is asked, so that concurrent duplicates on any instance wait (503) rather than all ask and act.
    const onceKey = deliveryKey(kind, notification as Record<string, unknown>, subject);
    const once = await deliveries.claim(onceKey, leaseMs);
    if (once.state === 'done') return answer(200, { status: 'ok', handled: true, duplicate: true });
    if (once.state === 'busy') return later('this notification is being handled; deliver it again later');
    const held: { key: string; token: string }[] = [{ key: onceKey, token: once.token }];
    const releaseAll = async () => {
      for (const claim of held.splice(0)) {
        try {
          await deliveries.release(claim.key, claim.token);
        } catch (error) {
          report(error); // the claim runs out after its lease instead
        }
      }
    };
    try {
      let confirmation: Confirmation<Types> | undefined;
      if (client) {
        try {
          confirmation = await confirmNotification(notification, client, kind, map);
        } catch (error) {
          report(error);
          await releaseAll();
          return later('the notification could not be confirmed with the service; deliver it again later');
        }
        if (confirmation.agreement.outcome === 'unsettled') {
          await releaseAll();
          return later(`${confirmation.call.method} ${confirmation.call.path} shows it has not settled yet`);
        }
        if (confirmation.agreement.outcome === 'unconfirmable') {
          await releaseAll();
          // Never `on`: nothing in the details can confirm it (a `failed` out payment, any `failed` subscription),
          // and delivering it again cannot either; the merchant is told apart, with the details found.
          await options.onUnconfirmable?.(notification as Notification, { kind, warnings, confirmation });
          return answer(200, { status: 'ok', handled: false, reason: 'the service details cannot confirm it' });
        }
        if (confirmation.agreement.outcome === 'disagrees') {
          await releaseAll();
          await options.onDisagreement?.(notification as Notification, { kind, warnings, confirmation });
          // The sender is told no more than before: the reason names the details' values, for the merchant only.
          return answer(200, { status: 'ok', handled: false, reason: 'the service details disagree with it' });
        }
      }
      // A resource whose id is sent once per payment (rule 5), or one not confirmed (the named opt-out: its
      // resource is unknown), is one event per instant; a resource whose details list its events (a single captured
      // in parts: each capture) is one event per item, the first not yet done. That key is claimed and the id's let
      // go, never done, so that the next payment or capture under the same id is not taken for this one.
      const items = confirmation ? eventItemsOf(confirmation.details, confirmation.events) : [];
      let item: { id: string; item: unknown } | undefined;
      if (!confirmation || confirmation.repeats || items.length > 0) {
        const keys = items.length
          ? items.map((each) => deliveryKey(kind, notification as Record<string, unknown>, subject, { item: each.id }))
          : [deliveryKey(kind, notification as Record<string, unknown>, subject, { repeats: true })];
        const claim = await claimFirst(deliveries, keys, leaseMs);
        await releaseAll(); // the id's claim: only a gate
        if (claim.state === 'busy') return later('this notification is being handled; deliver it again later');
        if (claim.state === 'done') return answer(200, { status: 'ok', handled: true, duplicate: true });
        held.push({ key: claim.key, token: claim.token });
        item = items[claim.index];
      }
      const context = {
        kind,
        warnings,
        ...(confirmation ? { confirmation, confirmed: confirmation.details } : {}),
        ...(item && confirmation?.events ? { event: { field: confirmation.events.field, ...item } } : {}),
      };
      // `on` gets the type and id the notification is about (NotificationFor): an Authorisation notification may
      // name only `authorisation.id`.
      const about = { ...(notification as Record<string, unknown>), type: subject.type, id: subject.id };
      await (run as (n: unknown, c: unknown) => unknown)(about, context);
      const [claim] = held.splice(0) as [{ key: string; token: string }];
      try {
        await deliveries.done(claim.key, claim.token);
      } catch (error) {
        report(error); // handled; once its lease runs out a redelivery may run it again, which the store could not prevent
      }
      return answer(200, { status: 'ok', handled: true });
    } finally {
      await releaseAll();
    }
  }

  return async function handleNotification(request: Request): Promise<Response> {
    try {
      return await handle(request);
    } catch (error) {
      report(error);
      return refuse(500, ['the notification could not be handled']);
    }
  };
}

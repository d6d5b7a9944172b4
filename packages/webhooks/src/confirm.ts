// Events rule 7: on a notification, fetch the details of the resource it concerns through the client, so that a
// merchant never acts on a notification alone. The type alone does not say which resource the id belongs to (rules
// 1-6: a `capture` notification carries a capture, single or frequent id), so the spec's candidates are tried in
// order, moving to the next only when one answers 404: ids are uuids no two resources share, so a found id is the
// right resource, and nothing is guessed. The result names the call that found it.
import { describeError, type PaymentsClient, type ServiceError } from '@payments-contract/client';
import { paginate } from '@payments-contract/client/lists';
import { type Agreement, agreementOf, type ConfirmationCandidate, type ConfirmationMap } from './agreement.js';
import {
  type ConfirmedDetails,
  type Notification,
  type NotificationKind,
  type NotificationType,
  notificationTypes,
  confirmations as specConfirmations,
} from './generated/notifications.js';
import { fieldMismatches } from './mismatches.js';

export class ConfirmationError extends Error {
  override name = 'ConfirmationError';
  constructor(
    message: string,
    /** `not_found`: every candidate answered 404; `unavailable`: the service could not be asked (network, 5xx, 403). */
    readonly reason: 'not_found' | 'unavailable' | 'no_subject',
    readonly calls: ConfirmationCall[] = [],
    readonly service?: ServiceError,
  ) {
    super(message);
  }
}

/** One call made to confirm: `GET /single/{id}` with the notified id, say. */
export interface ConfirmationCall {
  operationId: string;
  method: string;
  path: string;
  id: string;
  /** The status it answered (404 sends the confirmation on to the next candidate). */
  status: number;
}

export interface Confirmation<T extends string = NotificationType> {
  type: T;
  id: string;
  resource: string;
  /** The call whose details confirmed it. */
  call: ConfirmationCall;
  /** Every call made, in order (the 404s before `call`, then `call`). */
  calls: ConfirmationCall[];
  /** The Events rules that send an id of this resource. */
  rules: readonly number[];
  /** The interface sends this resource's id again for each new event (rule 5), told apart by the date. */
  repeats: boolean;
  /** The list of the details whose items are the events (`x-confirmed-by` `events`: a single's `captures`). */
  events?: { readonly field: string; readonly id: string };
  agreement: Agreement;
  details: T extends NotificationType ? ConfirmedDetails<T> : unknown;
}

/** The type and id a notification is about: its Generic fields, or for the Authorisation kind its authorisation. */
export function subjectOf<Types extends string = NotificationType>(
  notification: Notification | Record<string, unknown>,
  kind: NotificationKind,
  types: readonly Types[] = notificationTypes as unknown as readonly Types[],
): { type: Types; id: string } | undefined {
  const fields = notification as { type?: unknown; id?: unknown; authorisation?: { id?: unknown } };
  if (typeof fields.type === 'string' && types.includes(fields.type as Types) && typeof fields.id === 'string') {
    return { type: fields.type as Types, id: fields.id };
  }
  const authorisationId = fields.authorisation?.id;
  if (
    kind === 'authorisationNotification' &&
    typeof authorisationId === 'string' &&
    types.includes('authorisation' as Types)
  )
    return { type: 'authorisation' as Types, id: authorisationId };
  return undefined;
}

const MAX_LIST_PAGES = 50;
type Get = (path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

async function ask(client: PaymentsClient, candidate: ConfirmationCandidate, id: string) {
  const call = { operationId: candidate.operationId, method: candidate.method, path: candidate.path, id };
  if (candidate.list) {
    const list = paginate(client, candidate.path as '/chargeback', {}, { maxPages: MAX_LIST_PAGES });
    for await (const item of list) if (item.id === id) return { call: { ...call, status: 200 }, details: item };
    return { call: { ...call, status: 404 } };
  }
  // The path's one parameter, whatever the spec names it (`{id}` in this service's spec).
  const parameter = /\{([^}]+)\}/.exec(candidate.path)?.[1] ?? 'id';
  const get = client.GET as unknown as Get;
  const { data, error, response } = await get(candidate.path, { params: { path: { [parameter]: id } } });
  const answered = { ...call, status: response.status };
  if (response.ok && error === undefined) return { call: answered, details: data };
  if (response.status === 404) return { call: answered };
  throw new ConfirmationError(
    `${candidate.method} ${candidate.path} for ${id} answered ${response.status}`,
    'unavailable',
    [answered],
    describeError(response.status, error),
  );
}

/** A notified field the details carry otherwise (a forged `key`) contradicts the notification, whatever its status. */
function withFields(agreement: Agreement, notification: object, details: unknown): Agreement {
  const mismatches = fieldMismatches(notification, details);
  if (!mismatches.length) return agreement;
  const named = mismatches.map(
    (m) => `${m.field} ${JSON.stringify(m.notified)} (details: ${JSON.stringify(m.confirmed)})`,
  );
  return {
    ...agreement,
    outcome: 'disagrees',
    mismatches,
    reason: agreement.reason ?? `the details answer otherwise for the notified ${named.join(', ')}`,
  };
}

/** Confirms a notification through its candidates in order; throws ConfirmationError when none can confirm it. */
export async function confirmNotification<Types extends string = NotificationType>(
  notification: Notification | Record<string, unknown>,
  client: PaymentsClient,
  kind: NotificationKind,
  map: ConfirmationMap<Types> = specConfirmations as unknown as ConfirmationMap<Types>,
): Promise<Confirmation<Types>> {
  const subject = subjectOf(notification, kind, Object.keys(map) as Types[]);
  if (!subject) throw new ConfirmationError('notification names no type and id to confirm', 'no_subject');
  const calls: ConfirmationCall[] = [];
  for (const candidate of map[subject.type]) {
    let found: Awaited<ReturnType<typeof ask>>;
    try {
      found = await ask(client, candidate, subject.id);
    } catch (error) {
      if (error instanceof ConfirmationError)
        throw new ConfirmationError(error.message, error.reason, [...calls, ...error.calls], error.service);
      throw new ConfirmationError(`the service could not be asked: ${(error as Error).message}`, 'unavailable', calls);
    }
    calls.push(found.call);
    if (!('details' in found)) continue;
    const status = (notification as { status?: unknown }).status;
    return {
      ...subject,
      resource: candidate.resource,
      call: found.call,
      calls,
      rules: candidate.rules,
      repeats: candidate.repeats === true,
      ...(candidate.events ? { events: candidate.events } : {}),
      agreement: withFields(agreementOf(status, found.details, candidate), notification, found.details),
      details: found.details as Confirmation<Types>['details'],
    };
  }
  const tried = calls.map((c) => `${c.method} ${c.path}`).join(', ');
  throw new ConfirmationError(`${subject.type} ${subject.id} was not found by ${tried}`, 'not_found', calls);
}

// Events rule 7: on a notification, fetch the details of the resource it concerns through the client, so that a
// merchant never acts on a notification alone.
import { describeError, type PaymentsClient, paginate, type ServiceError } from '@payments-contract/client';
import {
  type ConfirmedDetails,
  confirmations,
  type Notification,
  type NotificationKind,
  type NotificationType,
  notificationTypes,
} from './generated/notifications.js';

export class ConfirmationError extends Error {
  override name = 'ConfirmationError';
  constructor(
    message: string,
    readonly service?: ServiceError,
  ) {
    super(message);
  }
}

export interface Confirmation<T extends NotificationType = NotificationType> {
  type: T;
  resource: (typeof confirmations)[T]['resource'];
  id: string;
  details: ConfirmedDetails<T>;
}

/** The type and id a notification is about: its Generic fields, or for the Authorisation kind its authorisation. */
export function subjectOf(
  notification: Notification,
  kind?: NotificationKind,
): { type: NotificationType; id: string } | undefined {
  const fields = notification as { type?: string; id?: string; authorisation?: { id?: string } };
  if (
    typeof fields.type === 'string' &&
    (notificationTypes as readonly string[]).includes(fields.type) &&
    typeof fields.id === 'string'
  ) {
    return { type: fields.type as NotificationType, id: fields.id };
  }
  const authorisationId = fields.authorisation?.id;
  if ((kind === undefined || kind === 'authorisationNotification') && typeof authorisationId === 'string') {
    return { type: 'authorisation', id: authorisationId };
  }
  return undefined;
}

const MAX_LIST_PAGES = 50;

export async function confirmNotification(
  notification: Notification,
  client: PaymentsClient,
  kind?: NotificationKind,
): Promise<Confirmation> {
  const subject = subjectOf(notification, kind);
  if (!subject) throw new ConfirmationError('notification names no type and id that a details operation can confirm');
  const { path, resource, list } = confirmations[subject.type];
  if (list) {
    for await (const item of paginate(client, path as '/chargeback', {}, { maxPages: MAX_LIST_PAGES })) {
      if (item.id === subject.id) return { ...subject, resource, details: item as never };
    }
    throw new ConfirmationError(`${subject.type} ${subject.id} is not in ${path}`);
  }
  const get = client.GET as (
    path: string,
    init: object,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const { data, error, response } = await get(path, { params: { path: { id: subject.id } } });
  if (error !== undefined || !response.ok) {
    const service = describeError(response.status, error);
    throw new ConfirmationError(`GET ${path} for ${subject.id} answered ${response.status}`, service);
  }
  return { ...subject, resource, details: data as never };
}

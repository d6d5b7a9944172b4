// Whether the details a confirmation found agree with what the notification says (Events rule 7: "on receiving a
// success notification, the merchant is expected to call the corresponding details endpoint to confirm"). What
// agrees comes from the spec's `x-confirmed-by` (`agrees`: a field of the details and the states that mean the
// notified `success` or `failed`), never restated here.
import type { FieldMismatch } from './mismatches.js';

/** One details operation a notified id may belong to, as the generated `confirmations` map lists it. */
export interface ConfirmationCandidate {
  readonly resource: string;
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  /** A list operation (the chargeback list): the id is looked for among its items. */
  readonly list: boolean;
  /** The interface's Events rules that send an id of this resource. */
  readonly rules: readonly number[];
  readonly agrees?: {
    readonly field: string;
    readonly success?: readonly string[];
    readonly failed?: readonly string[];
  };
  /**
   * The only details for which the interface sends this resource's id under this type (rule 5: a frequent id under
   * `capture` only for a multibanco reference); any other is a contradiction.
   */
  readonly sentWhen?: { readonly field: string; readonly values: readonly string[] };
  /** The interface sends this id again for each new event (rule 5: each payment), so the date tells them apart. */
  readonly repeats?: boolean;
  /**
   * The notified statuses that the resource being found confirms, where `agrees` names no state for them (a
   * subscription found confirms its `success`). Any other status with no state listed cannot be confirmed.
   */
  readonly found?: readonly string[];
  /**
   * A list of the details each item of which is one event (a single captured in parts: each capture in `captures`),
   * and the field of an item that is its id.
   */
  readonly events?: { readonly field: string; readonly id: string };
}

/** For each notification type, its candidates in the order they are tried. */
export type ConfirmationMap<Types extends string = string> = {
  readonly [T in Types]: readonly ConfirmationCandidate[];
};

/**
 * - `agrees`: the details are in a state the notified status names (or, where the spec names none, `found` lists
 *   the status and the resource exists);
 * - `disagrees`: the details are in the state of the opposite outcome (a forged or stale notification), or the
 *   notified status is one the spec does not list;
 * - `unsettled`: neither yet (pending, say): ask for the notification again later;
 * - `unconfirmable`: the spec names no state that confirms the notified status (a `failed` out payment, any
 *   `failed` subscription): the details can never confirm it, so it is never acted on as confirmed.
 */
export type AgreementOutcome = 'agrees' | 'disagrees' | 'unsettled' | 'unconfirmable';

export interface Agreement {
  outcome: AgreementOutcome;
  /** The notified status: `success` when the notification carries none (rules 1, 4 and 5 announce a payment made). */
  notified: string;
  /** The field of the details compared, and its value, when the spec names one. */
  field?: string;
  value?: unknown;
  /** Why it disagrees, when the notified status alone does not say (a resource the interface sends no such id for). */
  reason?: string;
  /** Notified fields the details carry with another value (a forged `key`): each makes the outcome `disagrees`. */
  mismatches?: FieldMismatch[];
}

const OUTCOMES = ['success', 'failed'] as const;

function read(details: unknown, field: string): unknown {
  let value: unknown = details;
  for (const part of field.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

/** The notified outcome: a notification without `status` announces a payment made (rules 1, 4 and 5). */
export const notifiedOutcome = (status: unknown) => (typeof status === 'string' ? status : 'success');

/** Compares a notified status with confirmed details, by the candidate's `sentWhen`, `agrees` and `found`. */
export function agreementOf(
  notifiedStatus: unknown,
  details: unknown,
  candidate: Pick<ConfirmationCandidate, 'agrees' | 'sentWhen' | 'found'>,
): Agreement {
  const notified = notifiedOutcome(notifiedStatus);
  const sentWhen = candidate.sentWhen;
  if (sentWhen) {
    const value = read(details, sentWhen.field);
    if (typeof value !== 'string' || !sentWhen.values.includes(value))
      return {
        outcome: 'disagrees',
        notified,
        field: sentWhen.field,
        value,
        reason: `the interface sends no such notification for ${sentWhen.field} ${JSON.stringify(value)}`,
      };
  }
  const agrees = candidate.agrees;
  const value = agrees ? read(details, agrees.field) : undefined;
  const base = agrees ? { notified, field: agrees.field, value } : { notified };
  // A status the spec does not list cannot be confirmed.
  if (!(OUTCOMES as readonly string[]).includes(notified)) return { outcome: 'disagrees', ...base };
  const expected = agrees?.[notified as (typeof OUTCOMES)[number]];
  const opposite = agrees?.[notified === 'success' ? 'failed' : 'success'];
  if (typeof value === 'string' && expected?.includes(value)) return { outcome: 'agrees', ...base };
  if (typeof value === 'string' && opposite?.includes(value)) return { outcome: 'disagrees', ...base };
  if (expected) return { outcome: 'unsettled', ...base };
  // No state confirms it: the resource being found does only for the statuses the spec's `found` lists.
  if (candidate.found?.includes(notified)) return { outcome: 'agrees', ...base };
  return {
    outcome: 'unconfirmable',
    ...base,
    reason: `the spec names no state of the details that confirms a notified '${notified}'`,
  };
}

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
}

/** For each notification type, its candidates in the order they are tried. */
export type ConfirmationMap<Types extends string = string> = {
  readonly [T in Types]: readonly ConfirmationCandidate[];
};

/**
 * - `agrees`: the details are in a state the notified status names (or the spec names none and the resource exists);
 * - `disagrees`: the details are in the state of the opposite outcome (a forged or stale notification);
 * - `unsettled`: neither yet (pending, say): ask for the notification again later.
 */
export type AgreementOutcome = 'agrees' | 'disagrees' | 'unsettled';

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

/** Compares a notified status with confirmed details, by the candidate's `sentWhen` and `agrees`. */
export function agreementOf(
  notifiedStatus: unknown,
  details: unknown,
  candidate: Pick<ConfirmationCandidate, 'agrees' | 'sentWhen'>,
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
  if (!agrees) return { outcome: 'agrees', notified };
  const value = read(details, agrees.field);
  const base = { notified, field: agrees.field, value };
  const known = (OUTCOMES as readonly string[]).includes(notified);
  const expected = known ? agrees[notified as (typeof OUTCOMES)[number]] : undefined;
  const opposite = known ? agrees[notified === 'success' ? 'failed' : 'success'] : undefined;
  if (typeof value === 'string' && expected?.includes(value)) return { outcome: 'agrees', ...base };
  if (typeof value === 'string' && opposite?.includes(value)) return { outcome: 'disagrees', ...base };
  // A status the spec does not list cannot be confirmed; a known one the spec names no state for is confirmed by
  // the resource being found.
  if (!known) return { outcome: 'disagrees', ...base };
  if (!expected) return { outcome: 'agrees', ...base };
  return { outcome: 'unsettled', ...base };
}

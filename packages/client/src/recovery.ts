// @payments-contract/client/recovery, an entry of its own (issue 30): recovering an unknown outcome (Errors rule 5).
// A POST or PATCH that got no answer is resent with the same Idempotency-Key while the service still remembers it
// (24 hours after the first try), so it is performed at most once; after that window a resend could be performed
// twice, so it is refused.
import { type OutcomeUnknownError, RequestRefusedError } from './errors.js';

/** What must be kept (in memory or a database) to resend later: the key and the end of its window. */
export type UnknownOutcome = Pick<OutcomeUnknownError, 'idempotencyKey' | 'resendBefore'> &
  Partial<Pick<OutcomeUnknownError, 'method' | 'path'>>;

/**
 * Resends a call whose outcome is unknown: `send` is the same call taking the key as a call option, e.g.
 * `(options) => client.POST('/capture/{id}', { params, body, ...options })`. Its answer is typed as `send`'s.
 * Throws RequestRefusedError, sending nothing, once the window has closed.
 */
export async function resendUnknownOutcome<T>(
  outcome: UnknownOutcome,
  send: (options: { idempotencyKey: string }) => Promise<T>,
  now: Date = new Date(),
): Promise<T> {
  const until = new Date(outcome.resendBefore).getTime();
  if (Number.isNaN(until) || now.getTime() >= until) {
    const when = Number.isNaN(until) ? 'an unknown time' : new Date(until).toISOString();
    throw new RequestRefusedError(
      `the Idempotency-Key ${outcome.idempotencyKey} expired at ${when}; ` +
        'a resend now could be performed twice. Check the outcome with a GET before sending it anew.',
      outcome.method,
      outcome.path,
    );
  }
  return send({ idempotencyKey: outcome.idempotencyKey });
}

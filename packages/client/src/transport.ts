// The fetch that openapi-fetch calls, in three named steps (as stripe-node's RequestSender): prepare the call once
// (prepare-call.ts: options, origin, body, Idempotency-Key, signature, credentials), send its tries as the
// interface's Errors section says within its deadline (send-tries.ts), and settle: the last response handed back
// with what the client did (callInfo), or the error that says what is known of the call.
import { recordCallInfo } from './call-info.js';
import { NoResponseError, OutcomeUnknownError } from './errors.js';
import type { ResolvedOptions } from './options.js';
import type { OutgoingRequest } from './outgoing.js';
import { callPreparer, type PreparedCall } from './prepare-call.js';
import { sendTries, type TriesOutcome } from './send-tries.js';

export { type CallInfo, callInfo, type TryInfo } from './call-info.js';

/**
 * The end of a call's tries: its last response with the key and the tries kept beside it, or, when no try got one,
 * an OutcomeUnknownError for a POST or PATCH (its key resends the call within the idempotency window) and a
 * NoResponseError otherwise, the last try's error as the cause.
 */
function settle(call: PreparedCall, outcome: TriesOutcome, options: ResolvedOptions): Response {
  const { method, path, key } = call;
  const { response, tries, lastError } = outcome;
  if (response) return recordCallInfo(response, key, tries);
  const attempts = tries.length;
  options.log?.('warn', { method, path, attempts, idempotencyKey: key }, 'no answer');
  throw key
    ? new OutcomeUnknownError(method, path, key, attempts, {
        cause: lastError,
        firstTriedAt: new Date(outcome.firstTriedAt),
      })
    : new NoResponseError(method, path, attempts, { cause: lastError });
}

export function createTransport(options: ResolvedOptions) {
  const prepareCall = callPreparer(options);
  return async function paymentsFetch(request: OutgoingRequest | Request): Promise<Response> {
    const call = await prepareCall(request);
    try {
      return settle(call, await sendTries(call, options), options);
    } finally {
      call.deadline.end();
    }
  };
}

// The transport's second step: the tries of a prepared call, as the interface's Errors section says, within its
// deadline. Every response is read in full here, so a connection dropped mid-body counts as no response. Local
// errors (a bad argument, a TypeError) are thrown as themselves and never retried. Redirects are never followed
// (issue 30): fetch would carry ApiKey, AccountId, Signature and the body to another host, and turn a POST into a GET
// whose response looked like the POST's. A 3xx is a RedirectRefusedError, and for a POST or PATCH the cause of an
// OutcomeUnknownError whose key resends the call.
import { readAnswer } from './answer.js';
import type { TryInfo } from './call-info.js';
import { sleep } from './deadline.js';
import { OutcomeUnknownError, PaymentsClientError, RedirectRefusedError, redirectTarget } from './errors.js';
import { isNetworkFailure } from './failures.js';
import { type Log, redactedHeaders } from './log.js';
import type { ResolvedOptions } from './options.js';
import type { PreparedCall } from './prepare-call.js';
import { delayBeforeRetry, mayRetry } from './retry.js';

/** What the tries came to: the last response, or none (with the error of the last try), and each try. */
export interface TriesOutcome {
  response: Response | undefined;
  lastError: unknown;
  tries: TryInfo[];
  /** Date.now() at the first try: the idempotency window counts from it. */
  firstTriedAt: number;
}

const now = () => performance.now();
/** A response that came after the deadline: its body is not read. */
const discard = (late: Response) => void late.body?.cancel().catch(() => {});

/**
 * One try: sent, raced against the deadline so that it holds whatever fetch does (one that ignores the signal too),
 * refused if it redirects, and read in full within `maxBytes`.
 */
async function tryOnce(call: PreparedCall, attempt: number, started: number, outcome: TriesOutcome, log?: Log) {
  const { method, path, key, deadline } = call;
  const response = await deadline.race(call.send(call.url, call.init), discard);
  const { status } = response;
  // 304 Not Modified is a response; a browser's manual redirect is an opaque response of status 0; a fetch of the
  // caller's that followed anyway says so in `redirected`, and where it ended in `url`.
  if ((status > 299 && status < 400 && status !== 304) || response.type === 'opaqueredirect' || response.redirected) {
    response.body?.cancel().catch(() => {});
    const location = response.headers.get('Location') ?? (response.redirected ? response.url : undefined) ?? undefined;
    outcome.tries.push({ attempt, durationMs: now() - started, status });
    log?.('warn', { method, path, status, location, idempotencyKey: key }, 'redirect not followed');
    const refused = new RedirectRefusedError(method, path, status, location);
    throw key
      ? new OutcomeUnknownError(method, path, key, attempt, {
          cause: refused,
          firstTriedAt: new Date(outcome.firstTriedAt),
          what: `was answered ${redirectTarget(status, location)}, which is not followed`,
        })
      : refused;
  }
  return deadline.race(readAnswer(response, call.maxBytes, { method, path }), discard);
}

/** Tries the call until a response that is not to be retried, the last try, or the deadline. */
export async function sendTries(call: PreparedCall, options: ResolvedOptions): Promise<TriesOutcome> {
  const { method, path, key, deadline, callerSignal, maxAttempts } = call;
  const { log } = options;
  const outcome: TriesOutcome = { response: undefined, lastError: undefined, tries: [], firstTriedAt: Date.now() };
  if (log) log('debug', { method, path, headers: redactedHeaders(call.headers) }, 'request');
  for (let attempt = 1; ; attempt++) {
    let response: Response | undefined;
    const started = now();
    try {
      response = await tryOnce(call, attempt, started, outcome, log);
    } catch (error) {
      // Never another try once the caller has aborted, and never a retry of a local mistake or a refused response.
      if (callerSignal?.aborted) throw callerSignal.reason;
      if (error instanceof PaymentsClientError || (!deadline.passed && !isNetworkFailure(error))) throw error;
      outcome.lastError = error;
    }
    const tried: TryInfo = { attempt, durationMs: now() - started };
    if (response) tried.status = response.status;
    outcome.tries.push(tried);
    outcome.response = response;
    const retry = mayRetry(method, response) && attempt < maxAttempts && !deadline.passed;
    const delayMs = retry ? delayBeforeRetry(attempt, response, options.backoff) : 0;
    // No wait outlasts the call's deadline (timeoutMs, at most an hour; a Retry-After past 2^31 ms made setTimeout
    // fire after 1 ms, issue 36): a retry that could only start after it is not waited for, and the call ends now
    // with what it has, the service's response (with its Retry-After) or none.
    if (retry && delayMs < deadline.left) {
      tried.delayMs = delayMs;
      log?.(
        'info',
        { method, path, attempt, status: response?.status, ms: tried.durationMs, delayMs, key },
        'retrying',
      );
      // The deadline passing while waiting ends the tries with what we have.
      if (
        await sleep(delayMs, deadline.signal).then(
          () => true,
          () => false,
        )
      )
        continue;
      if (callerSignal?.aborted) throw callerSignal.reason;
    } else if (retry)
      log?.(
        'warn',
        { method, path, attempt, status: response?.status, delayMs, key },
        'not retried: the wait passes the deadline',
      );
    else log?.('debug', { method, path, attempt, status: response?.status, ms: tried.durationMs, key }, 'try');
    return outcome;
  }
}

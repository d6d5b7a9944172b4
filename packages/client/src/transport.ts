// The fetch that openapi-fetch calls: it adds the credentials and User-Agent, gives every POST and PATCH an
// Idempotency-Key (the same one on every try), signs out-payment requests, and retries as the interface's Errors
// section says, within the call's deadline. Every answer is read in full here, so a connection dropped mid-body
// counts as no answer. Local errors (a bad argument, a TypeError) are thrown as themselves and never retried.
// Redirects are never followed (issue 30): fetch would carry ApiKey, AccountId, Signature and the body to another
// host, and turn a POST into a GET whose answer looked like the POST's. A 3xx is a RedirectRefusedError, and for a
// POST or PATCH the cause of an OutcomeUnknownError whose key resends the call.
// A call's work is done once, before its first try (issue 30's profile): its headers, key, signature and the
// RequestInit every try sends; a call with nothing to read or sign awaits nothing before it is sent.
import { readAnswer } from './answer.js';
import { recordCallInfo, type TryInfo } from './call-info.js';
import { checkCallOptions } from './call-options.js';
import { hasUserInfo, NO_USER_INFO, offOrigin } from './credentials.js';
import { Deadline, sleep } from './deadline.js';
import {
  CallOptionError,
  NoResponseError,
  OutcomeUnknownError,
  PaymentsClientError,
  RedirectRefusedError,
  RequestRefusedError,
  redirectTarget,
} from './errors.js';
import { isNetworkFailure } from './failures.js';
import { credentialHeaders, retryPolicy } from './generated/policy.js';
import { idempotencyKeyFor } from './idempotency.js';
import { userAgent } from './identity.js';
import { redactedHeaders } from './log.js';
import { globalFetch, type ResolvedOptions } from './options.js';
import { bodyBytes, OutgoingRequest } from './outgoing.js';
import { delayBeforeRetry, mayRetry } from './retry.js';
import { maySign, signatureTarget } from './signature-target.js';

export { type CallInfo, callInfo, type TryInfo } from './call-info.js';

const now = () => performance.now();
/** An answer that came after the deadline: its body is not read. */
const discard = (late: Response) => void late.body?.cancel().catch(() => {});

export function createTransport(options: ResolvedOptions) {
  const { baseUrl, accountId, apiKey, log, signer } = options;
  const { origin, pathname } = new URL(baseUrl);
  const basePath = pathname.replace(/\/+$/, '');
  const agent = userAgent();

  function pathOf(url: string): string {
    if (url.startsWith(baseUrl)) {
      const end = url.indexOf('?', baseUrl.length);
      return url.slice(baseUrl.length, end === -1 ? undefined : end) || '/';
    }
    const { pathname } = new URL(url);
    return pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
  }

  return async function paymentsFetch(request: OutgoingRequest | Request): Promise<Response> {
    // The request openapi-fetch built (an OutgoingRequest), or a WHATWG Request a middleware returned, which is
    // read once: a stream body becomes bytes so that every try can send it.
    const outgoing = OutgoingRequest.is(request);
    const { method, url } = request;
    const call = checkCallOptions(method, outgoing ? request.init : { ...request, signal: request.signal });
    // A call's own baseUrl (openapi-fetch's option), or a middleware's URL, is checked as the client's is (fetch would
    // print user info), and must be on the client's origin: the credentials go there only (issue 36).
    if (!url.startsWith(baseUrl)) {
      if (hasUserInfo(url)) throw new CallOptionError('baseUrl', NO_USER_INFO);
      const other = new URL(url).origin;
      if (other !== origin) throw new CallOptionError('baseUrl', offOrigin(other, origin));
    }
    const path = pathOf(url);
    let body = outgoing ? request.body : request.body && (await bodyBytes(request.body));
    if (body instanceof ReadableStream) body = await bodyBytes(body);
    const headers = outgoing ? request.headers : new Headers(request.headers);
    const key = idempotencyKeyFor(method, path, headers, call.idempotencyKey);
    const signed = maySign(method) && signatureTarget(method, path, () => bodyBytes(body));
    const target = signed && (await signed);
    if (target && !signer)
      throw new RequestRefusedError(
        "must be signed: give createPaymentsClient a signer (rsaSigner from '@payments-contract/client/signing').",
        method,
        path,
      );
    // The credentials are set here, and only here, whatever a middleware did to the headers.
    headers.set(credentialHeaders.accountId, accountId);
    headers.set(credentialHeaders.apiKey, apiKey);
    if (!headers.has('User-Agent')) headers.set('User-Agent', agent);
    if (key) headers.set(retryPolicy.idempotency.header, key);
    if (target && signer) headers.set('Signature', await signer.sign(target));

    const { signal: callerSignal, fetch: callFetch } = call;
    if (callerSignal?.aborted) throw callerSignal.reason;
    const maxAttempts = call.maxAttempts ?? options.maxAttempts;
    const maxBytes = call.maxResponseBytes ?? options.maxResponseBytes;
    const send = callFetch ?? options.fetch;
    const deadline = new Deadline(callerSignal, call.timeoutMs ?? options.timeoutMs);
    // The global fetch reads every request's signal, so it is made at once (undici reads a getter measurably slower,
    // issue 30's profile); a fetch of the caller's may never read it, so there it is made only if read (issue 14's
    // profile: an AbortController was a tenth of a stubbed call). The deadline holds either way (`race`).
    const init: RequestInit =
      send === globalFetch
        ? { method, headers, redirect: 'manual', signal: deadline.signal }
        : {
            method,
            headers,
            redirect: 'manual',
            get signal() {
              return deadline.signal;
            },
          };
    if (body) init.body = body;
    const tries: TryInfo[] = [];
    const firstTriedAt = Date.now();
    let lastError: unknown;
    if (log) log('debug', { method, path, headers: redactedHeaders(headers) }, 'request');
    try {
      for (let attempt = 1; ; attempt++) {
        let response: Response | undefined;
        const started = now();
        try {
          // Raced against the deadline, so that it holds whatever fetch sends (one that ignores the signal too);
          // an answer that comes after it has its body cancelled.
          const answer = await deadline.race(send(url, init), discard);
          const { status } = answer;
          // 304 Not Modified is an answer; a browser's manual redirect is an opaque answer of status 0; a fetch of
          // the caller's that followed anyway says so in `redirected`, and where it ended in `url`.
          if (
            (status > 299 && status < 400 && status !== 304) ||
            answer.type === 'opaqueredirect' ||
            answer.redirected
          ) {
            answer.body?.cancel().catch(() => {});
            const location =
              answer.headers.get('Location') ?? (answer.redirected ? answer.url : undefined) ?? undefined;
            tries.push({ attempt, durationMs: now() - started, status });
            log?.('warn', { method, path, status, location, idempotencyKey: key }, 'redirect not followed');
            const refused = new RedirectRefusedError(method, path, status, location);
            throw key
              ? new OutcomeUnknownError(method, path, key, attempt, {
                  cause: refused,
                  firstTriedAt: new Date(firstTriedAt),
                  what: `was answered ${redirectTarget(status, location)}, which is not followed`,
                })
              : refused;
          }
          response = await deadline.race(readAnswer(answer, maxBytes, { method, path }), discard);
        } catch (error) {
          // Never another try once the caller has aborted, and never a retry of a local mistake or a refused answer.
          if (callerSignal?.aborted) throw callerSignal.reason;
          if (error instanceof PaymentsClientError || (!deadline.passed && !isNetworkFailure(error))) throw error;
          lastError = error;
        }
        const tried: TryInfo = { attempt, durationMs: now() - started };
        if (response) tried.status = response.status;
        tries.push(tried);
        const retry = mayRetry(method, response) && attempt < maxAttempts && !deadline.passed;
        const delayMs = retry ? delayBeforeRetry(attempt, response, options.backoff) : 0;
        // No wait outlasts the call's deadline (timeoutMs, at most an hour; a Retry-After past 2^31 ms made
        // setTimeout fire after 1 ms, issue 36): a retry that could only start after it is not waited for, and the
        // call ends now with what it has, the service's answer (with its Retry-After) or no answer.
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
        if (response) return recordCallInfo(response, key, tries);
        log?.('warn', { method, path, attempts: attempt, idempotencyKey: key }, 'no answer');
        throw key
          ? new OutcomeUnknownError(method, path, key, attempt, {
              cause: lastError,
              firstTriedAt: new Date(firstTriedAt),
            })
          : new NoResponseError(method, path, attempt, { cause: lastError });
      }
    } finally {
      deadline.end();
    }
  };
}

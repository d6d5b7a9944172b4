// The fetch that openapi-fetch calls: it adds the credentials and User-Agent, gives every POST and PATCH an
// Idempotency-Key (the same one on every try), signs out-payment requests, and retries as the interface's Errors
// section says, within the call's deadline. Every answer is read in full here, so a connection dropped mid-body
// counts as no answer. Local errors (a bad argument, a TypeError) are thrown as themselves and never retried.
// Redirects are never followed (issue 30): fetch would carry ApiKey, AccountId, Signature and the body to another
// host, and turn a POST into a GET whose answer looked like the POST's. A 3xx is a RedirectRefusedError, and for a
// POST or PATCH the cause of an OutcomeUnknownError whose key resends the call.
import { readAnswer } from './answer.js';
import { type CallInfo, recordCallInfo, type TryInfo } from './call-info.js';
import { type CheckedCallOptions, checkCallOptions } from './call-options.js';
import { hasUserInfo, NO_USER_INFO } from './credentials.js';
import { Deadline, sleep } from './deadline.js';
import {
  CallOptionError,
  NoResponseError,
  OutcomeUnknownError,
  PaymentsClientError,
  RedirectRefusedError,
  RequestRefusedError,
} from './errors.js';
import { isNetworkFailure } from './failures.js';
import { retryPolicy } from './generated/policy.js';
import { idempotencyKeyFor } from './idempotency.js';
import { userAgent } from './identity.js';
import { redactedHeaders } from './log.js';
import type { FetchLike, ResolvedOptions } from './options.js';
import { bodyBytes, OutgoingRequest, type RequestBody } from './outgoing.js';
import { delayBeforeRetry, mayRetry } from './retry.js';
import { maySign, signatureTarget } from './signature-target.js';

export { type CallInfo, callInfo, type TryInfo } from './call-info.js';

const { idempotency } = retryPolicy;
const now = () => performance.now();
// 304 Not Modified is an answer, not a redirect; a browser's manual redirect is an opaque answer of status 0.
const isRedirect = (answer: Response) =>
  (answer.status >= 300 && answer.status < 400 && answer.status !== 304) ||
  answer.type === 'opaqueredirect' ||
  answer.redirected;

/** One call as the transport sends it: everything each try needs, worked out once. */
interface Call {
  method: string;
  url: string;
  path: string;
  headers: Headers;
  body: RequestBody;
  key: string | undefined;
  options: CheckedCallOptions;
}

export function createTransport(options: ResolvedOptions) {
  const basePath = new URL(options.baseUrl).pathname.replace(/\/+$/, '');
  const agent = userAgent();
  const log = options.log;

  function pathOf(url: string): string {
    const start = url.startsWith(options.baseUrl) ? options.baseUrl.length : -1;
    if (start >= 0) {
      const end = url.indexOf('?', start);
      return url.slice(start, end === -1 ? undefined : end) || '/';
    }
    const { pathname } = new URL(url);
    return pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
  }

  async function signature(method: string, path: string, body: RequestBody): Promise<string | undefined> {
    if (!maySign(method)) return undefined;
    const target = signatureTarget(method, path, await bodyBytes(body));
    if (!target) return undefined;
    if (!options.signer) {
      throw new RequestRefusedError(
        "must be signed: give createPaymentsClient a signer (rsaSigner from '@payments-contract/client/signing').",
        method,
        path,
      );
    }
    return options.signer.sign(target);
  }

  /** The call a request stands for: its per-call options checked, its headers completed, its body replayable. */
  async function prepare(request: OutgoingRequest | Request): Promise<Call> {
    const outgoing = OutgoingRequest.is(request);
    const method = request.method;
    const values = outgoing ? request.init : (request as unknown as Record<string, unknown>);
    const callOptions = checkCallOptions(method, outgoing ? values : { ...values, signal: request.signal });
    // A call's own baseUrl (openapi-fetch's option) is checked as the client's is: fetch would print it.
    // (The client's own was checked at construction: only a URL outside it is parsed again.)
    if (!request.url.startsWith(options.baseUrl) && hasUserInfo(request.url))
      throw new CallOptionError('baseUrl', NO_USER_INFO);
    const path = pathOf(request.url);
    // A Request (from a middleware) is read once; a stream body becomes bytes so that every try can send it.
    let body = outgoing ? request.body : request.body === null ? null : await bodyBytes(request.body);
    if (body instanceof ReadableStream) body = await bodyBytes(body);
    const headers = outgoing ? request.headers : new Headers(request.headers);
    const key = idempotencyKeyFor(method, path, headers, callOptions.idempotencyKey);
    const signed = await signature(method, path, body);
    // The credentials are openapi-fetch's default headers; they are set here too in case a caller removed them.
    if (headers.get('AccountId') !== options.accountId) headers.set('AccountId', options.accountId);
    if (headers.get('ApiKey') !== options.apiKey) headers.set('ApiKey', options.apiKey);
    if (!headers.has('User-Agent')) headers.set('User-Agent', agent);
    if (key) headers.set(idempotency.header, key);
    if (signed) headers.set('Signature', signed);
    return { method, url: request.url, path, headers, body, key, options: callOptions };
  }

  return async function paymentsFetch(request: OutgoingRequest | Request): Promise<Response> {
    const call = await prepare(request);
    if (call.options.signal?.aborted) throw call.options.signal.reason;
    const deadline = new Deadline(call.options.signal, call.options.timeoutMs ?? options.timeoutMs);
    try {
      return await tryUntilDone(call, deadline);
    } finally {
      deadline.end();
    }
  };

  /** The error a 3xx becomes, logged as a warning: the Location is the service's (or an intruder's) to read. */
  function redirectRefused(call: Call, answer: Response, attempts: number, firstTriedAt: number) {
    answer.body?.cancel().catch(() => {});
    const { method, path, key } = call;
    // A fetch that followed anyway (a custom one ignoring `redirect`) says where it ended in `url`.
    const location = answer.headers.get('Location') ?? (answer.redirected ? answer.url : undefined) ?? undefined;
    const refused = new RedirectRefusedError(method, path, answer.status, location);
    log?.('warn', { method, path, status: answer.status, location, idempotencyKey: key }, 'redirect not followed');
    if (!key) return refused;
    return new OutcomeUnknownError(method, path, key, attempts, {
      cause: refused,
      firstTriedAt: new Date(firstTriedAt),
      what: `was answered ${answer.status || 'a redirect'} to ${location ?? 'an address the runtime hides'}, which is not followed`,
    });
  }

  async function tryUntilDone(call: Call, deadline: Deadline): Promise<Response> {
    const { method, path, key } = call;
    const maxAttempts = call.options.maxAttempts ?? options.maxAttempts;
    const maxBytes = call.options.maxAnswerBytes ?? options.maxAnswerBytes;
    const send: FetchLike = call.options.fetch ?? options.fetch;
    const callerSignal = call.options.signal;
    const tries: TryInfo[] = [];
    const firstTriedAt = Date.now();
    let lastError: unknown;
    const answered = (response: Response) => {
      const replayed = response.headers.get(idempotency.replayHeader) === 'true';
      const info: CallInfo = { replayed, attempts: tries.length, tries };
      if (key) info.idempotencyKey = key;
      return recordCallInfo(response, info);
    };
    const unanswered = () => {
      log?.('warn', { method, path, attempts: tries.length, idempotencyKey: key }, 'no answer');
      return key
        ? new OutcomeUnknownError(method, path, key, tries.length, {
            cause: lastError,
            firstTriedAt: new Date(firstTriedAt),
          })
        : new NoResponseError(method, path, tries.length, { cause: lastError });
    };
    if (log) log('debug', { method, path, headers: redactedHeaders(call.headers) }, 'request');
    for (let attempt = 1; ; attempt++) {
      let response: Response | undefined;
      const started = now();
      try {
        // The signal is a getter so that the deadline's AbortController is only made for a fetch that reads it.
        const init: RequestInit = {
          method,
          headers: call.headers,
          redirect: 'manual',
          get signal() {
            return deadline.signal;
          },
        };
        if (call.body !== null) init.body = call.body;
        const answer = await send(call.url, init);
        if (isRedirect(answer)) throw redirectRefused(call, answer, tries.length + 1, firstTriedAt);
        response = await readAnswer(answer, maxBytes, call);
      } catch (error) {
        // Never another try once the caller has aborted, and never a retry of a local mistake or a refused answer.
        if (callerSignal?.aborted) throw callerSignal.reason;
        if (error instanceof PaymentsClientError || (!deadline.passed && !isNetworkFailure(error))) throw error;
        lastError = error;
      }
      const tried: TryInfo = { attempt, durationMs: now() - started };
      if (response) tried.status = response.status;
      tries.push(tried);
      const again = attempt < maxAttempts && !deadline.passed && mayRetry(method, response);
      if (!again) {
        log?.('debug', { method, path, attempt, status: response?.status, ms: tried.durationMs, key }, 'try');
        if (response) return answered(response);
        throw unanswered();
      }
      tried.delayMs = delayBeforeRetry(attempt, response, options.backoff);
      log?.(
        'info',
        { method, path, attempt, status: response?.status, ms: tried.durationMs, delayMs: tried.delayMs, key },
        'retrying',
      );
      try {
        await sleep(tried.delayMs, deadline.signal);
      } catch {
        if (callerSignal?.aborted) throw callerSignal.reason;
        // The deadline passed while waiting: answer with what we have.
        if (response) return answered(response);
        throw unanswered();
      }
    }
  }
}

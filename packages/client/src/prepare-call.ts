// The transport's first step, done once per call before its first try (issue 30's profile): the call's options
// checked, its URL held to the client's origin, its body read once, its Idempotency-Key, signature and credentials
// set, and the RequestInit every try sends. A call with nothing to read or sign awaits nothing before it is sent.
import { checkCallOptions } from './call-options.js';
import { hasUserInfo, NO_USER_INFO, offOrigin } from './credentials.js';
import { Deadline } from './deadline.js';
import { CallOptionError, RequestRefusedError } from './errors.js';
import { credentialHeaders, retryPolicy } from './generated/policy.js';
import { idempotencyKeyFor } from './idempotency.js';
import { userAgent } from './identity.js';
import { type FetchLike, globalFetch, type ResolvedOptions } from './options.js';
import { bodyBytes, OutgoingRequest } from './outgoing.js';
import { maySign, signatureTarget } from './signature-target.js';

/** A call ready for its tries: what each sends, with what bounds, and the key that makes a resend safe. */
export interface PreparedCall {
  method: string;
  url: string;
  /** The path under baseUrl, as logs and errors name it. */
  path: string;
  /** The Idempotency-Key of a POST or PATCH, the same on every try. */
  key: string | undefined;
  /** The headers every try sends, credentials set. */
  headers: Headers;
  init: RequestInit;
  send: FetchLike;
  maxAttempts: number;
  maxBytes: number;
  deadline: Deadline;
  callerSignal: AbortSignal | undefined;
}

/** What a client prepares every call with: its options and what is read from its baseUrl once. */
export function callPreparer(options: ResolvedOptions) {
  const { baseUrl, accountId, apiKey, signer } = options;
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

  return async function prepareCall(request: OutgoingRequest | Request): Promise<PreparedCall> {
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
    // The credentials are set here, and only here, whatever a middleware did to the headers; their names are the
    // spec's security schemes' (Authentication rule 1).
    headers.set(credentialHeaders.accountId, accountId);
    headers.set(credentialHeaders.apiKey, apiKey);
    if (!headers.has('User-Agent')) headers.set('User-Agent', agent);
    if (key) headers.set(retryPolicy.idempotency.header, key);
    if (target && signer) headers.set('Signature', await signer.sign(target));

    const { signal: callerSignal, fetch: callFetch } = call;
    if (callerSignal?.aborted) throw callerSignal.reason;
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
    return {
      method,
      url,
      path,
      key,
      headers,
      init,
      send,
      maxAttempts: call.maxAttempts ?? options.maxAttempts,
      maxBytes: call.maxResponseBytes ?? options.maxResponseBytes,
      deadline,
      callerSignal,
    };
  };
}

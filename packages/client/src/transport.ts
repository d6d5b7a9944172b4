// The fetch that openapi-fetch calls: it adds the credentials, gives every POST and PATCH an Idempotency-Key (the
// same one on every try), signs out-payment requests, and retries as the interface's Errors section says, within the
// call's deadline. Every body is read in full here, so a connection dropped mid-body counts as no answer.
import { NoResponseError, OutcomeUnknownError, RequestRefusedError } from './errors.js';
import { retryPolicy } from './generated/policy.js';
import type { ResolvedOptions } from './options.js';
import { delayBeforeRetry, mayRetry } from './retry.js';
import { importSigningKey, signatureTarget, signBase64 } from './signing.js';

export interface CallInfo {
  /** The Idempotency-Key sent with a POST or PATCH (on every try). */
  idempotencyKey?: string;
  /** True when the service answered with the stored result of an earlier request with the same key. */
  replayed: boolean;
  /** Tries made, the first included. */
  attempts: number;
}

const callInfos = new WeakMap<Response, CallInfo>();

/** What the client did for a call: its idempotency key, whether it was a replay, and how many tries it took. */
export function callInfo(response: Response): CallInfo | undefined {
  return callInfos.get(response);
}

const { idempotency } = retryPolicy;
const EMPTY = new Uint8Array(0);
const writeMethods = new Set<string>(idempotency.methods);
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
  });

function idempotencyKeyFor(request: Request): string | undefined {
  if (!writeMethods.has(request.method)) return undefined;
  const given = request.headers.get(idempotency.header);
  if (given === null) return crypto.randomUUID();
  if (given.length === 0 || given.length > idempotency.maxLength) {
    throw new RequestRefusedError(
      `${idempotency.header} must be 1 to ${idempotency.maxLength} characters (got ${given.length}).`,
    );
  }
  return given;
}

/**
 * One deadline for a call: a signal that aborts when the caller's does or when `ms` have passed. (A timer and one
 * controller cost far less per call than AbortSignal.timeout with AbortSignal.any.)
 */
function deadlineFor(callerSignal: AbortSignal, ms: number) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The call took longer than timeoutMs.', 'TimeoutError')),
    ms,
  );
  const forward = () => controller.abort(callerSignal.reason);
  if (callerSignal.aborted) forward();
  else callerSignal.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    end() {
      clearTimeout(timer);
      callerSignal.removeEventListener('abort', forward);
    },
  };
}

export function createTransport(options: ResolvedOptions) {
  const basePath = new URL(options.baseUrl).pathname.replace(/\/+$/, '');
  let signingKey: Promise<CryptoKey> | undefined;

  async function signature(method: string, path: string, body: Uint8Array<ArrayBuffer>): Promise<string | undefined> {
    const target = signatureTarget(method, path, body);
    if (!target) return undefined;
    if (!options.privateKey) {
      throw new RequestRefusedError(`${method} ${path} must be signed: give createPaymentsClient a privateKey.`);
    }
    signingKey ??= importSigningKey(options.privateKey);
    return signBase64(await signingKey, target);
  }

  return async function paymentsFetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname;
    const body = request.body === null ? EMPTY : new Uint8Array(await request.arrayBuffer());
    const key = idempotencyKeyFor(request);
    const signed = await signature(request.method, path, body);
    // The credentials are openapi-fetch's default headers; they are set here only if a caller removed them.
    let headers: Headers | undefined;
    const setHeader = (name: string, value: string) => {
      headers ??= new Headers(request.headers);
      headers.set(name, value);
    };
    if (request.headers.get('AccountId') !== options.accountId) setHeader('AccountId', options.accountId);
    if (request.headers.get('ApiKey') !== options.apiKey) setHeader('ApiKey', options.apiKey);
    if (key) setHeader(idempotency.header, key);
    if (signed) setHeader('Signature', signed);

    const call = deadlineFor(request.signal, options.timeoutMs);
    try {
      return await tryUntilDone(request, url, path, body, headers ?? request.headers, key, call.signal);
    } finally {
      call.end();
    }
  };

  async function tryUntilDone(
    request: Request,
    url: URL,
    path: string,
    body: Uint8Array<ArrayBuffer>,
    headers: Headers,
    key: string | undefined,
    deadline: AbortSignal,
  ): Promise<Response> {
    let lastError: unknown;
    const answered = (response: Response, attempts: number) => {
      const replayed = response.headers.get(idempotency.replayHeader) === 'true';
      callInfos.set(response, { ...(key ? { idempotencyKey: key } : {}), replayed, attempts });
      return response;
    };
    const unanswered = (attempts: number) =>
      key
        ? new OutcomeUnknownError(request.method, path, key, attempts, { cause: lastError })
        : new NoResponseError(request.method, path, attempts, { cause: lastError });
    for (let attempt = 1; ; attempt++) {
      let response: Response | undefined;
      try {
        const init: RequestInit = { method: request.method, headers, signal: deadline, redirect: request.redirect };
        if (body.length > 0) init.body = body;
        const answer = await options.fetch(new Request(url, init));
        response = new Response(answer.status === 204 ? null : await answer.arrayBuffer(), answer);
      } catch (error) {
        if (request.signal.aborted) throw request.signal.reason;
        lastError = error;
      }
      const again = attempt < options.maxAttempts && !deadline.aborted && mayRetry(request.method, response);
      if (!again) {
        if (response) return answered(response, attempt);
        throw unanswered(attempt);
      }
      try {
        await sleep(delayBeforeRetry(attempt, response, options.backoff), deadline);
      } catch {
        if (request.signal.aborted) throw request.signal.reason;
        // The deadline passed while waiting: answer with what we have.
        if (response) return answered(response, attempt);
        throw unanswered(attempt);
      }
    }
  }
}

// Options of one call, given beside `params` and `body`: `client.POST(path, { params, body, timeoutMs: 5_000 })`.
// They tighten or replace the client's own for that call and go through the same transport (issue 14: a per-request
// `fetch` used to bypass signing, idempotency keys and retries). Each is checked before anything is sent.
import { CallOptionError } from './errors.js';
import { retryPolicy } from './generated/policy.js';
import { isIdempotencyKey } from './idempotency.js';
import { bounded } from './limits.js';
import type { FetchLike } from './options.js';
import { withRenamedOptions } from './renamed.js';

export interface CallOptions {
  /** The deadline of this call, all its tries and waits included, in milliseconds. */
  timeoutMs?: number;
  /** Tries in all for this call, the first included (at most 10). */
  maxAttempts?: number;
  /** The largest response this call reads, in bytes (at most 256 MiB). */
  maxResponseBytes?: number;
  /** @deprecated Use `maxResponseBytes` (the same option, renamed in 0.3.0). */
  maxAnswerBytes?: number;
  /** The Idempotency-Key of this POST or PATCH (1 to 50 characters), e.g. to resend an unknown outcome. */
  idempotencyKey?: string;
  /** Aborts the call: no further try is made after it fires. */
  signal?: AbortSignal;
  /** The fetch that sends this call's tries, given a Request as openapi-fetch's per-request fetch is; the transport
   * still adds keys and signatures and retries around it. */
  fetch?: RequestFetch;
}

export type RequestFetch = (request: Request) => Promise<Response>;

export interface CheckedCallOptions {
  timeoutMs?: number;
  maxAttempts?: number;
  maxResponseBytes?: number;
  idempotencyKey?: string;
  signal?: AbortSignal;
  fetch?: FetchLike;
}

const { idempotency } = retryPolicy;
const writeMethods: readonly string[] = idempotency.methods;

/** Reads and checks the call options of a request; `values` holds what openapi-fetch copied from the call's init. */
export function checkCallOptions(method: string, given: Record<string, unknown>): CheckedCallOptions {
  const values = withRenamedOptions(given, CallOptionError);
  const checked: CheckedCallOptions = bounded(values, false, CallOptionError);
  const key = values.idempotencyKey;
  if (key !== undefined) {
    if (!writeMethods.includes(method))
      throw new CallOptionError('idempotencyKey', `applies to ${writeMethods.join(' and ')} only, not ${method}`);
    if (typeof key !== 'string' || !isIdempotencyKey(key))
      throw new CallOptionError('idempotencyKey', `must be a string of 1 to ${idempotency.maxLength} characters`);
    checked.idempotencyKey = key;
  }
  const signal = values.signal as AbortSignal | null | undefined;
  if (signal != null) {
    if (typeof signal.aborted !== 'boolean' || typeof signal.addEventListener !== 'function')
      throw new CallOptionError('signal', 'must be an AbortSignal');
    checked.signal = signal;
  }
  // createPaymentsClient moves a call's `fetch` to `callFetch`, so that openapi-fetch still calls the transport.
  const fetch = values.callFetch;
  if (fetch !== undefined) {
    if (typeof fetch !== 'function') throw new CallOptionError('fetch', 'must be a function');
    checked.fetch = (url, init) => (fetch as RequestFetch)(new Request(url, init));
  }
  return checked;
}

// What the client did for a call, kept beside its Response: the key, whether the answer was a replay, and each try.

export interface TryInfo {
  /** 1 for the first try. */
  attempt: number;
  /** The answer's status, or undefined when no answer came. */
  status?: number;
  /** Milliseconds from sending to the whole answer read (or to the failure). */
  durationMs: number;
  /** Milliseconds waited after this try before the next one. */
  delayMs?: number;
}

export interface CallInfo {
  /** The Idempotency-Key sent with a POST or PATCH (on every try). */
  idempotencyKey?: string;
  /** True when the service answered with the stored result of an earlier request with the same key. */
  replayed: boolean;
  /** Tries made, the first included. */
  attempts: number;
  /** Each try's status and timing, in order. */
  tries: TryInfo[];
}

// Kept on the Response under a private symbol: a WeakMap entry per call cost more in garbage collection.
const CALL_INFO = Symbol('payments-contract.callInfo');
type WithInfo = Response & { [CALL_INFO]?: CallInfo };

/** What the client did for a call: its idempotency key, whether it was a replay, its tries and their timings. */
export function callInfo(response: Response): CallInfo | undefined {
  return (response as WithInfo)[CALL_INFO];
}

export function recordCallInfo(response: Response, info: CallInfo): Response {
  (response as WithInfo)[CALL_INFO] = info;
  return response;
}

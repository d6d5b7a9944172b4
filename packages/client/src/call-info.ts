// What the client did for a call, kept beside its Response: the key, whether the answer was a replay, and each try.
import { retryPolicy } from './generated/policy.js';

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

// Kept on the Response under a private symbol (a WeakMap entry per call cost more in garbage collection), beside
// what answer.ts keeps there of the body read, as the key and the tries: the rest is read from the answer when asked.
export const KEPT = Symbol('payments-contract.call');
export interface Kept {
  key?: string | undefined;
  tries?: TryInfo[];
}
type WithKept = Response & { [KEPT]?: Kept };

/** What the client did for a call: its idempotency key, whether it was a replay, its tries and their timings. */
export function callInfo(response: Response): CallInfo | undefined {
  const { key, tries } = (response as WithKept)[KEPT] ?? {};
  if (!tries) return undefined;
  const info: CallInfo = {
    replayed: response.headers.get(retryPolicy.idempotency.replayHeader) === 'true',
    attempts: tries.length,
    tries,
  };
  if (key) info.idempotencyKey = key;
  return info;
}

export function recordCallInfo(response: Response, key: string | undefined, tries: TryInfo[]): Response {
  const kept = (response as WithKept)[KEPT];
  if (kept) {
    kept.key = key;
    kept.tries = tries;
  } else (response as WithKept)[KEPT] = { key, tries };
  return response;
}

// When to try again and how long to wait (Errors rule 6), read from the spec's x-retry-policy.
import { retryPolicy } from './generated/policy.js';

const { shouldRetryHeader, whenHeaderAbsent } = retryPolicy;
const retryStatuses = new Set<number>(whenHeaderAbsent.retryStatuses);

/** Whether an answer (or no answer, `undefined`) may be retried, before counting tries. */
export function mayRetry(method: string, response: Response | undefined): boolean {
  if (!response) return whenHeaderAbsent.retryOnNoResponse;
  // A success is final whatever the header says: repeating it could only repeat what was done.
  if (response.ok) return false;
  const header = response.headers.get(shouldRetryHeader);
  if (header !== null) return header.trim().toLowerCase() === 'true';
  if (retryStatuses.has(response.status)) return true;
  return whenHeaderAbsent.retryStatusesUnlessMethod.some(
    (rule) => rule.status === response.status && !(rule.methods as readonly string[]).includes(method),
  );
}

export interface Backoff {
  baseMs: number;
  maxMs: number;
}

/** Retry-After in milliseconds (seconds or an HTTP date), or undefined. */
export function retryAfterMs(response: Response | undefined, now = Date.now()): number | undefined {
  const value = response?.headers.get('Retry-After');
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Exponential backoff with full jitter before try `attempt + 1`; Retry-After wins when the service sends it. */
export function delayBeforeRetry(
  attempt: number,
  response: Response | undefined,
  backoff: Backoff,
  random = Math.random,
) {
  return retryAfterMs(response) ?? Math.round(random() * Math.min(backoff.maxMs, backoff.baseMs * 2 ** (attempt - 1)));
}

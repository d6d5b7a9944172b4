// Bounds on what one call may cost, where the interface is silent (docs/guides/calling-the-service.md, "Limits"):
// each has a default, may be changed per client or per call, and is refused past a ceiling that no honest use
// reaches (issue 30: maxAttempts 1e6 with `Retry-After: 0` made 129 requests a second; a 50 MB answer was read
// whole). The ceiling names the option in the error, never the value.
import type { ConfigurationError } from './errors.js';

export const LIMITS = {
  /** Tries in all, the first included: the spec's default (3) is the default. */
  maxAttempts: 10,
  /** One call's deadline: past an hour a caller wants a job queue, and setTimeout cannot wait past 2^31-1 ms. */
  timeoutMs: 3_600_000,
  /** Bytes of one answer: a page of a list is tens of kB; 8 MiB (the default) leaves room, 256 MiB is the ceiling. */
  maxAnswerBytes: 256 * 1024 * 1024,
} as const;

/** `value` when it keeps its option's rule (or `fallback` when it is not given); else throws, naming the option. */
export function bounded(
  option: keyof typeof LIMITS,
  value: unknown,
  fallback: number | undefined,
  Refusal: new (option: string, rule: string) => ConfigurationError,
): number | undefined {
  if (value === undefined) return fallback;
  const max = LIMITS[option];
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max) return value;
  throw new Refusal(option, `must be a whole number from 1 to ${max}`);
}

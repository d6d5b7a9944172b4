// Bounds on what one call may cost, where the interface is silent (docs/guides/calling-the-service.md, "Limits"):
// each has a default, may be changed per client or per call, and is refused past a ceiling that no honest use
// reaches (issue 30: maxAttempts 1e6 with `Retry-After: 0` made 129 requests a second; a 50 MB response was
// read whole). The ceiling names the option in the error, never the value. The client's options and a call's are checked
// by one loop over this table (options.ts, call-options.ts).
import type { ConfigurationError } from './errors.js';
import { retryPolicy } from './generated/policy.js';

/** Each bounded option's default and ceiling. */
export const LIMITS = {
  /** Tries in all, the first included: the spec's default (3) is the default. */
  maxAttempts: [retryPolicy.maxAttempts.default, 10],
  /** One call's deadline: past an hour a caller wants a job queue, and setTimeout cannot wait past 2^31-1 ms. */
  timeoutMs: [30_000, 3_600_000],
  /** Bytes of one response: a page of a list is tens of kB; 8 MiB (the default) leaves room, 256 MiB is the ceiling. */
  maxResponseBytes: [8 * 1024 * 1024, 256 * 1024 * 1024],
} as const;

export type Limited = { -readonly [K in keyof typeof LIMITS]?: number };
// Listed once: a call's options are checked on every call.
const BOUNDS = Object.entries(LIMITS) as [keyof typeof LIMITS, readonly [number, number]][];

/**
 * The bounded options in `values` that are given, each checked against its ceiling, with the defaults for those not
 * given when `withDefaults` (a client's options; a call's own fall back to its client's). Throws `Refusal` naming the
 * option and its rule.
 */
export function bounded(
  values: Record<string, unknown>,
  withDefaults: boolean,
  Refusal: new (option: string, rule: string) => ConfigurationError,
): Limited {
  const checked: Limited = {};
  for (const [option, [fallback, max]] of BOUNDS) {
    const value = values[option];
    if (value === undefined) {
      if (withDefaults) checked[option] = fallback;
    } else if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max)
      checked[option] = value;
    else throw new Refusal(option, `must be a whole number from 1 to ${max}`);
  }
  return checked;
}

// Observability on the default path: each try goes to the logger the caller gives (pino, console, or anything with
// the four level methods), called as it is, so the logger's own level filters. Credentials and signatures are
// redacted before anything reaches it. Levels for a logger without its own, and PAYMENTS_LOG's JSON lines on stderr,
// are `@payments-contract/client/logging` (issue 30: kept out of the default bundle).
import { ConfigurationError } from './errors.js';

type LogMethod = (fields: Record<string, unknown>, message: string) => void;
/** pino's and console's shape: `logger.info(fields, message)`. */
export interface PaymentsLogger {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}

export type Log = (level: keyof PaymentsLogger, fields: Record<string, unknown>, message: string) => void;

const REDACTED = new Set(['accountid', 'apikey', 'signature', 'authorization', 'cookie', 'proxy-authorization']);

/** A request's headers fit for a log line: the credentials, signature and authorization replaced by `[redacted]`. */
export function redactedHeaders(headers: Headers): Record<string, string> {
  const shown: Record<string, string> = {};
  headers.forEach((value, name) => {
    shown[name] = REDACTED.has(name.toLowerCase()) ? '[redacted]' : value;
  });
  return shown;
}

/** The log function of a client, or undefined when it has no logger (so a quiet client pays nothing). */
export function logTo(logger: unknown): Log | undefined {
  if (logger === undefined) return undefined;
  const target = logger as Partial<PaymentsLogger> | null;
  const missing = (['debug', 'info', 'warn', 'error'] as const).find((m) => typeof target?.[m] !== 'function');
  if (missing) throw new ConfigurationError('logger', `must have debug, info, warn and error methods (no ${missing})`);
  // Called as methods of the logger, so that pino's and console's `this` stays bound.
  return (level, fields, message) => (target as PaymentsLogger)[level](fields, message);
}

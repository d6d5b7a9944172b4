// Observability: each try is logged through a logger the caller gives (pino, console, or anything with the four
// level methods) or, with PAYMENTS_LOG=debug|info|warn|error, as one JSON line per event on stderr. Credentials and
// signatures are redacted before anything reaches a logger.
import { ConfigurationError } from './errors.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
type LogMethod = (fields: Record<string, unknown>, message: string) => void;
/** pino's and console's shape: `logger.info(fields, message)`. */
export interface PaymentsLogger {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}

const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];
const REDACTED = new Set(['accountid', 'apikey', 'signature', 'authorization', 'cookie', 'proxy-authorization']);

/** A request's headers fit for a log line: the credentials, signature and authorization replaced by `[redacted]`. */
export function redactedHeaders(headers: Headers): Record<string, string> {
  const shown: Record<string, string> = {};
  headers.forEach((value, name) => {
    shown[name] = REDACTED.has(name.toLowerCase()) ? '[redacted]' : value;
  });
  return shown;
}

/** The PAYMENTS_LOG logger: one JSON line per event on stderr (the console in a browser). */
const stderrLogger: PaymentsLogger = Object.fromEntries(
  (['debug', 'info', 'warn', 'error'] as const).map((level) => [
    level,
    (fields: Record<string, unknown>, message: string) =>
      console.error(JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...fields })),
  ]),
) as unknown as PaymentsLogger;

export type Log = (level: Exclude<LogLevel, 'silent'>, fields: Record<string, unknown>, message: string) => void;

function levelFrom(name: string, value: unknown): LogLevel {
  if (typeof value === 'string' && (LEVELS as readonly string[]).includes(value.toLowerCase()))
    return value.toLowerCase() as LogLevel;
  throw new ConfigurationError(name, `must be one of ${LEVELS.join(', ')}`);
}

/**
 * The log function of a client, or undefined when nothing is logged (so a quiet client pays nothing). The level is
 * `logLevel`, else PAYMENTS_LOG, else `debug` when a logger is given (it filters for itself) and silent otherwise.
 */
export function resolveLog(logger: unknown, logLevel: unknown, env: string | undefined): Log | undefined {
  if (logger !== undefined) {
    const candidate = logger as Partial<PaymentsLogger> | null;
    const missing = (['debug', 'info', 'warn', 'error'] as const).find((m) => typeof candidate?.[m] !== 'function');
    if (missing)
      throw new ConfigurationError('logger', `must have debug, info, warn and error methods (no ${missing})`);
  }
  const level =
    logLevel !== undefined
      ? levelFrom('logLevel', logLevel)
      : env !== undefined && env !== ''
        ? levelFrom('PAYMENTS_LOG', env)
        : logger !== undefined
          ? 'debug'
          : 'silent';
  if (level === 'silent') return undefined;
  const target = (logger as PaymentsLogger | undefined) ?? stderrLogger;
  const threshold = LEVELS.indexOf(level);
  // Called as methods of the logger, so pino's and console's `this` stays bound.
  return (at, fields, message) => {
    if (LEVELS.indexOf(at) >= threshold) target[at](fields, message);
  };
}

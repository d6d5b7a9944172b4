// @payments-contract/client/logging: levels for a logger that has none of its own (console), and PAYMENTS_LOG's
// switch, one JSON line per event on stderr. An entry of its own (issue 30): a client logs only through the logger
// it is given (log.ts), and only a client that asks for these carries them.
// `createPaymentsClient({ …, logger: atLevel(console, 'info') })`, or `logger: envLogger()` to log when PAYMENTS_LOG
// is set. Credentials and signatures are redacted by the client before any logger sees them.
import { ConfigurationError } from './errors.js';
import type { PaymentsLogger } from './log.js';

export type { PaymentsLogger } from './log.js';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];
const METHODS = ['debug', 'info', 'warn', 'error'] as const;

function levelFrom(name: string, value: unknown): LogLevel {
  if (typeof value === 'string' && (LEVELS as readonly string[]).includes(value.toLowerCase()))
    return value.toLowerCase() as LogLevel;
  throw new ConfigurationError(name, `must be one of ${LEVELS.join(', ')}`);
}

function filtered(logger: PaymentsLogger, level: LogLevel): PaymentsLogger {
  const threshold = LEVELS.indexOf(level);
  const quiet = () => {};
  // Called as methods of the logger, so that pino's and console's `this` stays bound.
  return Object.fromEntries(
    METHODS.map((at) => [
      at,
      LEVELS.indexOf(at) >= threshold ? (...args: Parameters<PaymentsLogger['info']>) => logger[at](...args) : quiet,
    ]),
  ) as unknown as PaymentsLogger;
}

/** `logger`, passed only what is at `level` or above (`'silent'`: nothing); the level is checked here. */
export function atLevel(logger: PaymentsLogger, level: LogLevel): PaymentsLogger {
  return filtered(logger, levelFrom('logLevel', level));
}

/** One JSON line per event on stderr (the console in a browser). */
const stderrLogger: PaymentsLogger = Object.fromEntries(
  METHODS.map((level) => [
    level,
    (fields: Record<string, unknown>, message: string) =>
      console.error(JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...fields })),
  ]),
) as unknown as PaymentsLogger;

/** An environment variable where there is an environment (Node, Bun, Deno with --allow-env); undefined elsewhere. */
function environment(name: string): string | undefined {
  try {
    return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name];
  } catch {
    return undefined; // Deno without --allow-env throws
  }
}

/**
 * JSON lines on stderr at the level PAYMENTS_LOG names (`debug`, `info`, `warn`, `error`), or undefined, logging
 * nothing, when it is unset, empty or `silent`: `logger: envLogger()` turns logs on and off without a code change.
 * A value that is no level is refused, naming PAYMENTS_LOG.
 */
export function envLogger(value: string | undefined = environment('PAYMENTS_LOG')): PaymentsLogger | undefined {
  if (value === undefined || value === '') return undefined;
  const level = levelFrom('PAYMENTS_LOG', value);
  return level === 'silent' ? undefined : filtered(stderrLogger, level);
}

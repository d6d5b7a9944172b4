// createPaymentsClient's options, checked at construction (architecture: configuration enters at one place and is
// validated there). Errors name the option and the rule, never the value.

import type { AnswerCheck } from './answer-check.js';
import { checkHeaderValue, checkNotInBrowser, hasUserInfo, NO_USER_INFO } from './credentials.js';
import { ConfigurationError } from './errors.js';
import { retryPolicy } from './generated/policy.js';
import { LIMITS, wholeNumberRule } from './limits.js';
import { type Log, logTo, type PaymentsLogger } from './log.js';
import type { Backoff } from './retry.js';
import type { RequestSigner } from './signature-target.js';

export interface PaymentsClientOptions {
  /** The service's base address, ending in `/2.0` (sandbox or production). */
  baseUrl: string;
  accountId: string;
  apiKey: string;
  /**
   * What signs out-payment requests (strong authentication): `rsaSigner(privateKey)` from
   * `@payments-contract/client/signing`. Without it a call that must be signed is refused before it is sent.
   */
  signer?: RequestSigner;
  /** Tries in all for one call, the first included. Default from the spec (3), at most 10. */
  maxAttempts?: number;
  /** The deadline of one call, all its tries and waits included, in milliseconds. Default 30 000, at most an hour. */
  timeoutMs?: number;
  /** The largest answer read, in bytes; a larger one throws AnswerRefusedError. Default 8 MiB, at most 256 MiB. */
  maxAnswerBytes?: number;
  /**
   * Checks each success against the spec: `answerCheck('warn' | 'throw', validators)` from
   * `@payments-contract/client/answer-check`, with `import * as validators from '@payments-contract/validators'`.
   */
  validateAnswers?: AnswerCheck;
  /** The fetch that sends each try, called as `fetch(url, init)` (default: the global fetch). */
  fetch?: FetchLike;
  /** Backoff between tries: full jitter over `baseMs * 2^(try-1)`, at most `maxMs`. Default 250 ms and 5 s. */
  backoff?: Partial<Backoff>;
  /**
   * Where each try is logged: pino, console, or any object with debug, info, warn and error methods, called at every
   * level (the logger filters). `atLevel(logger, level)` and `envLogger()` (PAYMENTS_LOG) are in
   * `@payments-contract/client/logging`.
   */
  logger?: PaymentsLogger | undefined;
  /**
   * Lets the client run in a browser, where whoever opens the page can read the ApiKey. Without it the client refuses
   * to start in a browser: the ApiKey is a server-to-server credential.
   */
  dangerouslyAllowBrowser?: boolean;
}

/** A fetch as the transport calls it: the URL and a RequestInit whose headers are a Headers object. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface ResolvedOptions {
  baseUrl: string;
  accountId: string;
  apiKey: string;
  signer: RequestSigner | undefined;
  maxAttempts: number;
  timeoutMs: number;
  maxAnswerBytes: number;
  validateAnswers: AnswerCheck | undefined;
  fetch: FetchLike;
  backoff: Backoff;
  log: Log | undefined;
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function bounded(option: keyof typeof LIMITS, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const broken = wholeNumberRule(option, value);
  if (broken) throw new ConfigurationError(option, broken);
  return value as number;
}

// Options that moved to entries of their own (issue 30), each named with what to pass instead: a JavaScript caller,
// whom no type stops, gets this and not a client that silently does not sign, check or filter its logs.
const MOVED = {
  privateKey: ['signing', 'signer: rsaSigner(privateKey)'],
  validators: ['answer-check', "validateAnswers: answerCheck('warn' | 'throw', validators)"],
  logLevel: ['logging', 'logger: atLevel(logger, logLevel)'],
} as const;

function checkMoved(given: Record<string, unknown>): void {
  for (const [option, [entry, use]] of Object.entries(MOVED)) {
    if (given[option] !== undefined)
      throw new ConfigurationError(option, `moved: pass ${use} from '@payments-contract/client/${entry}'`);
  }
  const made = (option: string, entry: string, maker: string) =>
    new ConfigurationError(option, `must be made by ${maker} from '@payments-contract/client/${entry}'`);
  if (given.signer !== undefined && typeof (given.signer as { sign?: unknown } | null)?.sign !== 'function')
    throw made('signer', 'signing', 'rsaSigner(privateKey)');
  if (given.validateAnswers !== undefined && typeof given.validateAnswers !== 'function')
    throw made('validateAnswers', 'answer-check', "answerCheck('warn' | 'throw', validators)");
}

export function resolveOptions(options: PaymentsClientOptions): ResolvedOptions {
  if (!options || typeof options !== 'object') throw new ConfigurationError('options', 'must be an object');
  if (!nonEmptyString(options.baseUrl))
    throw new ConfigurationError('baseUrl', 'is required (the base address ending in /2.0)');
  if (!URL.canParse(options.baseUrl) || !/^https?:$/.test(new URL(options.baseUrl).protocol)) {
    throw new ConfigurationError('baseUrl', 'must be an absolute http or https URL');
  }
  if (hasUserInfo(options.baseUrl)) throw new ConfigurationError('baseUrl', NO_USER_INFO);
  if (!nonEmptyString(options.accountId))
    throw new ConfigurationError('accountId', 'is required (the AccountId header)');
  checkHeaderValue('accountId', 'AccountId', options.accountId);
  if (!nonEmptyString(options.apiKey)) throw new ConfigurationError('apiKey', 'is required (the ApiKey header)');
  checkHeaderValue('apiKey', 'ApiKey', options.apiKey);
  checkNotInBrowser(options.dangerouslyAllowBrowser);
  checkMoved(options as unknown as Record<string, unknown>);
  if (options.fetch !== undefined && typeof options.fetch !== 'function')
    throw new ConfigurationError('fetch', 'must be a function');
  if (options.fetch === undefined && typeof globalThis.fetch !== 'function')
    throw new ConfigurationError('fetch', 'is required here: this runtime has no global fetch');
  // The global fetch is looked up at each call and called unbound: a browser's fetch called as a method of another
  // object throws "Illegal invocation" (issue 14).
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const backoff = { baseMs: options.backoff?.baseMs ?? 250, maxMs: options.backoff?.maxMs ?? 5_000 };
  for (const [name, value] of Object.entries(backoff)) {
    if (typeof value !== 'number' || !(value >= 0))
      throw new ConfigurationError(`backoff.${name}`, 'must be a number of at least 0');
  }
  return {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    accountId: options.accountId,
    apiKey: options.apiKey,
    signer: options.signer,
    maxAttempts: bounded('maxAttempts', options.maxAttempts, retryPolicy.maxAttempts.default),
    timeoutMs: bounded('timeoutMs', options.timeoutMs, 30_000),
    maxAnswerBytes: bounded('maxAnswerBytes', options.maxAnswerBytes, LIMITS.maxAnswerBytes.default),
    validateAnswers: options.validateAnswers,
    fetch: fetchImpl,
    backoff,
    log: logTo(options.logger),
  };
}

// createPaymentsClient's options, checked at construction (architecture: configuration enters at one place and is
// validated there). Errors name the option and the rule, never the value.

import type { AnswerCheck, AnswerValidators } from './answer-check.js';
import { checkHeaderValue, checkNotInBrowser, hasUserInfo, NO_USER_INFO } from './credentials.js';
import { ConfigurationError } from './errors.js';
import { retryPolicy } from './generated/policy.js';
import { LIMITS, wholeNumberRule } from './limits.js';
import { type Log, type LogLevel, type PaymentsLogger, resolveLog } from './logging.js';
import type { Backoff } from './retry.js';
import type { PrivateKeyInput } from './signing.js';

export interface PaymentsClientOptions {
  /** The service's base address, ending in `/2.0` (sandbox or production). */
  baseUrl: string;
  accountId: string;
  apiKey: string;
  /** The strong-authentication private key that signs out-payment requests. */
  privateKey?: PrivateKeyInput;
  /** Tries in all for one call, the first included. Default from the spec (3), at most 10. */
  maxAttempts?: number;
  /** The deadline of one call, all its tries and waits included, in milliseconds. Default 30 000, at most an hour. */
  timeoutMs?: number;
  /** The largest answer read, in bytes; a larger one throws AnswerRefusedError. Default 8 MiB, at most 256 MiB. */
  maxAnswerBytes?: number;
  /**
   * Checks each answer against the spec with `validators` (`import * as validators from
   * '@payments-contract/validators'`): 'warn' logs what breaks the spec, 'throw' throws AnswerRefusedError.
   */
  validateAnswers?: AnswerCheck;
  /** The answer validators `validateAnswers` uses: @payments-contract/validators, or any `validateResponse`. */
  validators?: AnswerValidators;
  /** The fetch that sends each try, called as `fetch(url, init)` (default: the global fetch). */
  fetch?: FetchLike;
  /** Backoff between tries: full jitter over `baseMs * 2^(try-1)`, at most `maxMs`. Default 250 ms and 5 s. */
  backoff?: Partial<Backoff>;
  /** Where each try is logged: pino, console, or any object with debug, info, warn and error methods. */
  logger?: PaymentsLogger;
  /** The lowest level logged. Default: the PAYMENTS_LOG environment variable, else debug with a logger. */
  logLevel?: LogLevel;
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
  privateKey: PrivateKeyInput | undefined;
  maxAttempts: number;
  timeoutMs: number;
  maxAnswerBytes: number;
  validateAnswers: AnswerCheck | undefined;
  validators: AnswerValidators | undefined;
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

// An encrypted key cannot be imported without its passphrase, which the client never asks for (PKCS#8's
// ENCRYPTED PRIVATE KEY, or PKCS#1 with a Proc-Type header).
const ENCRYPTED_PEM = /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type:\s*4,\s*ENCRYPTED/;

function checkAnswerValidation(check: unknown, validators: unknown): void {
  if (check === undefined) return;
  if (check !== 'warn' && check !== 'throw')
    throw new ConfigurationError('validateAnswers', "must be 'warn' or 'throw'");
  if (typeof (validators as AnswerValidators | undefined)?.validateResponse !== 'function') {
    throw new ConfigurationError(
      'validators',
      "is required with validateAnswers: pass `import * as validators from '@payments-contract/validators'`",
    );
  }
}

/** An environment variable where there is an environment (Node, Bun, Deno with --allow-env); undefined elsewhere. */
function environment(name: string): string | undefined {
  try {
    return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name];
  } catch {
    return undefined; // Deno without --allow-env throws
  }
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
  const key = options.privateKey;
  if (key !== undefined && typeof key !== 'string' && (typeof key !== 'object' || key === null)) {
    throw new ConfigurationError('privateKey', 'must be a PEM string, a KeyObject or a CryptoKey');
  }
  if (typeof key === 'string' && ENCRYPTED_PEM.test(key)) {
    throw new ConfigurationError(
      'privateKey',
      'is an encrypted PEM, which the client cannot read: decrypt it (openssl pkey -in key.pem -out plain.pem) or ' +
        'pass crypto.createPrivateKey({ key, passphrase })',
    );
  }
  if (typeof key === 'string' && !/-----BEGIN (RSA )?PRIVATE KEY-----/.test(key)) {
    throw new ConfigurationError('privateKey', "must be a PEM 'PRIVATE KEY' or 'RSA PRIVATE KEY'");
  }
  checkAnswerValidation(options.validateAnswers, options.validators);
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
    privateKey: key,
    maxAttempts: bounded('maxAttempts', options.maxAttempts, retryPolicy.maxAttempts.default),
    timeoutMs: bounded('timeoutMs', options.timeoutMs, 30_000),
    maxAnswerBytes: bounded('maxAnswerBytes', options.maxAnswerBytes, LIMITS.maxAnswerBytes.default),
    validateAnswers: options.validateAnswers,
    validators: options.validators,
    fetch: fetchImpl,
    backoff,
    log: resolveLog(options.logger, options.logLevel, environment('PAYMENTS_LOG')),
  };
}

// createPaymentsClient's options, checked at construction (architecture: configuration enters at one place and is
// validated there). Errors name the option and the rule, never the value.

import { checkHeaderValue, checkNotInBrowser, hasUserInfo, NO_USER_INFO } from './credentials.js';
import { ConfigurationError } from './errors.js';
import { credentialHeaders } from './generated/policy.js';
import { bounded, type Limited } from './limits.js';
import { type Log, logTo, type PaymentsLogger } from './log.js';
import { withRenamedOptions } from './renamed.js';
import type { ResponseCheck } from './response-check.js';
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
  /** The largest response read, in bytes; a larger one throws ResponseRefusedError. Default 8 MiB, at most 256 MiB. */
  maxResponseBytes?: number;
  /** @deprecated Use `maxResponseBytes` (the same option, renamed in 0.3.0). */
  maxAnswerBytes?: number;
  /**
   * Checks each success against the spec: `responseCheck('warn' | 'throw', validators)` from
   * `@payments-contract/client/response-check`, with `import * as validators from '@payments-contract/validators'`.
   */
  validateResponses?: ResponseCheck;
  /** @deprecated Use `validateResponses` (the same option, renamed in 0.3.0). */
  validateAnswers?: ResponseCheck;
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
  maxResponseBytes: number;
  validateResponses: ResponseCheck | undefined;
  fetch: FetchLike;
  backoff: Backoff;
  log: Log | undefined;
}

/**
 * The global fetch, looked up at each call and called unbound: a browser's fetch called as a method of another
 * object throws "Illegal invocation" (issue 14).
 */
export const globalFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

const refuse = (option: string, rule: string): never => {
  throw new ConfigurationError(option, rule);
};
const entry = (name: string) => `from '@payments-contract/client/${name}'`;

// Options that moved to entries of their own (issue 30), each named with what to pass instead, and the two that an
// entry makes: a JavaScript caller, whom no type stops, gets this and not a client that silently does not sign,
// check or filter its logs.
const MOVED = {
  privateKey: ['signing', 'signer: rsaSigner(privateKey)'],
  validators: ['response-check', "validateResponses: responseCheck('warn' | 'throw', validators)"],
  logLevel: ['logging', 'logger: atLevel(logger, logLevel)'],
} as const;

export function resolveOptions(given: PaymentsClientOptions): ResolvedOptions {
  if (!given || typeof given !== 'object') refuse('options', 'must be an object');
  const options = withRenamedOptions(given, ConfigurationError);
  const { baseUrl, signer, validateResponses, fetch, backoff } = options;
  if (typeof baseUrl !== 'string' || !baseUrl.trim())
    refuse('baseUrl', 'is required (the base address ending in /2.0)');
  if (!/^https?:$/.test(URL.canParse(baseUrl) ? new URL(baseUrl).protocol : ''))
    refuse('baseUrl', 'must be an absolute http or https URL');
  if (hasUserInfo(baseUrl)) refuse('baseUrl', NO_USER_INFO);
  for (const option of ['accountId', 'apiKey'] as const) {
    const header = credentialHeaders[option];
    const value = options[option];
    if (typeof value !== 'string' || !value.trim()) refuse(option, `is required (the ${header} header)`);
    checkHeaderValue(option, header, value);
  }
  checkNotInBrowser(options.dangerouslyAllowBrowser);
  for (const [option, [name, use]] of Object.entries(MOVED))
    if ((options as unknown as Record<string, unknown>)[option] !== undefined)
      refuse(option, `moved: pass ${use} ${entry(name)}`);
  if (signer !== undefined && typeof signer?.sign !== 'function')
    refuse('signer', `must be made by rsaSigner(privateKey) ${entry('signing')}`);
  if (validateResponses !== undefined && typeof validateResponses !== 'function')
    refuse(
      'validateResponses',
      `must be made by responseCheck('warn' | 'throw', validators) ${entry('response-check')}`,
    );
  if (fetch !== undefined && typeof fetch !== 'function') refuse('fetch', 'must be a function');
  if (fetch === undefined && typeof globalThis.fetch !== 'function')
    refuse('fetch', 'is required here: this runtime has no global fetch');
  const delays = { baseMs: backoff?.baseMs ?? 250, maxMs: backoff?.maxMs ?? 5_000 };
  for (const [name, value] of Object.entries(delays))
    if (typeof value !== 'number' || !(value >= 0)) refuse(`backoff.${name}`, 'must be a number of at least 0');
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    accountId: options.accountId,
    apiKey: options.apiKey,
    signer,
    ...(bounded(options as unknown as Record<string, unknown>, true, ConfigurationError) as Required<Limited>),
    validateResponses,
    fetch: fetch ?? globalFetch,
    backoff: delays,
    log: logTo(options.logger),
  };
}

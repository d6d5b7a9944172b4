// The errors the client throws and the reading of the service's error envelope (Errors rule 2, Authentication
// rule 3). No message ever carries a credential, a key, or a request body.
import { authenticationCauses, retryPolicy } from './generated/policy.js';
import type { components } from './generated/schema.js';

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type AuthenticationCause = keyof typeof authenticationCauses;

export class PaymentsClientError extends Error {
  override name = 'PaymentsClientError';
  /** `fields` are the subclass's own (method, path …), set here once for all (issue 30: the default entry's weight). */
  constructor(message: string, options?: { cause?: unknown }, fields?: object) {
    super(message, options);
    Object.assign(this, fields);
  }
}

// Fields are declared (`declare`) and set by PaymentsClientError: a parameter property is emitted twice, as a class
// field and as its assignment, in every bundle (issue 30: the default entry's weight).

/** A missing or malformed option of createPaymentsClient; `option` names it. */
export class ConfigurationError extends PaymentsClientError {
  override name = 'ConfigurationError';
  declare readonly option: string;
  constructor(option: string, rule: string, options?: { cause?: unknown }) {
    super(`Option '${option}' ${rule}.`, options, { option });
  }
}

/** A per-call option (`timeoutMs`, `maxAttempts`, `idempotencyKey`, `signal`, `fetch`) that breaks its rule. */
export class CallOptionError extends ConfigurationError {
  override name = 'CallOptionError';
  constructor(option: string, rule: string) {
    super(option, rule);
    this.message = `Call option '${option}' ${rule}.`;
  }
}

/**
 * A request refused before it was sent (a bad Idempotency-Key, a signed call without a private key, a resend after
 * the idempotency window). `method` and `path` name the call when known.
 */
export class RequestRefusedError extends PaymentsClientError {
  override name = 'RequestRefusedError';
  declare readonly method?: string;
  declare readonly path?: string;
  constructor(message: string, method?: string, path?: string) {
    super(method && path ? `${method} ${path}: ${message}` : message, undefined, { method, path });
  }
}

/** How long the service remembers a key (Errors rule 5), from the spec: the message and `resendBefore` say it. */
const { retentionHours } = retryPolicy.idempotency;
const tries = (attempts: number) => `${attempts} ${attempts === 1 ? 'try' : 'tries'}`;

/**
 * A POST or PATCH that got no answer after all its tries: the service may or may not have performed it. Resend it
 * with the same `idempotencyKey` before `resendBefore` (24 hours after the first try) to be charged at most once:
 * see `resendUnknownOutcome`.
 */
export class OutcomeUnknownError extends PaymentsClientError {
  override name = 'OutcomeUnknownError';
  declare readonly method: string;
  declare readonly path: string;
  declare readonly idempotencyKey: string;
  declare readonly attempts: number;
  /** When the service stops remembering the key (Errors rule 5: 24 hours after the first try). */
  declare readonly resendBefore: Date;
  constructor(
    method: string,
    path: string,
    idempotencyKey: string,
    attempts: number,
    options?: { cause?: unknown; firstTriedAt?: Date; what?: string | undefined },
  ) {
    super(
      `${method} ${path} ${options?.what ?? `got no answer after ${tries(attempts)}`}; its outcome is unknown. ` +
        `Resend it with Idempotency-Key ${idempotencyKey} within ${retentionHours} hours to be charged at most once.`,
      options,
      {
        method,
        path,
        idempotencyKey,
        attempts,
        resendBefore: new Date((options?.firstTriedAt ?? new Date()).getTime() + retentionHours * 3_600_000),
      },
    );
  }
}

/** Where a redirect pointed: `307 to https://elsewhere.example/`. */
export const redirectTarget = (status: number, location: string | undefined) =>
  `${status || 'a redirect'} to ${location ?? 'an address the runtime hides'}`;

/**
 * A 3xx answer, which the client never follows: fetch would carry ApiKey, AccountId and Signature to wherever
 * `location` points (it strips only Authorization across origins). For a POST or PATCH it is the `cause` of an
 * OutcomeUnknownError, whose key resends the call.
 */
export class RedirectRefusedError extends PaymentsClientError {
  override name = 'RedirectRefusedError';
  declare readonly method: string;
  declare readonly path: string;
  declare readonly status: number;
  /** The Location answered, or undefined when the runtime hides it (a browser's opaque redirect). */
  declare readonly location: string | undefined;
  constructor(method: string, path: string, status: number, location: string | undefined) {
    super(
      `${method} ${path} was answered ${redirectTarget(status, location)}; ` +
        'redirects are not followed, so the credentials go to baseUrl only. Check baseUrl.',
      undefined,
      { method, path, status, location },
    );
  }
}

/**
 * A response the client would not hand back: larger than `maxResponseBytes` ('too-large'), a success whose body is
 * not JSON ('not-json'), or one that breaks the spec under `validateResponses: responseCheck('throw', …)` ('invalid',
 * with `issues`).
 */
export class ResponseRefusedError extends PaymentsClientError {
  override name = 'ResponseRefusedError';
  declare readonly method: string;
  declare readonly path: string;
  declare readonly status: number;
  declare readonly reason: 'too-large' | 'not-json' | 'invalid';
  declare readonly issues: unknown[];
  constructor(
    method: string,
    path: string,
    status: number,
    reason: 'too-large' | 'not-json' | 'invalid',
    rule: string,
    options?: { cause?: unknown; issues?: unknown[] },
  ) {
    super(`${method} ${path} answered ${status} ${rule}.`, options, {
      method,
      path,
      status,
      reason,
      issues: options?.issues ?? [],
    });
  }
}

/** @deprecated Use `ResponseRefusedError` (the same class: `instanceof` either holds). */
export const AnswerRefusedError: typeof ResponseRefusedError = ResponseRefusedError;
/** @deprecated Use `ResponseRefusedError` (the same class: `instanceof` either holds). */
export type AnswerRefusedError = ResponseRefusedError;

/** A GET or DELETE that got no answer after all its tries. */
export class NoResponseError extends PaymentsClientError {
  override name = 'NoResponseError';
  declare readonly method: string;
  declare readonly path: string;
  declare readonly attempts: number;
  constructor(method: string, path: string, attempts: number, options?: { cause?: unknown }) {
    super(`${method} ${path} got no answer after ${tries(attempts)}.`, options, { method, path, attempts });
  }
}

export interface ServiceError {
  status: number;
  messages: string[];
  code?: string;
  docUrl?: string;
  /** Set when a 403 is an authentication failure: which of its four causes. */
  authentication?: AuthenticationCause;
}

const causeByMessage = new Map<string, AuthenticationCause>(
  Object.entries(authenticationCauses).map(([cause, message]) => [message, cause as AuthenticationCause]),
);

/** Reads an error answer's envelope: its messages as a list, its code and doc link, and an authentication cause. */
export function describeError(status: number, body: unknown): ServiceError {
  const envelope = (body && typeof body === 'object' ? body : {}) as Partial<ErrorEnvelope>;
  const message = envelope.message;
  const messages = Array.isArray(message) ? message.map(String) : typeof message === 'string' ? [message] : [];
  const described: ServiceError = { status, messages };
  if (typeof envelope.code === 'string') described.code = envelope.code;
  if (typeof envelope.doc_url === 'string') described.docUrl = envelope.doc_url;
  const cause = status === 403 && typeof message === 'string' ? causeByMessage.get(message) : undefined;
  if (cause) described.authentication = cause;
  return described;
}

/** An error answer turned into an exception (used where a result cannot be returned, as in pagination). */
export class ServiceResponseError extends PaymentsClientError {
  override name = 'ServiceResponseError';
  declare readonly error: ServiceError;
  constructor(error: ServiceError) {
    super(
      `The service answered ${error.status}${error.messages.length ? `: ${error.messages.join('; ')}` : ''}.`,
      undefined,
      { error },
    );
  }
}

// @ts-check
// Answers in the interface's shapes: the error envelope (Errors rule 2; a single-string message for the four
// authentication failures, Authentication rule 3) and the retry header (Errors rule 6). Both read the spec: the
// messages from `AuthenticationErrorMessage`'s `x-authentication-causes`, the retry advice from `x-retry-policy`.
import { spec } from './spec.js';

/** @typedef {{ status: number, headers: Record<string, string>, body: unknown }} Answer */

const causes = spec.components.schemas.AuthenticationErrorMessage['x-authentication-causes'];
export const AUTHENTICATION_MESSAGES = Object.freeze({
  missing: /** @type {string} */ (causes.missing_headers),
  invalid: /** @type {string} */ (causes.invalid_credentials),
  blocked: /** @type {string} */ (causes.blocked_account),
  permission: /** @type {string} */ (causes.insufficient_permission),
});

const policy = spec['x-retry-policy'].whenHeaderAbsent;
const RETRYABLE = new Set(/** @type {number[]} */ (policy.retryStatuses));
// Statuses whose advice depends on the request's method (500: "resend unless the request was a POST"): the header
// is left out so the client's own rule applies.
const BY_METHOD = new Set(policy.retryStatusesUnlessMethod.map((/** @type {{ status: number }} */ r) => r.status));

/** The X-Service-Should-Retry value for a status, or undefined when the header is left out. @param {number} status */
export function shouldRetry(status) {
  if (status < 400 || BY_METHOD.has(status)) return undefined;
  return RETRYABLE.has(status) ? 'true' : 'false';
}

/** @param {number} status @param {unknown} body @param {Record<string, string>} [headers] @returns {Answer} */
export function answer(status, body, headers = {}) {
  const retry = shouldRetry(status);
  return { status, headers: { ...(retry ? { 'X-Service-Should-Retry': retry } : {}), ...headers }, body };
}

/** @param {number} status @param {string | string[]} message @param {Record<string, string>} [headers] */
export function refusal(status, message, headers) {
  return answer(
    status,
    { status: 'error', message: Array.isArray(message) || status === 403 ? message : [message] },
    headers,
  );
}

/** @param {keyof typeof AUTHENTICATION_MESSAGES} cause */
export const authenticationRefusal = (cause) => refusal(403, AUTHENTICATION_MESSAGES[cause]);

/** @param {string} what e.g. "single payment" @param {string} id */
export const notFound = (what, id) => refusal(404, `No ${what} with id ${id}`);

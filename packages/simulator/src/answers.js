// @ts-check
// Answers in the interface's shapes: the error envelope (Errors rule 2; a single-string message for the four
// authentication failures, Authentication rule 3) and the retry header (Errors rule 6), which follows the spec's
// examples: `true` on 409, 429, 502 and 503, `false` on the other 4xx, absent on a success and on 500 (where the
// client's own rule, "resend unless POST", applies).

/** @typedef {{ status: number, headers: Record<string, string>, body: unknown }} Answer */

export const AUTHENTICATION_MESSAGES = Object.freeze({
  missing: 'Authentication Error: Missing AccountId or ApiKey headers',
  invalid: 'Authentication Error: Invalid AccountId or ApiKey',
  blocked: 'Authentication Error: Your account has been blocked',
  permission: 'Authentication Error: Insufficient permissions for this action',
});

const RETRYABLE = new Set([409, 429, 502, 503]);

/** The X-Service-Should-Retry value for a status, or undefined when the header is left out. @param {number} status */
export function shouldRetry(status) {
  if (status < 400 || status === 500) return undefined;
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

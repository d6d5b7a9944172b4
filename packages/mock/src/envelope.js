// @ts-check
// Prism answers what it refuses (missing credentials, an invalid request it has no declared answer for) with
// application/problem+json, and a body its HTTP layer cannot read with `{"error":{"code","message"}}`. The service
// answers with its error envelope (Errors rule 2; Authentication rule 3 for credentials: 403 and a single-string
// message), so the mock's answers are rewritten to it.

import { AUTHENTICATION_MESSAGES } from '@payments-contract/simulator/front';

// The message is the spec's (`AuthenticationErrorMessage`'s `x-authentication-causes`), read once, by the simulator.
const MISSING_CREDENTIALS = AUTHENTICATION_MESSAGES.missing;

/** Prism's HTTP-layer codes, in the words of the proxy's own refusals. */
const HTTP_LAYER = /** @type {Record<string, string>} */ ({
  invalid_json: 'request body is not valid JSON',
  invalid_body: "request body cannot be read as its header 'Content-Type' says",
});

/** @param {number} status @param {string[]} message */
const envelope = (status, message) => ({ status, body: JSON.stringify({ status: 'error', message }) });

/** @param {string} body @returns {any} */
function parsed(body) {
  try {
    return JSON.parse(body);
  } catch {
    return {};
  }
}

/**
 * The envelope answer for a Prism problem, or undefined when the answer is not one of Prism's own.
 * @param {number} status @param {string} contentType @param {string} body
 * @param {number} [requested] the status the caller asked Prism for (`Prefer: code=N`)
 * @returns {{ status: number, body: string } | undefined}
 */
export function envelopeFor(status, contentType, body, requested = undefined) {
  // Authentication rule 3: every authentication failure is 403 with a single-string message. Prism answers a
  // missing credential with the spec's documented 401 example where an operation declares one (5 do). A 401 the
  // caller asked for by name (`Prefer: code=401`, as the contract run does for every declared answer) is that
  // documented example, not an authentication failure, and is served as declared.
  if (status === 401 && requested !== 401)
    return { status: 403, body: JSON.stringify({ status: 'error', message: MISSING_CREDENTIALS }) };
  if (!contentType.includes('application/problem+json')) {
    const error = /application\/json/.test(contentType) ? parsed(body)?.error : undefined;
    if (typeof error?.code !== 'string') return undefined;
    return envelope(status, [HTTP_LAYER[error.code] ?? `the mock could not answer this request (${error.code})`]);
  }
  /** @type {{ type?: string, title?: string, detail?: string, validation?: { location?: string[], message?: string }[] }} */
  const problem = parsed(body);
  if (/UNAUTHORIZED/.test(problem.type ?? '')) {
    return { status: 403, body: JSON.stringify({ status: 'error', message: MISSING_CREDENTIALS }) };
  }
  const messages = (problem.validation ?? []).map((v) => `${(v.location ?? []).join('.')} ${v.message ?? ''}`.trim());
  return envelope(status, messages.length ? messages : [problem.detail ?? problem.title ?? 'The request was refused']);
}

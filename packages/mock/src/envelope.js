// @ts-check
// Prism answers what it refuses (missing credentials, an invalid request it has no declared answer for) with
// application/problem+json. The service answers with its error envelope (Errors rule 2; Authentication rule 3 for
// credentials: 403 and a single-string message), so the mock's answers are rewritten to it.

const MISSING_CREDENTIALS = 'Authentication Error: Missing AccountId or ApiKey headers';

/**
 * The envelope answer for a Prism problem, or undefined when the answer is not one of Prism's own.
 * @param {number} status @param {string} contentType @param {string} body
 * @returns {{ status: number, body: string } | undefined}
 */
export function envelopeFor(status, contentType, body) {
  if (!contentType.includes('application/problem+json')) return undefined;
  /** @type {{ type?: string, title?: string, detail?: string, validation?: { location?: string[], message?: string }[] }} */
  let problem = {};
  try {
    problem = JSON.parse(body);
  } catch {
    // keep the defaults
  }
  if (status === 401 || /UNAUTHORIZED/.test(problem.type ?? '')) {
    return { status: 403, body: JSON.stringify({ status: 'error', message: MISSING_CREDENTIALS }) };
  }
  const messages = (problem.validation ?? []).map((v) => `${(v.location ?? []).join('.')} ${v.message ?? ''}`.trim());
  const message = messages.length ? messages : [problem.detail ?? problem.title ?? 'The request was refused'];
  return { status, body: JSON.stringify({ status: 'error', message }) };
}

// @ts-check
// Request checks with the generated validators, answered in the interface's error categories (Errors rule 3): an
// unsupported content type, a malformed JSON body, and missing or wrong fields, each message naming the field.
// Query strings are text on the wire; they are coerced to the types the spec declares before the check.
import { validateParameters, validateRequest } from '@payments-contract/validators';
import { refusal } from './answers.js';
import { foreignCustomerId } from './customer-id.js';
import { contentTypeProblem, inexactAmount, MAX_AMOUNT } from './limits.js';

/** @param {string} value @param {string} type */
function coerce(value, type) {
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** @param {any} validators @param {string} key @param {'path' | 'query'} location @param {Record<string, unknown>} values */
function checkParameters(validators, key, location, values) {
  try {
    const result = validators.validateParameters(key, location, values);
    return result.ok
      ? []
      : result.errors.map((/** @type {any} */ e) => e.message.replace('field', `${location} parameter`));
  } catch {
    // the operation has no parameters there: any given are unknown
    return Object.keys(values).map((name) => `${location} parameter '${name}' is not allowed here`);
  }
}

/**
 * The request checks: the precompiled ones of the bundled spec by default, or any with their shape (a front given
 * another document compiles its own: @payments-contract/generators/validators/run-time).
 * @typedef {{
 *   validateParameters: (key: any, location: 'path' | 'query' | 'header', values: any) => ReturnType<typeof import('@payments-contract/validator-runtime').check>,
 *   validateRequest: (key: any, body: unknown) => ReturnType<typeof import('@payments-contract/validator-runtime').check>,
 * }} RequestValidators
 */

/**
 * Checks a request against its route; returns its parsed body and query, or the refusal to send.
 * @param {import('./routes.js').Route} route
 * @param {{ params: Record<string, string>, query: URLSearchParams, contentType: string | null, text: string }} request
 * @param {RequestValidators} [validators]
 * @returns {{ ok: true, body: any, query: Record<string, unknown> } | { ok: false, refusal: import('./answers.js').Answer }}
 */
export function checkRequest(
  route,
  request,
  validators = /** @type {RequestValidators} */ ({ validateParameters, validateRequest }),
) {
  /** @type {Record<string, unknown>} */
  const query = {};
  for (const [name, value] of request.query) query[name] = coerce(value, route.queryTypes[name] ?? 'string');
  const problems = [
    ...(route.names.length ? checkParameters(validators, route.key, 'path', request.params) : []),
    ...(Object.keys(query).length || Object.keys(route.queryTypes).length
      ? checkParameters(validators, route.key, 'query', query)
      : []),
  ];
  if (problems.length) return { ok: false, refusal: refusal(400, problems) };
  if (!route.hasBody) return { ok: true, body: undefined, query };
  const wrongType = contentTypeProblem(request.contentType);
  if (wrongType) return { ok: false, refusal: refusal(400, wrongType) };
  let body;
  try {
    body = JSON.parse(request.text);
  } catch (error) {
    return {
      ok: false,
      refusal: refusal(400, `request body is not valid JSON (${/** @type {Error} */ (error).message})`),
    };
  }
  const result = validators.validateRequest(/** @type {any} */ (route.key), body);
  if (!result.ok)
    return {
      ok: false,
      refusal: refusal(
        400,
        result.errors.map((e) => e.message),
      ),
    };
  // Limits: amounts are euros to the cent; past MAX_AMOUNT a number cannot hold every cent (1e308 would be answered
  // as `null`), so it is refused with the field named.
  const inexact = inexactAmount(body);
  if (inexact)
    return {
      ok: false,
      refusal: refusal(
        400,
        `field '${inexact}' must be at most ${MAX_AMOUNT}, the largest amount held exactly to the cent`,
      ),
    };
  const customerId = foreignCustomerId(body);
  if (customerId) return { ok: false, refusal: refusal(400, customerId) };
  return { ok: true, body, query };
}

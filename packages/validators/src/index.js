// @ts-check
// @payments-contract/validators: checks of every request, response, notification and component schema, compiled
// ahead of time by Ajv (nothing is compiled at run time). Requests are strict; answers and notifications are
// tolerant, with what the spec does not list reported as warnings. For the smallest bundle, import one operation
// from `@payments-contract/validators/operations/<operationId>` instead.
import { operations } from './generated/registry.js';

/** @typedef {import('@payments-contract/validator-runtime').Issue} Issue */
/** @template T @typedef {import('@payments-contract/validator-runtime').Result<T>} Result */
/** @typedef {import('./generated/types.js').OperationParameters} OperationParameters */
/** @typedef {import('./generated/types.js').RequestBodies} RequestBodies */
/** @typedef {import('./generated/types.js').ResponseBodies} ResponseBodies */
/** @typedef {import('./generated/types.js').Notifications} Notifications */
/** @typedef {import('./generated/types.js').Schemas} Schemas */

export * from './generated/schemas.js';
export { notificationKinds, validateNotification } from './notifications.js';

/** @param {string} key */
function operation(key) {
  const found = /** @type {Record<string, any>} */ (operations)[key];
  if (!found) throw new TypeError(`No operation '${key}' in the payments service spec (expected "METHOD /path").`);
  return found;
}

/**
 * Checks a request body strictly: `validateRequest('POST /single', body)`.
 * @template {keyof RequestBodies} K @param {K} key @param {unknown} body @returns {Result<RequestBodies[K]>}
 */
export function validateRequest(key, body) {
  return operation(key).validateRequest(body);
}

/**
 * Checks a request's path, query or header parameters strictly.
 * @template {keyof OperationParameters} K @template {keyof OperationParameters[K] & string} L
 * @param {K} key @param {L} location @param {unknown} values @returns {Result<OperationParameters[K][L]>}
 */
export function validateParameters(key, location, values) {
  return operation(key).validateParameters(location, values);
}

/**
 * Checks an answer tolerantly: `validateResponse('GET /single/{id}', 200, body)`; drift is in `warnings`.
 * @template {keyof ResponseBodies} K @template {keyof ResponseBodies[K] & number} S
 * @param {K} key @param {S} status @param {unknown} body @returns {Result<ResponseBodies[K][S]>}
 */
export function validateResponse(key, status, body) {
  return operation(key).validateResponse(status, body);
}

/** Every operation, as "METHOD /path". */
export const operationKeys = /** @type {readonly (keyof ResponseBodies)[]} */ (Object.freeze(Object.keys(operations)));

// @ts-check
// @payments-contract/validators: checks of every request, response, notification and component schema, compiled
// ahead of time by Ajv (nothing is compiled at run time). Requests are strict; answers and notifications are
// tolerant, with what the spec does not list reported as warnings. For the smallest bundle, import one operation
// from `@payments-contract/validators/operations/<operationId>` instead.
import { operations } from './generated/registry.js';

export * from './generated/schemas.js';
export { notificationKinds, validateNotification } from './notifications.js';

/** @param {string} key */
function operation(key) {
  const found = /** @type {Record<string, any>} */ (operations)[key];
  if (!found) throw new TypeError(`No operation '${key}' in the payments service spec (expected "METHOD /path").`);
  return found;
}

/** @param {string} key @param {unknown} body */
export function validateRequest(key, body) {
  return operation(key).validateRequest(body);
}

/** @param {string} key @param {'path' | 'query' | 'header'} location @param {unknown} values */
export function validateParameters(key, location, values) {
  return operation(key).validateParameters(location, values);
}

/** @param {string} key @param {number | string} status @param {unknown} body */
export function validateResponse(key, status, body) {
  return operation(key).validateResponse(status, body);
}

export const operationKeys = Object.freeze(Object.keys(operations));

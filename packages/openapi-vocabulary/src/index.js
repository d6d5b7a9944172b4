// @ts-check
// @payments-contract/openapi-vocabulary: one reading of an OpenAPI 3.0/3.1 document — its operations with their
// method and path, JSON Pointer resolution (RFC 6901) with unescaping and cycle detection, names to identifiers —
// shared by the generators, the simulator's routing and the tests, so that they cannot disagree (issue 23).
/** @typedef {import('./openapi.js').HttpMethod} HttpMethod */
/** @typedef {import('./openapi.js').OperationEntry} OperationEntry */
export { pointer, SpecError, UsageError } from './errors.js';
export {
  deref,
  HTTP_METHODS,
  identifierOf,
  operationsByMethod,
  operationsOf,
  refName,
  resolvePointer,
} from './openapi.js';

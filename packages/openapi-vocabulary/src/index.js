// @ts-check
// @payments-contract/openapi-vocabulary: one reading of an OpenAPI 3.0/3.1 document — its operations with their
// method and path, JSON Pointer resolution (RFC 6901) with unescaping and cycle detection, names to identifiers, path
// templates matched — shared by the generators, the simulator's routing, the client and the tests, so that they
// cannot disagree (issues 23 and 38).
/** @typedef {import('./openapi.js').HttpMethod} HttpMethod */
/** @typedef {import('./openapi.js').OperationEntry} OperationEntry */
/** @typedef {import('./paths.js').PathTemplate} PathTemplate */
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
export { decodePathParameter, pathTemplate } from './paths.js';

export { pointer, SpecError } from './errors.js';
export type { HttpMethod, OperationEntry } from './openapi.js';
export {
  deref,
  HTTP_METHODS,
  identifierOf,
  operationsByMethod,
  operationsOf,
  refName,
  resolvePointer,
} from './openapi.js';

// @ts-check
// Names the generators derive from a document (operation ids, schema and webhook names) become identifiers and file
// names in generated code, so they are made letters and digits only; two names that collide are an error.
import { identifierOf, SpecError } from '@payments-contract/openapi-vocabulary';

/** An operation's identifier: its operationId, or `get` + the path's words when it has none. */
/** @param {any} operation @param {string} method @param {string} path */
export function operationIdentifier(operation, method, path) {
  if (typeof operation.operationId === 'string' && operation.operationId) return identifierOf(operation.operationId);
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return identifierOf([method, ...words].join('-'));
}

/** Checks that identifiers made from different names do not collide. */
export function identifierRegistry() {
  /** @type {Map<string, string>} */
  const owners = new Map();
  /** @param {string} identifier @param {string} at JSON pointer of what it names */
  return (identifier, at) => {
    const owner = owners.get(identifier);
    if (owner !== undefined && owner !== at)
      throw new SpecError(at, `its generated name '${identifier}' is also the name of ${owner}; rename one of them`);
    owners.set(identifier, at);
    return identifier;
  };
}

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

/**
 * Checks that identifiers made from different names do not collide, nor differ only by case: each becomes a file
 * name, and on a case-insensitive file system (macOS, Windows) `Item.js` and `item.js` are one file.
 */
export function identifierRegistry() {
  /** @type {Map<string, { identifier: string, at: string }>} */
  const owners = new Map();
  /** @param {string} identifier @param {string} at JSON pointer of what it names */
  return (identifier, at) => {
    const owner = owners.get(identifier.toLowerCase());
    if (owner !== undefined && owner.at !== at) {
      const same = owner.identifier === identifier;
      throw new SpecError(
        at,
        same
          ? `its generated name '${identifier}' is also the name of ${owner.at}; rename one of them`
          : `its generated name '${identifier}' differs only by case from '${owner.identifier}' (${owner.at}), and the two files would be one on a case-insensitive file system; rename one of them`,
      );
    }
    owners.set(identifier.toLowerCase(), { identifier, at });
    return identifier;
  };
}

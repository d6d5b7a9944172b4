// @ts-check
// Names the generators derive from a document (operation ids, schema and webhook names) become identifiers and file
// names in generated code, so they are made letters and digits only; two names that collide are an error.
import { SpecError } from './errors.js';

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9]*$/;

/** `list-pets` → `listPets`, `Pet.Item` → `PetItem`, `2fa` → `N2fa`; a name already safe is kept as it is. */
/** @param {string} name */
export function toIdentifier(name) {
  if (IDENTIFIER.test(name)) return name;
  const words = String(name)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const joined = words.map((word, i) => (i === 0 ? word : word[0]?.toUpperCase() + word.slice(1))).join('');
  return /^[A-Za-z]/.test(joined) ? joined : `N${joined}`;
}

/** An operation's identifier: its operationId, or `get` + the path's words when it has none. */
/** @param {any} operation @param {string} method @param {string} path */
export function operationIdentifier(operation, method, path) {
  if (typeof operation.operationId === 'string' && operation.operationId) return toIdentifier(operation.operationId);
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return toIdentifier([method, ...words].join('-'));
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

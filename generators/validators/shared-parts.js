// @ts-check
// Schemas written out again in several component schemas (GitHub's webhook payloads each spell out the same
// repository, user and pull request objects inline, hundreds of times) are compiled once: each such part of the
// closed reading is moved to `x-shared/<hash>` and every place it stood becomes a `$ref` to it, so that its function
// is written once, in a module of its own (`schemas/_shared_<hash>.js`), and imported like a component's (issue 37:
// 23 of GitHub's 29 MB of schema modules were those copies). Only parts written at least twice and at least
// MIN_BYTES long as JSON are moved: a small part is checked inline for less than a call costs. The name is the
// hash of the part's text, so a change to one part renames that part's module only.
import { createHash } from 'node:crypto';

export const MIN_BYTES = 400;
const MAP = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];
const ONE = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
];
// Not below anyOf/oneOf: the runtime tells an alternative's branches apart by their schema paths (readable.js), which
// a part moved out of them would no longer share.
const MANY = ['allOf', 'prefixItems'];
// A part that names itself or resolves against its place cannot move.
const ANCHORED = /"\$(?:id|anchor|dynamicAnchor|dynamicRef|recursiveRef|recursiveAnchor)"/;

/**
 * The subschemas of a schema, each with a setter that replaces it.
 * @param {any} schema @returns {[any, (value: any) => void][]}
 */
function children(schema) {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return [];
  /** @type {[any, (value: any) => void][]} */
  const found = [];
  for (const key of MAP)
    if (schema[key] && typeof schema[key] === 'object')
      for (const name of Object.keys(schema[key]))
        found.push([schema[key][name], (value) => Object.assign(schema[key], { [name]: value })]);
  for (const key of ONE)
    if (schema[key] && typeof schema[key] === 'object') found.push([schema[key], (value) => (schema[key] = value)]);
  for (const key of MANY)
    if (Array.isArray(schema[key]))
      schema[key].forEach((/** @type {any} */ item, /** @type {number} */ i) => {
        found.push([item, (value) => (schema[key][i] = value)]);
      });
  return found;
}

/**
 * Moves the repeated parts of `closed.components.schemas` to `closed['x-shared']`, in place.
 * @param {any} closed the closed reading
 * @returns {string[]} the shared parts' names (hashes), in the order first met
 */
export function shareRepeatedParts(closed) {
  const roots = Object.values(closed.components?.schemas ?? {});
  /** @type {Map<string, number>} how often each part's text occurs, below a root */
  const counts = new Map();
  /** @param {any} schema */
  const count = (schema) => {
    for (const [child] of children(schema)) {
      if (child && typeof child === 'object') {
        const text = JSON.stringify(child);
        if (text.length >= MIN_BYTES) counts.set(text, (counts.get(text) ?? 0) + 1);
      }
      count(child);
    }
  };
  for (const root of roots) count(root);
  /** @type {Record<string, any>} */
  const shared = {};
  /** @type {Map<string, string>} */
  const names = new Map();
  /** @param {any} schema */
  const replace = (schema) => {
    for (const [child, set] of children(schema)) {
      const text = child && typeof child === 'object' ? JSON.stringify(child) : '';
      if ((counts.get(text) ?? 0) >= 2 && !ANCHORED.test(text)) {
        let name = names.get(text);
        if (name === undefined) {
          name = createHash('sha256').update(text).digest('hex').slice(0, 16);
          names.set(text, name);
          shared[name] = child;
          replace(child);
        }
        set({ $ref: `#/x-shared/${name}` });
      } else replace(child);
    }
  };
  for (const root of roots) replace(root);
  if (names.size > 0) closed['x-shared'] = shared;
  return [...names.values()];
}

// @ts-check
// openapi-typescript 7 reads its type maps through a @redocly/openapi-core 1.x that looks a key up on a plain object
// (`type.properties[name]`), so a schema or property named like a method of Object.prototype (`hasOwnProperty`,
// `valueOf`) is taken for its own type and stops it with "Cannot convert undefined or null to object", naming
// nothing. Such names are legal OpenAPI; when the types fail, this finds them so that the error names each by pointer.
import { pointer } from '@payments-contract/openapi-vocabulary';

/** Keys that a plain-object lookup finds on Object.prototype as a function. @param {string} key */
const inheritedMethod = (key) =>
  key !== 'constructor' && typeof Object.prototype[/** @type {'valueOf'} */ (key)] === 'function';

/**
 * The pointers of every key in the document named like a method of Object.prototype, in document order.
 * @param {unknown} document
 * @returns {string[]}
 */
export function inheritedNames(document) {
  /** @type {string[]} */
  const found = [];
  /** @param {unknown} node @param {string[]} at */
  const walk = (node, at) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (inheritedMethod(key)) found.push(pointer(...at, key));
      walk(value, [...at, key]);
    }
  };
  walk(document, []);
  return found;
}

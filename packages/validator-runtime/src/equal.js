// @ts-check
// Deep equality of JSON values, for `uniqueItems` over objects and arrays (and `const`/`enum` of them): what Ajv's
// standalone code takes from ajv/dist/runtime/equal, here so that Ajv stays a build-time dependency.

/** @param {unknown} a @param {unknown} b @returns {boolean} */
export function equal(a, b) {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => equal(item, b[i]));
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      equal(/** @type {Record<string, unknown>} */ (a)[key], /** @type {Record<string, unknown>} */ (b)[key]),
  );
}

// @ts-check
// OpenAPI's `discriminator` names the property that selects a `oneOf` branch. Ajv checks it (option
// `discriminator`) when the shape lets it: a `oneOf` whose every branch (directly or through one `$ref`) has the
// property required with a `const` or `enum`, and no `mapping` (which Ajv does not read). Then an invalid value is
// reported against its own branch only. Any other shape keeps `oneOf` as it is and drops the annotation: the
// verdict is the same, only the errors are less pointed.

/**
 * @param {Record<string, any>} node
 * @param {{ resolve: (ref: string) => any }} context follows a local `$ref` to the schema as written
 * @returns {Record<string, any>}
 */
export function discriminator(node, { resolve }) {
  if (!('discriminator' in node)) return node;
  const { discriminator: value, ...rest } = node;
  return ajvReads(value, rest, resolve) ? node : rest;
}

/** @param {any} value @param {Record<string, any>} node @param {(ref: string) => any} resolve */
function ajvReads(value, node, resolve) {
  const tag = value?.propertyName;
  if (typeof tag !== 'string' || value.mapping !== undefined || !Array.isArray(node.oneOf)) return false;
  const requiredAbove = Array.isArray(node.required) && node.required.includes(tag);
  const seen = new Set();
  for (const raw of node.oneOf) {
    let branch = raw;
    if (typeof branch?.$ref === 'string') {
      if (Object.keys(branch).length > 1) return false;
      branch = resolve(branch.$ref);
    }
    const property = branch?.properties?.[tag];
    if (!property || typeof property !== 'object') return false;
    const values = 'const' in property ? [property.const] : Array.isArray(property.enum) ? property.enum : undefined;
    if (!values || values.some((/** @type {unknown} */ v) => typeof v !== 'string' || seen.has(v))) return false;
    for (const v of values) seen.add(v);
    if (!requiredAbove && !(Array.isArray(branch.required) && branch.required.includes(tag))) return false;
  }
  return true;
}

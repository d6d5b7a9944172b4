// @ts-check
// OpenAPI 3.0 §4.7.23 (Reference Object): "This object cannot be extended with additional properties and any
// properties added SHALL be ignored." So in a 3.0 document a `$ref`'s siblings go. In 3.1 (JSON Schema 2020-12) a
// `$ref` applies beside its siblings, which Ajv does already: kept.

/** @param {Record<string, any>} node @param {{ version: '3.0' | '3.1' }} context @returns {Record<string, any>} */
export function refSiblings(node, { version }) {
  if (version !== '3.0' || typeof node.$ref !== 'string' || Object.keys(node).length === 1) return node;
  return { $ref: node.$ref };
}

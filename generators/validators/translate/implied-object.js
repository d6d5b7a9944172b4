// @ts-check
// A schema that describes properties without saying `type: object` (common in OpenAPI documents, and how
// openapi-typescript types it: an object) is given the type it implies, so that strict Ajv, which refuses object
// keywords without an object type, compiles it. Composition-only schemas and ones with a type are left alone.

const OBJECT_KEYWORDS = [
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'minProperties',
  'maxProperties',
  'propertyNames',
  'dependentRequired',
  'unevaluatedProperties',
];

/** @param {Record<string, any>} node @returns {Record<string, any>} */
export function impliedObject(node) {
  if (node.type !== undefined || '$ref' in node) return node;
  if (!OBJECT_KEYWORDS.some((key) => key in node)) return node;
  return { type: 'object', ...node };
}

// @ts-check
// The OpenAPI Schema Object's own annotations (3.0 §4.7.24 and 3.1 §4.8.24 "Fixed Fields": `example`, `xml`,
// `externalDocs`) say how a value is shown or serialised as XML, never what it may be: a validator drops them, as
// strict Ajv would refuse them as unknown keywords.

const OPENAPI_ANNOTATIONS = ['example', 'xml', 'externalDocs'];

/** @param {Record<string, any>} node @returns {Record<string, any>} */
export function annotations(node) {
  if (!OPENAPI_ANNOTATIONS.some((key) => key in node)) return node;
  const out = { ...node };
  for (const key of OPENAPI_ANNOTATIONS) delete out[key];
  return out;
}

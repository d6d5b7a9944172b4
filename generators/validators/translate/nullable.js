// @ts-check
// OpenAPI 3.0 `nullable: true` (3.0.3 §4.7.24.1: "a true value adds "null" to the allowed types") becomes JSON
// Schema 2020-12's own spelling: `null` in `type` (and in `enum`, which would refuse it otherwise). A nullable schema
// without a `type` (a bare `allOf`/`$ref`, as many 3.0 documents write) allows null beside what it says, through
// `anyOf`. `nullable: false` is the default and is dropped.

/** @param {Record<string, any>} node @returns {Record<string, any>} */
export function nullable(node) {
  if (!('nullable' in node)) return node;
  const { nullable: value, ...rest } = node;
  if (value !== true) return rest;
  if (Array.isArray(rest.enum) && !rest.enum.includes(null)) rest.enum = [...rest.enum, null];
  if (typeof rest.type === 'string') return { ...rest, type: [rest.type, 'null'] };
  if (Array.isArray(rest.type)) return rest.type.includes('null') ? rest : { ...rest, type: [...rest.type, 'null'] };
  if (Object.keys(rest).length === 0) return rest;
  return { anyOf: [rest, { type: 'null' }] };
}

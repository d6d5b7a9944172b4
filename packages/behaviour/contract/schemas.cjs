// The JSON Schema Dredd (through Gavel) must check each answer's body against. Dredd's OpenAPI 3 reader passes no
// schema, so without this Dredd compares bodies with the examples' keys only and misses a field of the wrong type
// (the mutation test caught that). Component refs are rewritten to `definitions` so the schema stands alone, and
// the spec's named formats, which Gavel's Ajv 6 refuses as unknown, become their patterns from `x-formats`; `amount`
// (two decimals) has no pattern and is dropped, as Ajv 6's multipleOf is not exact for 0.01.
const { deref } = require('@payments-contract/openapi-vocabulary');
const generated = require('./generated.cjs');
/** @type {any} the generated OpenAPI 3.0 copy, read as data */
const document = generated.document;
/** @type {{ specPaths: Record<string, string> }} */
const { specPaths } = generated.rules;

const dreddPaths = Object.fromEntries(Object.entries(specPaths).map(([dredd, spec]) => [spec, dredd]));

/** @type {Record<string, { pattern?: string }>} */
const namedFormats = document['x-formats'] ?? {};
const definitions = rewriteRefs(document.components.schemas);

/** @param {any} node @returns {any} */
function rewriteRefs(node) {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!node || typeof node !== 'object') return node;
  /** @type {Record<string, unknown>} */
  const copy = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'format' && typeof value === 'string' && namedFormats[value]) {
      const pattern = namedFormats[value]?.pattern;
      if (pattern && node.pattern === undefined) copy.pattern = pattern;
      continue;
    }
    copy[key] =
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', '#/definitions/')
        : rewriteRefs(value);
  }
  return copy;
}

/**
 * A response given by `$ref`, read as a JSON Pointer (`~1`/`~0`, own properties only) like the generators read it.
 * @param {unknown} response @returns {any}
 */
function resolveResponse(response) {
  return deref(document, response);
}

/**
 * The schema of the JSON answer of `method` on the spec path `template` with `status`, or undefined.
 * @param {string} method @param {string} template @param {string} status
 */
function answerSchema(method, template, status) {
  const renamed = dreddPaths[template] ?? template;
  const operation = document.paths[renamed]?.[method.toLowerCase()];
  const schema = resolveResponse(operation?.responses?.[status])?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  const root = rewriteRefs(schema);
  return { $schema: 'http://json-schema.org/draft-07/schema#', ...root, definitions: reachable(root) };
}

/**
 * The definitions a schema reaches through `$ref`, transitively: only those can take part in a check, and Dredd
 * clones and Gavel compiles the whole schema for every answer (all 140 components each time took most of a run).
 * @param {unknown} root @returns {Record<string, unknown>}
 */
function reachable(root) {
  /** @type {Record<string, unknown>} */
  const found = {};
  const pending = [root];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        const name =
          key === '$ref' && typeof value === 'string' ? /^#\/definitions\/([^/]+)/.exec(value)?.[1] : undefined;
        if (name === undefined) pending.push(value);
        else {
          const unescaped = name.replace(/~1/g, '/').replace(/~0/g, '~');
          if (!(unescaped in found) && Object.hasOwn(definitions, unescaped)) {
            found[unescaped] = definitions[unescaped];
            pending.push(definitions[unescaped]);
          }
        }
      }
  }
  return found;
}

module.exports = { answerSchema };

// The JSON Schema Dredd (through Gavel) must check each answer's body against. Dredd's OpenAPI 3 reader passes no
// schema, so without this Dredd compares bodies with the examples' keys only and misses a field of the wrong type
// (the mutation test caught that). Component refs are rewritten to `definitions` so the schema stands alone, and
// the spec's named formats, which Gavel's Ajv 6 refuses as unknown, become their patterns from `x-formats`; `amount`
// (two decimals) has no pattern and is dropped, as Ajv 6's multipleOf is not exact for 0.01.
const { deref } = require('@payments-contract/openapi-vocabulary');
const document = require('./generated/openapi-3.0.json');
const { specPaths } = require('./generated/contract-rules.json');

const dreddPaths = Object.fromEntries(Object.entries(specPaths).map(([dredd, spec]) => [spec, dredd]));

const namedFormats = document['x-formats'] ?? {};
const definitions = rewriteRefs(document.components.schemas);

function rewriteRefs(node) {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!node || typeof node !== 'object') return node;
  const copy = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'format' && typeof value === 'string' && namedFormats[value]) {
      if (namedFormats[value].pattern && node.pattern === undefined) copy.pattern = namedFormats[value].pattern;
      continue;
    }
    copy[key] =
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', '#/definitions/')
        : rewriteRefs(value);
  }
  return copy;
}

/** A response given by `$ref`, read as a JSON Pointer (`~1`/`~0`, own properties only) like the generators read it. */
function resolveResponse(response) {
  return deref(document, response);
}

/** The schema of the JSON answer of `method` on the spec path `template` with `status`, or undefined. */
function answerSchema(method, template, status) {
  const renamed = dreddPaths[template] ?? template;
  const operation = document.paths[renamed]?.[method.toLowerCase()];
  const schema = resolveResponse(operation?.responses?.[status])?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  return { $schema: 'http://json-schema.org/draft-07/schema#', ...rewriteRefs(schema), definitions };
}

module.exports = { answerSchema };

// @ts-check
// The corpus's verdict table, as data. A document not listed here is expected to generate and compile. REFUSED: a
// truly invalid document, expected to be refused naming its JSON pointer. KNOWN_FAILURES: documents that fail today
// because of the validators half (issue 29: Ajv strict mode over the document as written, no OpenAPI → JSON Schema
// translation, no formats registry, recursion, all-or-nothing; being rewritten on another branch), each with the
// reason measured on this branch. A known failure that starts to pass fails the verdict, saying to take it off the
// list, so the list only shrinks as the validators half is fixed; nothing here is marked passing that does not.

/** @type {Record<string, string>} id → the JSON pointer the refusal must name */
export const REFUSED = {};

/**
 * id → why it fails today, measured on 2026-11-25: each is refused by the validators half, and nothing is written.
 * The reason is the first problem only (one run names one today), so a document may show another once it is fixed.
 * @type {Record<string, string>}
 */
export const KNOWN_FAILURES = {
  'oas-examples/3.0/callbacks':
    'validators half: an object schema without type: object (Ajv strictTypes, no implied object type)',
  'oas-examples/3.0/circular-paths':
    "validators half: a recursive schema (Ajv standalone's wrapper errors are not rewritten)",
  'oas-examples/3.0/circular-request-bodies':
    "validators half: a recursive schema (Ajv standalone's wrapper errors are not rewritten)",
  'oas-examples/3.0/circular': "validators half: Ajv strict refuses format 'int32' (no formats registry)",
  'oas-examples/3.0/complex-nesting': 'validators half: nullable without type (no translation of nullable)',
  'oas-examples/3.0/discriminators':
    "validators half: Ajv strict refuses OpenAPI keyword 'discriminator' (no translation layer)",
  'oas-examples/3.0/form-data': "validators half: Ajv strict refuses format 'int32' (no formats registry)",
  'oas-examples/3.0/parameters-extreme': "validators half: Ajv strict refuses format 'int64' (no formats registry)",
  'oas-examples/3.0/petstore-expanded': "validators half: Ajv strict refuses format 'int32' (no formats registry)",
  'oas-examples/3.0/petstore': "validators half: Ajv strict refuses OpenAPI keyword 'xml' (no translation layer)",
  'oas-examples/3.0/polymorphism':
    "validators half: Ajv strict refuses OpenAPI keyword 'discriminator' (no translation layer)",
  'oas-examples/3.0/readme-extensions': "validators half: Ajv strict refuses format 'int64' (no formats registry)",
  'oas-examples/3.0/readme-legacy': "validators half: Ajv strict refuses format 'url' (no formats registry)",
  'oas-examples/3.0/request-examples': "validators half: Ajv strict refuses format 'int32' (no formats registry)",
  'oas-examples/3.0/response-multiple-mediatypes':
    "validators half: Ajv strict refuses format 'string' (no formats registry)",
  'oas-examples/3.0/response-schemas': "validators half: Ajv strict refuses format 'int64' (no formats registry)",
  'oas-examples/3.0/schema-circular':
    "validators half: a recursive schema (Ajv standalone's wrapper errors are not rewritten)",
  'oas-examples/3.0/schema-deprecated': "validators half: Ajv strict refuses format 'int64' (no formats registry)",
  'oas-examples/3.0/schema-types': "validators half: Ajv strict refuses format 'binary' (no formats registry)",
  'oas-examples/3.0/schema-validation':
    'validators half: a boolean exclusiveMaximum (OpenAPI 3.0 style), neither translated nor refused naming its pointer',
  'oas-examples/3.0/star-trek': "validators half: Ajv strict refuses format 'int32' (no formats registry)",
  'oas-examples/3.0/uspto': "validators half: Ajv strict refuses format 'uriref' (no formats registry)",
  'oas-examples/3.1/petstore': "validators half: Ajv strict refuses OpenAPI keyword 'xml' (no translation layer)",
  'oas-examples/3.1/readme-extensions': "validators half: Ajv strict refuses format 'int64' (no formats registry)",
  'oas-examples/3.1/readme': 'validators half: nullable without type (no translation of nullable)',
  'oas-examples/3.1/schema-types':
    "validators half: Ajv strict refuses OpenAPI keyword 'example' (no translation layer)",
  'oas-examples/3.1/schema-validation-local':
    'validators half: a boolean exclusiveMaximum (OpenAPI 3.0 style), neither translated nor refused naming its pointer',
  'oas-examples/3.1/schema-validation-top-level':
    'validators half: a boolean exclusiveMaximum (OpenAPI 3.0 style), neither translated nor refused naming its pointer',
  'oas-examples/3.1/train-travel': "validators half: Ajv strict refuses OpenAPI keyword 'xml' (no translation layer)",
  'oas-examples/3.1/webhooks':
    'validators half: an object schema without type: object (Ajv strictTypes, no implied object type)',
  'scalar-galaxy': "validators half: Ajv strict refuses format 'int64' (no formats registry)",
  'github-rest': "validators half: Ajv strict refuses format 'uri-template' (no formats registry)",
  'github-webhooks': "validators half: Ajv strict refuses format 'int64' (no formats registry)",
};

/**
 * Whether an outcome is what the table expects of a document, and what to say either way.
 * @param {string} id @param {import('./run.js').Outcome} measured
 * @returns {{ ok: boolean, expected: string, says: string }}
 */
export function judge(id, measured) {
  const refused = REFUSED[id];
  if (refused !== undefined) {
    const ok = measured.outcome === 'refused' && measured.pointer === refused;
    return { ok, expected: `refused naming #${refused}`, says: ok ? 'as expected' : describe(measured) };
  }
  const known = KNOWN_FAILURES[id];
  if (known !== undefined) {
    const ok = measured.outcome !== 'compiled';
    return {
      ok,
      expected: `known failure (${known})`,
      says: ok ? describe(measured) : 'now generates and compiles: take it off KNOWN_FAILURES',
    };
  }
  const ok = measured.outcome === 'compiled';
  return { ok, expected: 'generates and compiles', says: ok ? 'as expected' : describe(measured) };
}

/** @param {import('./run.js').Outcome} measured */
function describe({ outcome, detail, pointer }) {
  return `${outcome}${pointer === undefined ? '' : ` at #${pointer}`}: ${detail}`;
}

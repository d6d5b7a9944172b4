// @ts-check
// An Ajv (JSON Schema 2020-12, strict) that knows the bundled document: its component schemas resolve by
// `#/components/schemas/…`, its named formats are checked, and its `x-` annotations are accepted as keywords.

import { formatChecks, standardChecks } from '@payments-contract/validator-runtime';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { declareDocumentKeywords } from '../../generators/shared/document-keywords.js';

const SPEC_ID = 'https://payments-contract.local/openapi.json';

/** @param {any} document */
export function createSpecAjv(document, options = {}) {
  // Strict, except that a `required` may name a property declared by a sibling in allOf: composing a shared shape
  // with extra requirements is how the document narrows schemas without repeating them. And a `prefixItems` may name
  // only an array's first element (POST /checkout's `type`: "Only the first element is used").
  const ajv = new Ajv2020({ strict: true, strictRequired: false, strictTuples: false, allErrors: true, ...options });
  // The same format checks as the generated validators (one source): the standard formats exactly as their RFCs say,
  // not ajv-formats' looser reading (a space for "T", any offset), and the document's named formats.
  const checks = { ...standardChecks, ...formatChecks(document['x-formats'] ?? {}) };
  for (const [name, check] of Object.entries(checks)) ajv.addFormat(name, /** @type {any} */ (check));
  declareDocumentKeywords(ajv, document);
  ajv.addSchema(document, SPEC_ID);
  return {
    ajv,
    /** The validator of the schema at a JSON pointer into the document (`#/paths/~1single/get/…`). */
    /** @param {string} pointer */
    validatorAt(pointer) {
      const validate = ajv.getSchema(`${SPEC_ID}${pointer}`);
      if (!validate) throw new Error(`No schema at ${pointer}`);
      return validate;
    },
  };
}

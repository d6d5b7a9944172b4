// @ts-check
// One Ajv (JSON Schema 2020-12, strict, formats from the runtime's own checks) holding both readings of the
// document, and standalone ESM code for a set of its schemas with the run-time imports that code needs.

import { formatChecks, openapiFormats, standardChecks } from '@payments-contract/validator-runtime';
import { _ } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { declareDocumentKeywords } from '../shared/document-keywords.js';

export const CLOSED = 'closed';
export const TOLERANT = 'tolerant';

// Ajv gathers a called validator's errors with `vErrors = vErrors.concat(callee.errors)`, which copies every error
// so far at each call: an array whose every item fails costs O(n²) (200 000 bad items took two minutes). The same
// statement, appending in place, is linear.
// A recursive schema's function is called through its wrapper (`wrapper0.validate`), gathered the same way.
const GATHER =
  /vErrors = vErrors === null \? (validate\d+|wrapper\d+\.validate)\.errors : vErrors\.concat\(\1\.errors\)/g;

/** @param {string} code */
export function appendInPlace(code) {
  const rewritten = code.replace(
    GATHER,
    (_, callee) =>
      `if(vErrors === null){vErrors = ${callee}.errors.slice();}else{for(const calleeError of ${callee}.errors){vErrors.push(calleeError);}}`,
  );
  if (rewritten.includes('.concat('))
    throw new Error('standalone code gathers errors in a way the generator does not rewrite');
  return rewritten;
}

/** The formats the validators check, by name: the registry's, JSON Schema's, then the document's own. */
/** @param {any} document */
export function knownFormats(document) {
  return { ...openapiFormats, ...standardChecks, ...formatChecks(document['x-formats'] ?? {}) };
}

/** @param {any} closed @param {any} tolerant */
export function createCompiler(closed, tolerant) {
  const ajv = new Ajv2020({
    strict: true,
    strictRequired: false,
    // A type's keywords apply to values of that type only (JSON Schema 2020-12 §7.6.1): `maxLength` beside a
    // `oneOf` of a string and a number is legal and means what it says, so it is not refused.
    strictTypes: false,
    // `prefixItems` may name only the first element (POST /checkout: "Only the first element is used").
    strictTuples: false,
    // 3.1's `type: [string, null]` (and 3.0's `nullable`, translated to it) is a legal union of types.
    allowUnionTypes: true,
    // OpenAPI's `discriminator` selects the oneOf branch, where the translation kept it (translate/discriminator.js).
    discriminator: true,
    allErrors: true,
    // Each component compiles once per module, as a function its users call, rather than inlined at every use.
    inlineRefs: true,
    code: { source: true, esm: true, optimize: true, formats: _`formats` },
  });
  const checks = knownFormats(closed);
  for (const [name, check] of Object.entries(checks)) ajv.addFormat(name, /** @type {any} */ (check));
  declareDocumentKeywords(ajv, closed);
  ajv.addSchema(closed, CLOSED);
  ajv.addSchema(tolerant, TOLERANT);

  /**
   * Standalone ESM exporting each named schema (`{ body: 'closed#/paths/…' }`), importing the runtime's formats
   * and string length instead of Ajv's, so that Ajv stays a build-time dependency.
   * @param {Record<string, string>} refs
   */
  function moduleFor(/** @type {Record<string, string>} */ refs, formatsImport = './formats.js') {
    for (const ref of Object.values(refs)) if (!ajv.getSchema(ref)) throw new Error(`no schema at ${ref}`);
    // Ajv's emitter writes a validator again for every export that reaches it, so each distinct schema is exported
    // once and the other names are aliases of it.
    /** @type {Map<string, string>} */
    const firstNameOf = new Map();
    for (const [name, ref] of Object.entries(refs)) if (!firstNameOf.has(ref)) firstNameOf.set(ref, name);
    const unique = Object.fromEntries([...firstNameOf].map(([ref, name]) => [name, ref]));
    const aliases = Object.entries(refs)
      .filter(([name, ref]) => firstNameOf.get(ref) !== name)
      .map(([name, ref]) => `export { ${firstNameOf.get(ref)} as ${name} };`);
    const emitted = `${standaloneCode.default(ajv, unique)}\n${aliases.join('\n')}`;
    // Deep equality (uniqueItems, const and enum over objects) comes from the runtime, like the string length.
    const needsEqual = emitted.includes('require("ajv/dist/runtime/equal")');
    const code = emitted
      .replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, 'ucs2length')
      .replace(/require\("ajv\/dist\/runtime\/equal"\)\.default/g, 'equal');
    if (/require\(/.test(code))
      throw new Error(`standalone code still requires a module: ${code.match(/require\([^)]*\)/)?.[0]}`);
    const appended = appendInPlace(code);
    const imports = [
      /\bformats[.[]/.test(code) ? `import { formats } from ${JSON.stringify(formatsImport)};` : '',
      code.includes('ucs2length') ? `import { ucs2length } from "@payments-contract/validator-runtime";` : '',
      needsEqual ? `import { equal } from "@payments-contract/validator-runtime";` : '',
    ];
    return `${imports.filter(Boolean).join('\n')}\n${appended.replace(/^"use strict";/, '')}\n`;
  }
  // The Ajv itself goes along, for the benchmark that compares the standalone code with it.
  return Object.assign(moduleFor, { ajv });
}

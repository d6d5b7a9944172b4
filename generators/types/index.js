// @ts-check
// The client's types: openapi-typescript's `paths`, `webhooks`, `components` and `operations` for the bundled
// document. One entry function; the text is a pure function of the document.

import { createRequire } from 'node:module';
import { SpecError } from '@payments-contract/openapi-vocabulary';
import { withMappingRefs } from '../shared/discriminator-mapping.js';
import { withDeepRefsResolved } from './deep-refs.js';
import { inheritedNames } from './inherited-names.js';
import { nullOnlyType } from './null-only.js';
import { openEnumType } from './open-enum.js';

// openapi-typescript's CommonJS build, and through it TypeScript's: an ES module import of TypeScript (CommonJS,
// 9 MB) has Node look through its source for exports before running it, which took about as long again as
// loading it (openapi-typescript loaded in 1.9 s of CPU as an ES module, 1.0 s as CommonJS; issue 29).
/** @type {typeof import('openapi-typescript')} */
const { default: openapiTS, astToString } = createRequire(import.meta.url)('openapi-typescript');

/**
 * @param {Record<string, unknown>} document
 * @param {(what: string, reason: string) => void} [warn] told what is written but does not compile
 * @returns {Promise<string>}
 */
export async function generateTypes(document, warn = () => {}) {
  try {
    return await typesOf(document, warn);
  } catch (error) {
    const [first, ...others] = inheritedNames(document);
    if (first === undefined) throw error;
    const names = [first, ...others];
    throw new SpecError(
      first,
      `openapi-typescript cannot read a name that is also a method of Object.prototype (${names.map((at) => `#${at}`).join(', ')}): it stops with "${error instanceof Error ? error.message : error}"; rename it`,
    );
  }
}

/** @param {Record<string, unknown>} document @param {(what: string, reason: string) => void} warn */
async function typesOf(document, warn) {
  const recursive = (/** @type {string} */ ref) =>
    warn(
      `#${ref.slice(1)}`,
      'a $ref inside a component that refers back to itself: openapi-typescript types it by a member its own types lack, so client/schema.ts will not compile under tsc (TS2339); make it a component of its own (#/components/schemas/…)',
    );
  const ast = await openapiTS(/** @type {any} */ (withMappingRefs(withDeepRefsResolved(document, recursive))), {
    exportType: true,
    // Its problems reach the user as the error it throws, in one place, not also as its own lines on stderr.
    silent: true,
    alphabetize: false,
    // A field with a default may be left out of a request (the service fills it in), so it stays optional.
    defaultNonNullable: false,
    // An object schema without properties is open (the service's shape is not shown), not empty.
    emptyObjectsUnknown: true,
    // Open enums keep their known values as suggestions and accept any other string (see open-enum.js); a schema
    // that admits no value is `never` (null-only.js).
    transform: (schema) => openEnumType(schema) ?? nullOnlyType(schema),
  });
  return astToString(ast);
}

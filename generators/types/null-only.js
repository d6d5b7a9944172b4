// @ts-check
// JSON Schema 2020-12 §10.2.1: `type` and `oneOf`/`anyOf` beside it both apply. A schema whose `type` is `null` and
// whose every branch declares another type admits no value at all (APIs.guru's Vercel spec: `type: 'null'` beside a
// `oneOf` of string, number, boolean, object and an array of itself, a 3.0 `nullable` converted wrongly).
// openapi-typescript writes `null & (string | … | Self[])`, which TypeScript reduces to `never`, except when a
// branch names the schema itself: then it stops with TS2502 (circular type annotation). So it is written `never`.
import { createRequire } from 'node:module';

// By require, as index.js loads it: an ES module import would load openapi-typescript's ES build a second time.
const { NEVER } = createRequire(import.meta.url)('openapi-typescript');

/** Whether a branch declares a type and null is not among it. @param {any} branch */
const excludesNull = (branch) =>
  (typeof branch?.type === 'string' && branch.type !== 'null') ||
  (Array.isArray(branch?.type) && branch.type.length > 0 && !branch.type.includes('null'));

/** openapi-typescript's `transform` hook: `never` for such a schema, or undefined to leave a schema to it. */
/** @param {any} schema @returns {import('typescript').TypeNode | undefined} */
export function nullOnlyType(schema) {
  if (schema?.type !== 'null') return undefined;
  const branches = [schema.oneOf, schema.anyOf].filter(Array.isArray);
  if (branches.length === 0 || !branches.some((list) => list.length > 0 && list.every(excludesNull))) return undefined;
  return NEVER;
}

// @ts-check
// Open enums (the convention in openapi/descriptions/introduction.md, "Open enums"): a schema with
// `x-enum-open: true` is `anyOf: [{ type: string, enum: [known…] }, { type: string }]`. openapi-typescript would
// print `'a' | 'b' | string`, which TypeScript collapses to `string` and so loses the suggestions; this transform
// prints `'a' | 'b' | (string & {})` instead, so known values are suggested and any other string still compiles.
// openapi-fetch's Readable<> maps that `string & {}` into an object, and no other spelling survives it (every form
// that keeps the literals is an object type; template-literal forms absorb them), so the client reads answers through
// its own Readable (packages/client/src/answer-types.ts; issue 24).
import { createRequire } from 'node:module';

// Both by require, as index.js loads openapi-typescript: an ES module import would load openapi-typescript's ES build
// a second time and make Node scan TypeScript's 9 MB CommonJS for its export names (issue 29's generation time).
const load = createRequire(import.meta.url);
/** @type {typeof import('openapi-typescript')} */
const { STRING, tsIntersection, tsLiteral, tsUnion } = load('openapi-typescript');
/** @type {typeof import('typescript')} */
const ts = load('typescript');

/** The known values of an open enum, or undefined when the schema is not one. */
/** @param {any} schema @returns {string[] | undefined} */
export function openEnumValues(schema) {
  if (schema?.['x-enum-open'] !== true || !Array.isArray(schema.anyOf)) return undefined;
  const known = schema.anyOf.find((/** @type {any} */ branch) => Array.isArray(branch?.enum));
  if (!known) throw new Error(`x-enum-open: the schema has no anyOf branch listing the known values`);
  const values = known.enum;
  const bad = values.find((/** @type {unknown} */ v) => typeof v !== 'string');
  if (bad !== undefined) throw new Error(`x-enum-open: known value ${JSON.stringify(bad)} is not a string`);
  return values;
}

/** openapi-typescript's `transform` hook: the type of an open enum, or undefined to leave a schema to it. */
/** @param {any} schema @returns {import('typescript').TypeNode | undefined} */
export function openEnumType(schema) {
  const values = openEnumValues(schema);
  if (!values) return undefined;
  // `string & {}` is any string, but TypeScript does not merge it with the literals, so editors still offer them.
  const anyOtherString = tsIntersection([STRING, ts.factory.createTypeLiteralNode([])]);
  return tsUnion([...values.map((value) => tsLiteral(value)), anyOtherString]);
}

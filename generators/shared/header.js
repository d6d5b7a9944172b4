// @ts-check
// The first lines of every generated file.
export const GENERATED_HEADER = `/**
 * Generated from the payments service's OpenAPI document (packages/spec) by payments-contract's generators.
 * Do not edit: change the spec or the generator, then run \`npm run generate\`.
 */

`;

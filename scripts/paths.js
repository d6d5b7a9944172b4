// @ts-check
// Where the repository's own scripts (bundle, generate, spec-diff) read and write, resolved from this file so that
// every command works from any working directory.
import { fileURLToPath } from 'node:url';

/** @param {string} relative */
const fromRoot = (relative) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

export const repoRoot = fromRoot('');
export const specRoot = fromRoot('openapi/openapi.yaml');
export const redoclyConfig = fromRoot('redocly.yaml');
export const specPackage = fromRoot('packages/spec');

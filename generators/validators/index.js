// @ts-check
// The validators package's generated code: Ajv standalone modules for every operation, notification and component
// schema (modules.js), and the wrappers, registry, formats and types around them (wrappers.js). The two halves load
// different tools (Ajv, ts-morph), so `npm run generate` runs them in parallel; this entry runs both.
import { generateValidatorModules } from './modules.js';
import { generateValidatorWrappers } from './wrappers.js';

export { generateValidatorModules, generateValidatorWrappers };

/** Every generated file of the validators package, by path relative to its generated folder. */
/** @param {any} document @param {{ typesFrom: string }} options @returns {Record<string, string>} */
export function generateValidators(document, options) {
  return { ...generateValidatorModules(document), ...generateValidatorWrappers(document, options) };
}

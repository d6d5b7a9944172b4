// @ts-check
// The validators package's generated code: Ajv standalone modules for every operation, notification and component
// schema (modules.js), then the wrappers, registry, formats and types around them (wrappers.js), which name what
// the modules could not build.
import { generateValidatorModules } from './modules.js';
import { generateValidatorWrappers } from './wrappers.js';

export { generateValidatorModules, generateValidatorWrappers };

/**
 * Every generated file of the validators package, by path relative to its generated folder.
 * @param {any} document @param {{ typesFrom: string } & import('./modules.js').ModulesContext} options
 * @returns {Record<string, string>}
 */
export function generateValidators(document, options) {
  const { files, ...built } = generateValidatorModules(document, options);
  return { ...files, ...generateValidatorWrappers(document, built, options) };
}

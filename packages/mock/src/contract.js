// @ts-check
// The contract the front door checks requests by, and the one Prism serves: the bundled spec, with its precompiled
// validators (nothing compiled, the mock starts fast), or a team's changed copy (`startMock({ spec })`). For a copy,
// every request check follows the copy, not the bundled spec (issue 31: a field the team added was refused): its
// routes, its signed operations (`x-signature`) and its idempotent methods are read from it, and its request
// validators compiled from it at start by the generators' own compiler (the same translation, readings and formats
// as the precompiled ones), so that no rule is stated twice.
import { IDEMPOTENT_METHODS, idempotentMethodsOf, matchRoute, routesOf } from '@payments-contract/simulator/front';
import { validateParameters, validateRequest } from '@payments-contract/validators';

/**
 * @typedef {{
 *   match: (method: string, path: string) => ReturnType<typeof matchRoute>,
 *   validators: import('@payments-contract/simulator/front').RequestValidators,
 *   idempotentMethods: Set<string>,
 * }} Contract
 */

/** The bundled spec's contract: its routes and precompiled validators. @type {Contract} */
export const BUNDLED = {
  match: (method, path) => matchRoute(method, path),
  validators: { validateParameters, validateRequest },
  idempotentMethods: IDEMPOTENT_METHODS,
};

/**
 * The contract of a spec file (JSON or YAML; split files are bundled), read and compiled once. The generators are
 * loaded only here, so a mock of the bundled spec never loads Ajv's compiler.
 * @param {string} file @returns {Promise<Contract>}
 */
export async function contractOf(file) {
  const [{ readSpec }, { compileRequestChecks }] = await Promise.all([
    import('@payments-contract/generators/generate'),
    import('@payments-contract/generators/validators/run-time'),
  ]);
  const document = await readSpec(file);
  const routes = routesOf(document);
  return {
    match: (method, path) => matchRoute(method, path, routes),
    validators: compileRequestChecks(document),
    idempotentMethods: idempotentMethodsOf(document),
  };
}

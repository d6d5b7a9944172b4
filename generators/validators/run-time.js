// @ts-check
// The request checks of any copy of the document, compiled at run time: the same readings (translate/, then the
// closed reading of transform.js), the same plan (plan.js) and the same Ajv options and formats (compile.js) as the
// precompiled validators, shaped into results by the same run-time `check`. A server handed a team's changed spec
// (the mock's `startMock({ spec })`) then checks requests by that spec, with no second statement of any rule.
import { check, checkParameters, declaredHeaders } from '@payments-contract/validator-runtime';
import { createCompiler } from './compile.js';
import { readingsOf } from './modules.js';

/** @typedef {ReturnType<typeof check>} Result */

/**
 * `validateRequest` and `validateParameters` for every operation of `document`, with the signatures of
 * `@payments-contract/validators`' own (an operation is named "METHOD /path"). Every request schema is compiled
 * here, so that a schema Ajv refuses fails now, naming where it is, rather than on the first request.
 * @param {any} document an OpenAPI 3.0 or 3.1 document, bundled (local `$ref`s only)
 */
export function compileRequestChecks(document) {
  const { plan, closed } = readingsOf(document);
  const { ajv } = createCompiler(closed);
  /** @type {Map<string, { body?: any, parameters: Record<string, any>, headers: Record<string, string> }>} */
  const operations = new Map();
  for (const operation of plan.operations) {
    /** @param {string} name */
    const compiled = (name) => {
      try {
        return ajv.getSchema(operation.refs[name] ?? '');
      } catch (error) {
        const where = operation.sources[name] ?? operation.refs[name];
        throw new Error(
          `${operation.key}: the schema at #${where} does not compile (${/** @type {Error} */ (error).message})`,
        );
      }
    };
    operations.set(operation.key, {
      ...(operation.hasBody ? { body: compiled('body') } : {}),
      parameters: Object.fromEntries(operation.parameters.map((location) => [location, compiled(location)])),
      headers: operation.headers,
    });
  }
  /** @param {string} key */
  const operation = (key) => {
    const found = operations.get(key);
    if (!found) throw new TypeError(`No operation '${key}' in the given spec (expected "METHOD /path").`);
    return found;
  };
  return {
    /** @param {string} key @param {unknown} body @returns {Result} */
    validateRequest(key, body) {
      const { body: validate } = operation(key);
      if (!validate) throw new TypeError(`${key} takes no request body`);
      return check(validate, body, undefined, 'request body');
    },
    /** @param {string} key @param {'path' | 'query' | 'header'} location @param {unknown} values @returns {Result} */
    validateParameters(key, location, values) {
      const { parameters, headers } = operation(key);
      const validate = parameters[location];
      if (!validate) throw new TypeError(`${key} has no parameters in ${location}`);
      const given = location === 'header' ? declaredHeaders(/** @type {any} */ (values), headers) : values;
      return checkParameters(validate, given, `${location} parameters`);
    },
  };
}

// @ts-check
// The control routes' input, checked against their one description, control.openapi.yaml (which the behaviour
// workflows read too): each route's request body schema compiled once with Ajv, errors shaped as the service's
// request checks shape them (validator-runtime), so a refused control answers 400 in the same envelope.
import { decodePathParameter, operationsOf, pathTemplate, pointer } from '@payments-contract/openapi-vocabulary';
import { check, standardChecks } from '@payments-contract/validator-runtime';
import { Ajv } from 'ajv';
import { controlDocument } from './generated/control-openapi.js';

const DOCUMENT = 'control';
/** @type {any} */
export const controlSpec = controlDocument;

const ajv = new Ajv({ allErrors: true, strict: false, strictNumbers: true, multipleOfPrecision: 9 });
for (const [name, format] of Object.entries(standardChecks))
  ajv.addFormat(name, /** @type {import('ajv').Format} */ ({ type: format.type, validate: format.validate }));
ajv.addSchema(controlSpec, DOCUMENT);

/**
 * @typedef {{ template: string, method: string, path: import('@payments-contract/openapi-vocabulary').PathTemplate,
 *   validate?: import('ajv').ValidateFunction, bodyRequired: boolean }} ControlRoute
 */

/** @returns {ControlRoute[]} */
function readRoutes() {
  /** @type {ControlRoute[]} */
  const routes = [];
  for (const { method, path: template, operation, pointer: at } of operationsOf(controlSpec)) {
    const body = operation.requestBody?.content?.['application/json'];
    const schema = `${DOCUMENT}#${at}${pointer('requestBody', 'content', 'application/json', 'schema')}`;
    routes.push({
      template,
      method: method.toUpperCase(),
      path: pathTemplate(template),
      ...(body ? { validate: ajv.compile({ $ref: schema }) } : {}),
      bodyRequired: Boolean(operation.requestBody?.required),
    });
  }
  return routes;
}

const routes = readRoutes();

/**
 * The control route of a request and its path parameter, or undefined when the control routes have none.
 * @param {string} method @param {string} path
 */
export function matchControl(method, path) {
  for (const route of routes) {
    const found = route.path.match(path);
    if (found && route.method === method) return { route, id: decodePathParameter(found.id ?? '') };
  }
  return undefined;
}

/**
 * The problems of a control body (parsed JSON, or undefined when none was sent) against its route's schema.
 * @param {ControlRoute} route @param {unknown} body @returns {string[]}
 */
export function controlProblems(route, body) {
  if (!route.validate) return body === undefined ? [] : ['request body is not allowed here'];
  if (body === undefined) return route.bodyRequired ? ['request body is required (a JSON object)'] : [];
  const result = check(route.validate, body, undefined, 'request body');
  return result.ok ? [] : result.errors.map((/** @type {{ message: string }} */ e) => e.message);
}

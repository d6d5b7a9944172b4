// @ts-check
// The operations of the spec, read at run time from the bundled document (packages/spec), or from a document a
// front is given (the mock's `startMock({ spec })`: a team's changed copy), so that a path, a
// parameter or a status added by the spec needs no edit here: each route knows its template, its key for the
// generated validators ("POST /single"), its query parameters' types (query strings are text until coerced), its
// success status and whether it is signed (`x-signature`). Operations and `$ref`s are read through the one OpenAPI
// vocabulary the generators use (issue 23): every 3.1 method, JSON Pointers unescaped, own properties only.
import { decodePathParameter, deref, operationsOf, pathTemplate } from '@payments-contract/openapi-vocabulary';
import { spec as bundled } from './spec.js';

/**
 * @typedef {{ key: string, method: string, template: string, operationId: string,
 *   path: import('@payments-contract/openapi-vocabulary').PathTemplate, names: string[], queryTypes: Record<string, string>, success: number, statuses: string[],
 *   signature: any, hasBody: boolean, scopes: string[] }} Route
 */

/**
 * The routes of a document: the bundled one by default, or any bundled OpenAPI document (local `$ref`s only).
 * @param {any} [spec] @returns {Route[]}
 */
export function routesOf(spec = bundled) {
  /** @type {Route[]} */
  const routes = [];
  for (const { method, path: template, pathItem, operation, pointer } of operationsOf(spec)) {
    /** @type {Record<string, string>} */
    const queryTypes = {};
    const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])];
    for (const parameter of parameters.map((node) => deref(spec, node, pointer))) {
      if (parameter.in === 'query')
        queryTypes[parameter.name] = deref(spec, parameter.schema, pointer)?.type ?? 'string';
    }
    const statuses = Object.keys(operation.responses ?? {});
    const path = pathTemplate(template);
    routes.push({
      key: `${method.toUpperCase()} ${template}`,
      method: method.toUpperCase(),
      template,
      operationId: operation.operationId,
      path,
      names: path.names,
      queryTypes,
      success: Number(statuses.find((s) => s.startsWith('2')) ?? 200),
      statuses,
      signature: operation['x-signature'],
      hasBody: Boolean(operation.requestBody),
      scopes: operation['x-required-scopes'] ?? [],
    });
  }
  return routes;
}

export const routes = routesOf();

/**
 * The route of a request and its path parameters, or why there is none.
 * @param {string} method @param {string} path @param {Route[]} [among] the routes to match (the bundled spec's)
 * @returns {{ route: Route, params: Record<string, string> } | { missing: 'path' | 'method' }}
 */
export function matchRoute(method, path, among = routes) {
  let pathKnown = false;
  for (const route of among) {
    const found = route.path.match(path);
    if (!found) continue;
    pathKnown = true;
    if (route.method !== method) continue;
    // decoded, or as given when its escapes are malformed (then the uuid check refuses it)
    const params = Object.fromEntries(Object.entries(found).map(([name, text]) => [name, decodePathParameter(text)]));
    return { route, params };
  }
  return { missing: pathKnown ? 'method' : 'path' };
}

export { bundled as spec };

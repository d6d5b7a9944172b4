// @ts-check
// An OpenAPI 3.0 copy of the bundle for Dredd, whose parser reads neither OpenAPI 3.1 nor parameter names with
// other than letters, digits and underscores. Generated, never hand-edited. What it changes, and why:
//  - `openapi: 3.0.3`; `webhooks`, `info.summary` and `license.identifier` (3.1 only) are dropped;
//  - `const` becomes a one-value `enum`, schema `examples` become `example`;
//  - if/then/else, contains and prefixItems (not in 3.0) are dropped, so Dredd checks less than the 3.1 document
//    says about POST /checkout, POST /frequent and the checkout payment's conditional requirements;
//  - a `$ref` with siblings becomes `allOf: [{ $ref }]` with the siblings;
//  - path parameters are renamed to letters and digits (`capture-uuid` → `captureuuid`) in the template too, and
//    header parameters are dropped (the contract run's hooks send AccountId, ApiKey, Idempotency-Key, Signature);
//  - a required path parameter without an example gets the example of its format (a uuid);
//  - response headers the spec does not mark required are dropped: Dredd expects every declared header, and
//    X-Service-Should-Retry and Idempotency-Replay may be absent (Content-Type is still checked).

import { deref } from '@payments-contract/openapi-vocabulary';
import { contractRules } from './rules.js';

const DROPPED_KEYWORDS = new Set([
  'if',
  'then',
  'else',
  'contains',
  'prefixItems',
  '$schema',
  '$id',
  'unevaluatedProperties',
]);
const SCHEMA_MAPS = new Set(['properties']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);
const SCHEMA_SLOTS = new Set(['items', 'additionalProperties', 'not']);
const EXAMPLE_UUID = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';

/** @param {any} schema @returns {any} */
export function downgradeSchema(schema) {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  /** @type {Record<string, any>} */
  const node = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED_KEYWORDS.has(key)) continue;
    if (key === 'const') node.enum = [value];
    else if (key === 'examples' && Array.isArray(value)) node.example = value[0];
    else if (SCHEMA_MAPS.has(key))
      node[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, downgradeSchema(v)]));
    else if (SCHEMA_LISTS.has(key)) node[key] = value.map(downgradeSchema);
    else if (SCHEMA_SLOTS.has(key)) node[key] = downgradeSchema(value);
    else node[key] = value;
  }
  if (node.$ref && Object.keys(node).length > 1) {
    const { $ref, ...siblings } = node;
    return { ...siblings, allOf: [{ $ref }, ...(siblings.allOf ?? [])] };
  }
  return node;
}

const simpleName = (/** @type {string} */ name) => name.replace(/[^A-Za-z0-9_]/g, '');

/** @param {any} parameter */
function downgradeParameter(parameter) {
  const schema = downgradeSchema(parameter.schema);
  const renamed = { ...parameter, name: parameter.in === 'path' ? simpleName(parameter.name) : parameter.name, schema };
  if (renamed.in === 'path' && renamed.example === undefined)
    renamed.example = schema?.format === 'uuid' ? EXAMPLE_UUID : 'x';
  return renamed;
}

/** A parameter given by `$ref`, read as a JSON Pointer (`~1`/`~0`, own properties only; shared vocabulary). */
/** @param {any} document @param {any} parameter */
function resolveParameter(document, parameter) {
  return deref(document, parameter);
}

/** @param {any} media */
function downgradeContent(media) {
  if (!media || typeof media !== 'object') return media;
  const { headers, ...rest } = media;
  const required = Object.entries(headers ?? {}).filter(([, header]) => header?.required === true);
  const kept = required.length ? { headers: Object.fromEntries(required) } : {};
  if (!rest.content) return { ...rest, ...kept };
  return {
    ...rest,
    ...kept,
    content: Object.fromEntries(
      Object.entries(rest.content).map(([type, m]) => [type, { ...m, schema: downgradeSchema(m.schema) }]),
    ),
  };
}

/** @param {any} document @returns {Record<string, any>} */
export function downgradeForDredd(document) {
  const { webhooks: _webhooks, ...rest } = document;
  const { summary: _summary, license, ...info } = document.info;
  const { identifier: _identifier, ...licence } = license ?? {};
  /** @type {Record<string, any>} */
  const paths = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const template = path.replace(/\{([^}]+)\}/g, (_, name) => `{${simpleName(name)}}`);
    /** @type {Record<string, any>} */
    const downgraded = {};
    for (const [key, value] of Object.entries(item)) {
      if (key === 'parameters') {
        downgraded.parameters = value
          .map((/** @type {any} */ p) => downgradeParameter(resolveParameter(document, p)))
          .filter((/** @type {any} */ p) => p.in !== 'header');
      } else if (value && typeof value === 'object' && 'responses' in value) {
        const parameters = (value.parameters ?? [])
          .map((/** @type {any} */ p) => resolveParameter(document, p))
          .filter((/** @type {any} */ p) => p.in !== 'header');
        downgraded[key] = {
          ...value,
          parameters: parameters.map(downgradeParameter),
          ...(value.requestBody ? { requestBody: downgradeContent(value.requestBody) } : {}),
          responses: Object.fromEntries(Object.entries(value.responses).map(([s, r]) => [s, downgradeContent(r)])),
        };
      } else downgraded[key] = value;
    }
    paths[template] = downgraded;
  }
  // A spec may have no components at all (OpenAPI 3.1 makes `components` optional).
  const given = document.components ?? {};
  const components = {
    ...given,
    schemas: Object.fromEntries(Object.entries(given.schemas ?? {}).map(([k, v]) => [k, downgradeSchema(v)])),
    responses: Object.fromEntries(Object.entries(given.responses ?? {}).map(([k, v]) => [k, downgradeContent(v)])),
    parameters: Object.fromEntries(Object.entries(given.parameters ?? {}).map(([k, v]) => [k, downgradeParameter(v)])),
  };
  return { ...rest, openapi: '3.0.3', info: { ...info, ...(license ? { license: licence } : {}) }, paths, components };
}

/** @param {any} document @returns {Record<string, string>} */
export function generateDreddDocument(document) {
  return {
    'openapi-3.0.json': `${JSON.stringify(downgradeForDredd(document), null, 2)}\n`,
    'contract-rules.json': `${JSON.stringify(contractRules(document), null, 2)}\n`,
  };
}

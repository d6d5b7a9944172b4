// @ts-check
// What gets a validator: every operation's request body and parameters, every answer per status, every
// notification, every component schema. Each entry names the schemas (by pointer into the closed or tolerant
// reading) that its standalone module exports. Parameters and strict component roots get synthetic schemas,
// added to both readings under `x-exports`.
import { CLOSED, TOLERANT } from './compile.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9]*$/;
const esc = (/** @type {string} */ key) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const JSON_MEDIA = 'application~1json';

/** @param {string} name */
export function identifier(name) {
  if (!IDENTIFIER.test(name)) throw new Error(`'${name}' cannot name a generated validator (letters and digits only)`);
  return name;
}

/**
 * The schema refs of a media type: when its schema is a bare $ref to a component (as every error answer's is), the
 * component's own, so that every status answering with it shares one compiled function.
 * @param {any} media @param {string} pointer
 */
function mediaRefs(media, pointer) {
  const ref = media?.schema?.$ref;
  if (typeof ref === 'string' && Object.keys(media.schema).length === 1 && ref.startsWith('#/components/schemas/')) {
    const name = ref.split('/').pop();
    return { tolerant: `${TOLERANT}${ref}`, closed: `${CLOSED}#/x-exports/schemas/${name}` };
  }
  return { tolerant: `${TOLERANT}${pointer}`, closed: `${CLOSED}${pointer}` };
}

/** @param {any} document @param {any} response @param {string} pointer */
function responsePointer(document, response, pointer) {
  if (typeof response?.$ref === 'string')
    return { node: document.components.responses[response.$ref.split('/').pop()], pointer: response.$ref };
  return { node: response, pointer };
}

/** Synthetic object schemas for an operation's parameters, by location. */
/** @param {any} document @param {any} pathItem @param {any} operation */
function parameterSchemas(document, pathItem, operation) {
  /** @type {Record<string, any>} */
  const byLocation = {};
  for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = typeof raw.$ref === 'string' ? document.components.parameters[raw.$ref.split('/').pop()] : raw;
    byLocation[parameter.in] ??= { type: 'object', properties: {}, required: [] };
    const location = byLocation[parameter.in];
    location.properties[parameter.name] = parameter.schema ?? {};
    if (parameter.required) location.required.push(parameter.name);
  }
  // Unknown path and query parameters are refused; a request carries many headers besides the declared ones.
  for (const [location, schema] of Object.entries(byLocation)) schema.additionalProperties = location === 'header';
  return byLocation;
}

/** @param {any} document */
export function planValidators(document) {
  /** @type {Record<string, any>} */
  const exports = { operations: {}, schemas: {} };
  const operations = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const id = identifier(operation.operationId);
      const base = `#/paths/${esc(path)}/${method}`;
      /** @type {Record<string, string>} */
      const refs = {};
      const responses = [];
      const requestMedia = operation.requestBody?.content?.['application/json'];
      if (requestMedia) refs.body = mediaRefs(requestMedia, `${base}/requestBody/content/${JSON_MEDIA}/schema`).closed;
      const parameters = parameterSchemas(document, pathItem, operation);
      exports.operations[id] = parameters;
      for (const location of Object.keys(parameters))
        refs[location] = `${CLOSED}#/x-exports/operations/${id}/${location}`;
      for (const [status, raw] of Object.entries(operation.responses ?? {})) {
        const { node, pointer } = responsePointer(document, raw, `${base}/responses/${status}`);
        if (!node?.content?.['application/json']) continue;
        const { tolerant, closed } = mediaRefs(
          node.content['application/json'],
          `${pointer}/content/${JSON_MEDIA}/schema`,
        );
        refs[`response_${status}`] = tolerant;
        refs[`response_${status}_drift`] = closed;
        responses.push(status);
      }
      operations.push({
        id,
        key: `${method.toUpperCase()} ${path}`,
        refs,
        responses,
        parameters: Object.keys(parameters),
        hasBody: 'body' in refs,
      });
    }
  }
  const notifications = Object.entries(document.webhooks ?? {}).map(([name, item]) => {
    const { tolerant, closed } = mediaRefs(
      item.post?.requestBody?.content?.['application/json'],
      `#/webhooks/${esc(name)}/post/requestBody/content/${JSON_MEDIA}/schema`,
    );
    return { id: identifier(name), refs: { payload: tolerant, payload_drift: closed } };
  });
  const schemas = Object.keys(document.components?.schemas ?? {}).map((name) => {
    exports.schemas[identifier(name)] = { $ref: `#/components/schemas/${name}` };
    return {
      id: name,
      refs: { tolerant: `${TOLERANT}#/components/schemas/${name}`, strict: `${CLOSED}#/x-exports/schemas/${name}` },
    };
  });
  return { exports, operations, notifications, schemas };
}

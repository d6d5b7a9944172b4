// @ts-check
// What gets a validator: every operation's request body and parameters, every answer per status, every
// notification, every component schema. Each entry names the schemas (by pointer into the closed or tolerant
// reading) that its standalone module exports. Parameters and strict component roots get synthetic schemas,
// added to both readings under `x-exports`.
import {
  identifierOf,
  operationsByMethod,
  pointer as pointerOf,
  refName,
  resolvePointer,
  SpecError,
} from '@payments-contract/openapi-vocabulary';
import { identifierRegistry, operationIdentifier } from '../shared/names.js';
import { CLOSED, TOLERANT } from './compile.js';

/** @typedef {{ skip: (what: string, reason: string) => void }} Context */

/** Follows a local `$ref` to a component (`#/components/requestBodies/X`), or fails naming where it points. */
/** @param {any} document @param {any} node @param {string} at */
function deref(document, node, at) {
  if (typeof node?.$ref !== 'string') return { node, pointer: at };
  const ref = node.$ref;
  const found = resolvePointer(document, ref, at);
  return { node: found, pointer: ref.slice(1) };
}

/**
 * The schema refs of a media type: when its schema is a bare $ref to a component (as every error answer's is), the
 * component's own, so that every status answering with it shares one compiled function.
 * @param {any} media @param {string} pointer
 */
function mediaRefs(media, pointer) {
  const ref = media?.schema?.$ref;
  if (typeof ref === 'string' && Object.keys(media.schema).length === 1 && ref.startsWith('#/components/schemas/')) {
    const name = refName(ref);
    return { tolerant: `${TOLERANT}${ref}`, closed: `${CLOSED}#/x-exports/schemas/${identifierOf(name)}` };
  }
  return { tolerant: `${TOLERANT}${pointer}`, closed: `${CLOSED}${pointer}` };
}

/** @param {any} document @param {any} response @param {string} pointer */
function responsePointer(document, response, pointer) {
  const { node, pointer: at } = deref(document, response, pointer.slice(1));
  return { node, pointer: `#${at}` };
}

/** Synthetic object schemas for an operation's parameters, by location. */
/** @param {any} document @param {any} pathItem @param {any} operation @param {string} path @param {string} at */
function parameterSchemas(document, pathItem, operation, path, at) {
  /** @type {Record<string, any>} */
  const byLocation = {};
  const all = [
    ...(pathItem.parameters ?? []).map((/** @type {any} */ p, /** @type {number} */ i) => [
      p,
      pointerOf('paths', path, 'parameters', i),
    ]),
    ...(operation.parameters ?? []).map((/** @type {any} */ p, /** @type {number} */ i) => [
      p,
      `${at}/parameters/${i}`,
    ]),
  ];
  for (const [raw, where] of all) {
    const parameter = deref(document, raw, where).node;
    if (typeof parameter?.in !== 'string' || typeof parameter?.name !== 'string')
      throw new SpecError(where, 'a parameter needs `name` and `in`');
    // Cookie parameters are not checked: a browser sends cookies the spec never names.
    if (parameter.in === 'cookie') continue;
    byLocation[parameter.in] ??= { type: 'object', properties: {}, required: [] };
    const location = byLocation[parameter.in];
    location.properties[parameter.name] = parameter.schema ?? {};
    if (parameter.required) location.required.push(parameter.name);
  }
  // Unknown path and query parameters are refused; a request carries many headers besides the declared ones.
  for (const [location, schema] of Object.entries(byLocation)) schema.additionalProperties = location === 'header';
  return byLocation;
}

// JSON in any of its media types (RFC 6839 `+json` suffixes: application/problem+json, application/vnd.github+json;
// parameters such as charset), `application/json` first when a body offers several.
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;.*)?$/i;

/**
 * The JSON media type of a body or answer and its key (escaped for a JSON pointer); media types other than JSON get
 * no validator: said once per body or answer.
 * @param {any} content @param {string} at @param {Context | undefined} context
 */
function jsonMedia(content, at, context) {
  const types = Object.keys(content ?? {});
  const type = types.includes('application/json') ? 'application/json' : types.find((t) => JSON_TYPE.test(t));
  const others = types.filter((t) => t !== type);
  if (others.length > 0 && context)
    context.skip(`validators for ${at}`, `only ${type ?? 'JSON'} is checked, not ${others.join(', ')}`);
  const media = type === undefined ? undefined : content[type];
  if (!media?.schema || type === undefined) return undefined;
  return { media, type, key: type.replaceAll('~', '~0').replaceAll('/', '~1') };
}

/** @param {any} document @param {Context} [given] */
export function planValidators(document, given) {
  // A shared component answer is reached from many operations: its note is said once.
  const noted = new Set();
  /** @type {Context | undefined} */
  const context = given && {
    skip: (what, reason) => {
      if (!noted.has(what)) given.skip(what, reason);
      noted.add(what);
    },
  };
  /** @type {Record<string, any>} */
  const exports = { operations: {}, schemas: {} };
  const operations = [];
  const claim = identifierRegistry();
  for (const { method, path, pathItem, operation, pointer: at } of operationsByMethod(document)) {
    const id = claim(operationIdentifier(operation, method, path), at);
    const base = `#${pointerOf('paths', path, method)}`;
    /** @type {Record<string, string>} */
    const refs = {};
    const responses = [];
    const requestBody = deref(document, operation.requestBody, `${at}/requestBody`);
    const requestMedia = jsonMedia(requestBody.node?.content, `${requestBody.pointer}/content`, context);
    /** @type {Record<string, string>} the media type each body and answer is checked in, for its type */
    const mediaTypes = {};
    if (requestMedia) {
      refs.body = mediaRefs(requestMedia.media, `#${requestBody.pointer}/content/${requestMedia.key}/schema`).closed;
      mediaTypes.body = requestMedia.type;
    }
    const parameters = parameterSchemas(document, pathItem, operation, path, at);
    exports.operations[id] = parameters;
    for (const location of Object.keys(parameters))
      refs[location] = `${CLOSED}#/x-exports/operations/${id}/${location}`;
    /** @type {Record<string, string>} */
    const sources = { body: `${requestBody.pointer}/content/${requestMedia?.key}/schema` };
    for (const location of Object.keys(parameters)) sources[location] = `${at}/parameters (in: ${location})`;
    for (const [status, raw] of Object.entries(operation.responses ?? {})) {
      const { node, pointer } = responsePointer(document, raw, `${base}/responses/${status}`);
      const found = jsonMedia(node?.content, `${pointer.slice(1)}/content`, context);
      if (!found) continue;
      const { tolerant, closed } = mediaRefs(found.media, `${pointer}/content/${found.key}/schema`);
      const source = `${pointer.slice(1)}/content/${found.key}/schema`;
      mediaTypes[status] = found.type;
      sources[`response_${status}`] = source;
      sources[`response_${status}_drift`] = source;
      refs[`response_${status}`] = tolerant;
      refs[`response_${status}_drift`] = closed;
      responses.push(status);
    }
    operations.push({
      id,
      key: `${method.toUpperCase()} ${path}`,
      refs,
      responses,
      // Every status the operation declares, JSON or not, for matching a status to its answer at run time.
      declared: Object.keys(operation.responses ?? {}),
      parameters: Object.keys(parameters),
      headers: Object.fromEntries(
        Object.keys(parameters.header?.properties ?? {}).map((name) => [name.toLowerCase(), name]),
      ),
      hasBody: 'body' in refs,
      mediaTypes,
      sources,
      /** @type {Record<string, string>} what could not become a validator, by export name, and why */
      unbuilt: {},
    });
  }
  const notifications = [];
  for (const [name, item] of Object.entries(document.webhooks ?? {})) {
    const at = pointerOf('webhooks', name);
    const body = deref(document, /** @type {any} */ (item)?.post?.requestBody, `${at}/post/requestBody`);
    const found = jsonMedia(body.node?.content, `${body.pointer}/content`, context);
    if (!found) {
      context?.skip(`the validator of webhook ${name}`, `${at} has no POST with a JSON request body`);
      continue;
    }
    const { tolerant, closed } = mediaRefs(found.media, `#${body.pointer}/content/${found.key}/schema`);
    const source = `${body.pointer}/content/${found.key}/schema`;
    notifications.push({
      id: claim(identifierOf(name), at),
      name,
      mediaType: found.type,
      refs: { payload: tolerant, payload_drift: closed },
      sources: { payload: source, payload_drift: source },
      /** @type {Record<string, string>} */
      unbuilt: {},
    });
  }
  const schemaClaim = identifierRegistry();
  const schemas = Object.keys(document.components?.schemas ?? {}).map((name) => {
    const id = schemaClaim(identifierOf(name), pointerOf('components', 'schemas', name));
    exports.schemas[id] = { $ref: `#${pointerOf('components', 'schemas', name)}` };
    const source = pointerOf('components', 'schemas', name);
    return {
      id,
      name,
      sources: { tolerant: source, strict: source, closed: source },
      /** @type {Record<string, string>} */
      unbuilt: {},
      refs: {
        tolerant: `${TOLERANT}#${pointerOf('components', 'schemas', name)}`,
        strict: `${CLOSED}#/x-exports/schemas/${id}`,
        // The closed reading with its root open (an allOf part), which the other modules' closed readings call.
        closed: `${CLOSED}#${pointerOf('components', 'schemas', name)}`,
      },
    };
  });
  return { exports, operations, notifications, schemas };
}

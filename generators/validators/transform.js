// @ts-check
// The two readings of the document the validators are compiled from.
//  - closed: every object that declares properties refuses the ones it does not declare (unevaluatedProperties:
//    false), except where the document says `additionalProperties: true`. Requests are checked with it, and answers
//    with it for drift only. It is applied at "value positions" (a body, a property, an item) and never at the root
//    of a component, because a component may be one part of an allOf whose siblings declare more properties. Each
//    place it closes is marked `x-closing: true`, so that one compiled function serves both readings (compile.js).
//  - tolerant: enums of several values relaxed to their type, so that a value the service adds to a list does not
//    fail an answer. A one-value enum is kept, as `const` is: it is a tag, what tells the branches of a oneOf or an
//    anyOf apart (a payment method's `type: [card]`), and relaxing it made an answer match every branch, so that a
//    oneOf refused valid answers. It is the closed reading less its marked closings and its relaxed enums: the validators run the closed reading's
//    functions tolerantly for it (compile.js), and the differential test judges them against it.

import { resolvePointer } from '@payments-contract/openapi-vocabulary';

/** @typedef {Record<string, any>} Node */

const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** The mark of an `unevaluatedProperties: false` the closed reading added, which a tolerant run skips. */
export const CLOSING = 'x-closing';
const SCHEMA_SLOTS = ['if', 'then', 'else', 'not', 'contains'];

/** Whether the tolerant reading relaxes an enum: one of several values (a one-value enum is a tag, kept). */
/** @param {unknown} values */
export const relaxedEnum = (values) => Array.isArray(values) && values.length > 1;

/**
 * Whether a schema (through $ref and composition) is an object for certain, declares properties, and does not open
 * itself explicitly. Only such positions are closed: a union (a string or an array, say) is left as it is.
 * @param {Node} document @param {unknown} schema @param {Set<unknown>} seen
 * @returns {{ object: boolean, declares: boolean, open: boolean }}
 */
function closable(document, schema, seen = new Set()) {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return { object: false, declares: false, open: false };
  seen.add(schema);
  const node = /** @type {Node} */ (schema);
  const referenced =
    typeof node.$ref === 'string' ? [closable(document, resolvePointer(document, node.$ref), seen)] : [];
  const all = (node.allOf ?? []).map((/** @type {unknown} */ part) => closable(document, part, seen));
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? []), node.then, node.else].map((part) =>
    closable(document, part, seen),
  );
  const parts = [...referenced, ...all, ...branches];
  // An object that lists no properties (`properties: {}`) declares none, and is open (JSON Schema reads it so).
  const declaresHere = Object.keys(node.properties ?? {}).length > 0;
  return {
    // A schema without `type` that lists properties: its object values are closed like an object's, and its other
    // values are left as JSON Schema leaves them (`unevaluatedProperties` applies to objects only).
    object:
      node.type === 'object' ||
      (node.type === undefined && declaresHere) ||
      [...referenced, ...all].some((p) => p.object),
    declares: declaresHere || parts.some((p) => p.declares),
    open:
      node.additionalProperties === true || typeof node.additionalProperties === 'object' || parts.some((p) => p.open),
  };
}

/**
 * Walks a schema, closing every value position below it; `position` says whether this node is one. Conditionals
 * (if, then, else, not, contains) are left as they are: they only refine fields described elsewhere.
 */
/** @param {Node} document @param {unknown} schema @param {boolean} position @returns {any} */
function closeSchema(document, schema, position) {
  if (!schema || typeof schema !== 'object') return schema;
  const node = /** @type {Node} */ ({ ...schema });
  if (node.properties) {
    node.properties = Object.fromEntries(
      Object.entries(node.properties).map(([k, v]) => [k, closeSchema(document, v, true)]),
    );
  }
  if (node.items) node.items = closeSchema(document, node.items, true);
  for (const key of SCHEMA_LISTS)
    if (node[key])
      node[key] = node[key].map((/** @type {unknown} */ s) => closeSchema(document, s, key === 'prefixItems'));
  if (position) {
    const { object, declares, open } = closable(document, schema);
    if (object && declares && !open && node.unevaluatedProperties === undefined) {
      node.unevaluatedProperties = false;
      node[CLOSING] = true;
    }
  }
  return node;
}

/** Closes a schema that is itself a value position (a synthetic export root). */
/** @param {Node} document @param {unknown} schema */
export function closeRoot(document, schema) {
  return closeSchema(document, schema, true);
}

/** The closed reading: annotations dropped; component roots stay open, every value position inside is closed. */
/** @param {Node} original */
export function closedReading(original) {
  const document = prunedDocument(original);
  /** @param {unknown} schema */
  const close = (schema) => closeSchema(document, schema, true);
  const schemas = Object.fromEntries(
    Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [
      name,
      closeSchema(document, schema, false),
    ]),
  );
  return mapMediaSchemas({ ...document, components: { ...document.components, schemas } }, close);
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const ANNOTATIONS = new Set([
  'description',
  'summary',
  'title',
  'examples',
  'example',
  'deprecated',
  'default',
  '$comment',
  'readOnly',
  'writeOnly',
]);

/**
 * Rebuilds a schema bottom-up, dropping annotations (nothing a validator checks) and the given keywords. It knows
 * which members hold schemas, so a property named `description` stays.
 * @param {unknown} schema @param {Set<string>} drop @returns {any}
 */
export function pruneSchema(schema, drop = new Set()) {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  /** @type {Node} */
  const node = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    if (drop.has(key) && (key !== 'enum' || relaxedEnum(value))) continue;
    if (key === 'properties')
      node[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pruneSchema(v, drop)]));
    else if (SCHEMA_LISTS.includes(key)) node[key] = value.map((/** @type {unknown} */ v) => pruneSchema(v, drop));
    else if ([...SCHEMA_SLOTS, 'items', 'additionalProperties', 'unevaluatedProperties'].includes(key))
      node[key] = pruneSchema(value, drop);
    else node[key] = value;
  }
  return node;
}

/** The document with every schema pruned: components, media types, parameters. */
/** @param {Node} document @param {Set<string>} drop */
export function prunedDocument(document, drop = new Set()) {
  const prune = (/** @type {unknown} */ schema) => pruneSchema(schema, drop);
  const schemas = Object.fromEntries(Object.entries(document.components?.schemas ?? {}).map(([k, v]) => [k, prune(v)]));
  const parameters = Object.fromEntries(
    Object.entries(document.components?.parameters ?? {}).map(([k, v]) => [
      k,
      v.schema ? { ...v, schema: prune(v.schema) } : v,
    ]),
  );
  return mapMediaSchemas({ ...document, components: { ...document.components, schemas, parameters } }, prune);
}

/** The tolerant reading: annotations dropped and every enum of several values relaxed (its type stays). */
/** @param {Node} document */
export function tolerantReading(document) {
  return prunedDocument(document, new Set(['enum']));
}

/** Applies `map` to the schema of every media type of every request body and response, and every parameter. */
/** @param {Node} document @param {(schema: unknown) => unknown} map */
function mapMediaSchemas(document, map) {
  /** @param {Node | undefined} holder */
  const media = (holder) =>
    holder?.content
      ? {
          ...holder,
          content: Object.fromEntries(
            Object.entries(holder.content).map(([t, m]) => [t, m.schema ? { ...m, schema: map(m.schema) } : m]),
          ),
        }
      : holder;
  /** @param {Node} item */
  const pathItem = (item) =>
    Object.fromEntries(
      Object.entries(item).map(([method, operation]) => {
        // An operation may have no `responses` (OpenAPI 3.1): its request body is pruned all the same.
        if (!METHODS.has(method) || !operation || typeof operation !== 'object' || Array.isArray(operation))
          return [method, operation];
        const responses = Object.fromEntries(
          Object.entries(operation.responses ?? {}).map(([s, r]) => [s, media(/** @type {Node} */ (r))]),
        );
        return [method, { ...operation, requestBody: media(operation.requestBody), responses }];
      }),
    );
  /** @param {Node | undefined} items */
  const items = (items) => Object.fromEntries(Object.entries(items ?? {}).map(([k, v]) => [k, pathItem(v)]));
  const responses = Object.fromEntries(
    Object.entries(document.components?.responses ?? {}).map(([k, v]) => [k, media(v)]),
  );
  return {
    ...document,
    paths: items(document.paths),
    webhooks: items(document.webhooks),
    components: { ...document.components, responses },
  };
}

// @ts-check
// The members of a JSON Schema 2020-12 schema that hold schemas (§10 applicators, §11 unevaluated*, §8.2.4 $defs,
// and the older `definitions`, `dependentSchemas`, `additionalItems`): where every walk over a schema goes next.

const MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SLOTS = [
  'items',
  'additionalItems',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'propertyNames',
  'contentSchema',
];

/** A member name as a JSON pointer segment (RFC 6901). @param {string} key */
export const escapeKey = (key) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * A copy of the schema with each schema below it replaced by `map(child, path)`, `path` the pointer segments from
 * the schema to the child (`properties/name`, `allOf/0`, `items`).
 * @param {Record<string, any>} schema @param {(child: unknown, path: string) => unknown} map
 * @returns {Record<string, any>}
 */
export function mapSubschemas(schema, map) {
  /** @type {Record<string, any>} */
  const node = { ...schema };
  for (const key of MAPS)
    if (node[key] && typeof node[key] === 'object')
      node[key] = Object.fromEntries(
        Object.entries(node[key]).map(([name, value]) => [name, map(value, `${key}/${escapeKey(name)}`)]),
      );
  for (const key of LISTS)
    if (Array.isArray(node[key])) node[key] = node[key].map((value, i) => map(value, `${key}/${i}`));
  for (const key of SLOTS) {
    if (Array.isArray(node[key])) node[key] = node[key].map((value, i) => map(value, `${key}/${i}`));
    else if (node[key] && typeof node[key] === 'object') node[key] = map(node[key], key);
  }
  return node;
}

/** Each schema below the schema, with its path. @param {Record<string, any>} schema */
export function subschemas(schema) {
  /** @type {[string, Record<string, any>][]} */
  const found = [];
  mapSubschemas(schema, (child, path) => {
    if (child && typeof child === 'object' && !Array.isArray(child)) found.push([path, child]);
    return child;
  });
  return found;
}

/**
 * Each schema the document writes at the top of an OpenAPI object, with its pointer: every `schema` member (of a
 * parameter, header or media type, wherever it is) and every component schema. Examples and extensions are data.
 * @param {Record<string, any>} document @returns {[string, Record<string, any>][]}
 */
export function schemaRoots(document) {
  /** @type {[string, Record<string, any>][]} */
  const roots = [];
  /** @param {unknown} value @param {string} at */
  const walk = (value, at) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, member] of Object.entries(value)) {
      const here = `${at}/${escapeKey(key)}`;
      if (key === 'example' || key === 'examples' || key.startsWith('x-')) continue;
      if (key === 'schema' || at === '/components/schemas') {
        if (member && typeof member === 'object' && !Array.isArray(member)) roots.push([here, member]);
      } else walk(member, here);
    }
  };
  walk(document, '');
  return roots;
}

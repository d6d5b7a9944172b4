// @ts-check
// Flattens a JSON Schema (OpenAPI 3.1 Schema Object) into the fields a receiver reads: `account.id`, `messages[]`,
// each with whether it is always present, its allowed values and its types. Local `$ref`s are followed into the
// document's components; `allOf` parts add to the same object; `oneOf`/`anyOf` alternatives may or may not apply, so
// their fields are never required and their values add up.
import { resolvePointer } from '@payments-contract/openapi-vocabulary';

/**
 * @typedef {{ required: boolean, values: string[] | undefined, types: string[] | undefined }} Field
 * `values` and `types` are undefined when the schema does not limit them; values are JSON texts (so 1 ≠ "1").
 * @typedef {Map<string, Field>} Fields
 */

/**
 * @param {unknown} document the whole OpenAPI document, for `$ref`s
 * @param {unknown} schema
 * @returns {Fields} every field under the schema; the key '' is the body itself
 */
export function schemaFields(document, schema) {
  /** @type {Fields} */
  const fields = new Map([['', { required: true, values: undefined, types: undefined }]]);
  collect(document, schema, '', fields, { alternative: false, shallow: false, refs: new Set() });
  return fields;
}

/**
 * @param {unknown} document
 * @param {unknown} node
 * @param {string} at the field the node describes
 * @param {Fields} fields
 * @param {{ alternative: boolean, shallow: boolean, refs: Set<string> }} context
 */
function collect(document, node, at, fields, context) {
  if (!isObject(node)) return;
  if (typeof node.$ref === 'string') {
    // A recursive schema: its own type and values still apply here, its fields are already listed above.
    if (context.shallow && context.refs.has(node.$ref)) return;
    const shallow = context.shallow || context.refs.has(node.$ref);
    const target = resolvePointer(document, node.$ref);
    collect(document, target, at, fields, { ...context, shallow, refs: new Set([...context.refs, node.$ref]) });
  }
  const field = /** @type {Field} */ (fields.get(at));
  const values = Array.isArray(node.enum) ? node.enum : 'const' in node ? [node.const] : undefined;
  if (values)
    narrow(
      field,
      'values',
      values.map((value) => JSON.stringify(value)),
      context.alternative,
    );
  if (node.type !== undefined) narrow(field, 'types', [node.type].flat().map(String), context.alternative);

  if (context.shallow) return;
  const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
  if (isObject(node.properties)) {
    for (const [name, property] of Object.entries(node.properties)) {
      const path = at === '' ? name : `${at}.${name}`;
      const known = fields.get(path);
      const always = required.has(name) && !context.alternative;
      if (known) known.required ||= always;
      else fields.set(path, { required: always, values: undefined, types: undefined });
      collect(document, property, path, fields, context);
    }
  }
  // A name required by one allOf part and declared by another is still required.
  for (const name of required) {
    const known = fields.get(at === '' ? name : `${at}.${name}`);
    if (known && !context.alternative) known.required = true;
  }
  if (isObject(node.items)) {
    const path = `${at}[]`;
    if (!fields.has(path)) fields.set(path, { required: false, values: undefined, types: undefined });
    collect(document, node.items, path, fields, context);
  }
  for (const part of list(node.allOf)) collect(document, part, at, fields, context);
  for (const part of [...list(node.oneOf), ...list(node.anyOf)]) {
    collect(document, part, at, fields, { ...context, alternative: true });
  }
}

/**
 * allOf parts each limit the field (intersection); alternatives each allow theirs (union).
 * @param {Field} field
 * @param {'values' | 'types'} key
 * @param {string[]} allowed
 * @param {boolean} alternative
 */
function narrow(field, key, allowed, alternative) {
  const before = field[key];
  if (before === undefined) field[key] = [...new Set(allowed)];
  else if (alternative) field[key] = [...new Set([...before, ...allowed])];
  else field[key] = before.filter((value) => allowed.includes(value));
}

/** @param {unknown} value @returns {unknown[]} */
const list = (value) => (Array.isArray(value) ? value : []);

/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

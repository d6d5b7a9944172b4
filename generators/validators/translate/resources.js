// @ts-check
// JSON Schema 2020-12 §8.2 (an embedded `$id` starts a schema resource with a base URI of its own; `$anchor` and
// `$dynamicAnchor` name places in it) and §8.2.3.2 (`$dynamicRef`), read into the one document the validators are
// compiled from, where Ajv needs neither: each reference becomes a JSON pointer into the document.
//  - `#/…` under an embedded `$id` is resolved in that resource first, then (as OpenAPI tools read it) against the
//    document; `$ref` by URI or anchor becomes the pointer of what it names.
//  - A resource that binds a `$dynamicAnchor` (Scalar's Galaxy: `PaginatedResource<Planet>`) gets its own copy of each
//    schema it reaches whose `$dynamicRef` it binds, the reference pointing at its binding; every other
//    `$dynamicRef` points where it resolves alone. Ajv honours `$dynamicAnchor` only at a resource's root, and would
//    have refused every planet of the page.
//  - Then `$id`, `$anchor` and `$dynamicAnchor` go: the readings (closed, tolerant) are two copies of the document in
//    one Ajv, and an `$id` in both would make one reading's references land in the other's schemas.
// Not done: an evaluation starting in the document's own resource binds no dynamic anchor written outside an `$id`.
import { spells } from '../bookkeeping.js';
import { mapSubschemas, schemaRoots, subschemas } from './members.js';
import { pointerRef, resourceIndex } from './resource-index.js';

const KEYS = ['$id', '$anchor', '$dynamicAnchor', '$dynamicRef'];

/** @param {Record<string, any>} document the translated document (its own copy, changed in place) */
export function resolvedResources(document) {
  if (!spells(document, KEYS)) return document;
  const index = resourceIndex(document);
  for (const { node, base } of index.entries.values())
    if (typeof node.$ref === 'string' && (base !== index.documentBase || !node.$ref.startsWith('#/'))) {
      const target = index.locate(node.$ref, base);
      if (target !== undefined) node.$ref = pointerRef(target);
    }
  // Outer resources first: one inside a resource already copied is copied with it, in its scope.
  /** @type {string[]} */
  const copied = [];
  for (const [pointer, { node }] of index.entries) {
    if (typeof node.$id !== 'string' || copied.some((outer) => pointer.startsWith(`${outer}/`))) continue;
    const binds = index.bindings(pointer, new Map());
    if (!index.rebinds(pointer, binds)) continue;
    // A reference back to the resource itself is to this copy (a recursive schema, JSON Schema's tree example).
    const open = new Map([[scopeKey(pointer, binds), pointer]]);
    setAt(document, pointer, specialise(index, pointer, new Map(), pointer, open));
    copied.push(pointer);
  }
  for (const { node, base } of index.entries.values())
    if (typeof node.$dynamicRef === 'string') {
      const target = index.locate(node.$dynamicRef, base);
      if (target === undefined) continue;
      const replaced = asRef(node, target);
      delete node.$dynamicRef;
      Object.assign(node, replaced);
    }
  for (const [, root] of schemaRoots(document)) dropResourceKeys(root);
  return document;
}

/**
 * A copy of the schema at `pointer`, placed at `here`, its `$dynamicRef`s resolved in the scope of `bindings`
 * (anchor → pointer, outermost first) and each schema it reaches that the scope binds copied in (`allOf`).
 * @param {ReturnType<typeof resourceIndex>} index @param {string} pointer @param {Map<string, string>} bindings
 * @param {string} here @param {Map<string, string>} open the copies being made (schema and scope → where)
 * @returns {Record<string, any>}
 */
function specialise(index, pointer, bindings, here, open) {
  const entry = /** @type {{ node: Record<string, any>, base: string }} */ (index.entries.get(pointer));
  const scope = typeof entry.node.$id === 'string' ? index.bindings(pointer, bindings) : bindings;
  let copy = mapSubschemas(entry.node, (child, path) =>
    index.entries.has(`${pointer}/${path}`)
      ? specialise(index, `${pointer}/${path}`, scope, `${here}/${path}`, open)
      : child,
  );
  if (typeof copy.$dynamicRef === 'string') {
    const { name, target } = index.dynamicTarget(copy.$dynamicRef, entry.base);
    const bound = name === undefined ? undefined : scope.get(name);
    if (bound ?? target) copy = asRef(copy, /** @type {string} */ (bound ?? target));
  }
  const target = typeof copy.$ref === 'string' ? index.pointerOf(copy.$ref) : undefined;
  if (target === undefined || !index.rebinds(target, scope)) return copy;
  const key = scopeKey(target, scope);
  const made = open.get(key);
  if (made !== undefined) return { ...copy, $ref: pointerRef(made) };
  const { $ref: _, ...rest } = copy;
  const at = `${here}/allOf/${rest.allOf?.length ?? 0}`;
  const inner = specialise(index, target, scope, at, new Map([...open, [key, at]]));
  return { ...rest, allOf: [...(rest.allOf ?? []), inner] };
}

/** @param {string} pointer @param {Map<string, string>} scope */
const scopeKey = (pointer, scope) => `${pointer} ${[...scope].join(' ')}`;

/** The schema with its `$dynamicRef` made a `$ref` to `target` (an `allOf` when it has a `$ref` already). */
/** @param {Record<string, any>} node @param {string} target */
function asRef(node, target) {
  const { $dynamicRef: _, ...rest } = node;
  if (typeof rest.$ref !== 'string') return { ...rest, $ref: pointerRef(target) };
  return { ...rest, allOf: [...(rest.allOf ?? []), { $ref: pointerRef(target) }] };
}

/** @param {Record<string, any>} document @param {string} pointer @param {unknown} value */
function setAt(document, pointer, value) {
  const keys = pointer
    .slice(1)
    .split('/')
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
  const last = /** @type {string} */ (keys.pop());
  const holder = keys.reduce((node, key) => node[key], document);
  holder[last] = value;
}

/** @param {Record<string, any>} schema */
function dropResourceKeys(schema) {
  for (const key of ['$id', '$anchor', '$dynamicAnchor']) delete schema[key];
  for (const [, child] of subschemas(schema)) dropResourceKeys(child);
}

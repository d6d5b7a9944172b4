// @ts-check
// Where each schema of the document is, in which schema resource (JSON Schema 2020-12 §8.2: an `$id` starts one, its
// base URI resolved against the one around it) and what its references name, as JSON pointers into the document.
import { schemaRoots, subschemas } from './members.js';

// The document's own base URI, only to resolve references against (it never reaches the output).
const DOCUMENT = 'https://document.invalid/';

/** A pointer as a `$ref` (a URI fragment: `%`, `#`, spaces and the like percent-encoded). @param {string} pointer */
export const pointerRef = (pointer) => `#${pointer.replace(/[%\s"<>\\^`|#]/g, (c) => encodeURIComponent(c))}`;

/** @typedef {{ node: Record<string, any>, base: string, resource: string }} Entry */

/** @param {Record<string, any>} document */
export function resourceIndex(document) {
  /** @type {Map<string, Entry>} every schema by pointer, outer before inner */
  const entries = new Map();
  /** @type {Map<string, string>} resource URI → pointer */
  const resources = new Map();
  /** @type {Map<string, { pointer: string, dynamic: boolean }>} `<resource pointer>#<name>` → where */
  const anchors = new Map();
  /** @param {Record<string, any>} node @param {string} pointer @param {string} base @param {string} resource */
  const visit = (node, pointer, base, resource) => {
    if (typeof node.$id === 'string') {
      const url = parse(node.$id, base);
      if (url) {
        url.hash = '';
        base = url.href;
        resource = pointer;
        resources.set(base, pointer);
      }
    }
    if (typeof node.$anchor === 'string') anchors.set(`${resource}#${node.$anchor}`, { pointer, dynamic: false });
    if (typeof node.$dynamicAnchor === 'string')
      anchors.set(`${resource}#${node.$dynamicAnchor}`, { pointer, dynamic: true });
    entries.set(pointer, { node, base, resource });
    for (const [path, child] of subschemas(node)) visit(child, `${pointer}/${path}`, base, resource);
  };
  for (const [pointer, root] of schemaRoots(document)) visit(root, pointer, DOCUMENT, '');

  /** The pointer a reference names, written at a schema whose base URI is `base`. @param {string} ref @param {string} base */
  function locate(ref, base) {
    const url = parse(ref, base);
    if (!url) return undefined;
    const fragment = decoded(url.hash.slice(1));
    url.hash = '';
    const root = url.href === DOCUMENT ? '' : resources.get(url.href);
    if (root === undefined || fragment === undefined) return undefined;
    if (fragment === '') return root === '' ? undefined : root;
    if (!fragment.startsWith('/')) return anchors.get(`${root}#${fragment}`)?.pointer;
    if (exists(document, root + fragment)) return root + fragment;
    // OpenAPI tools read `#/components/…` against the document whatever `$id` is above it (Scalar's Galaxy does).
    return ref.startsWith('#/') && exists(document, fragment) ? fragment : undefined;
  }

  /** Where a `$dynamicRef` resolves alone, and its anchor's name when that is a `$dynamicAnchor` (§8.2.3.2). */
  /** @param {string} ref @param {string} base @returns {{ target: string | undefined, name: string | undefined }} */
  function dynamicTarget(ref, base) {
    const target = locate(ref, base);
    const name = decoded(ref.slice(ref.indexOf('#') + 1));
    const anchor = target === undefined ? undefined : entries.get(target)?.node.$dynamicAnchor;
    return { target, name: ref.includes('#') && name !== undefined && anchor === name ? name : undefined };
  }

  /** The scope `outer` (anchor → pointer) with the dynamic anchors of the resource at `pointer` it does not bind. */
  /** @param {string} pointer @param {Map<string, string>} outer */
  function bindings(pointer, outer) {
    const scope = new Map(outer);
    for (const [key, anchor] of anchors) {
      const name = key.slice(key.indexOf('#') + 1);
      if (anchor.dynamic && key.startsWith(`${pointer}#`) && !scope.has(name)) scope.set(name, anchor.pointer);
    }
    return scope;
  }

  /**
   * Whether the schema at `pointer`, or one it reaches by `$ref`, has a `$dynamicRef` the scope binds elsewhere than
   * it resolves alone: only then does the scope need a copy of it.
   * @param {string} pointer @param {Map<string, string>} scope
   */
  function rebinds(pointer, scope) {
    if (scope.size === 0) return false;
    const seen = new Set();
    /** @param {string} at @returns {boolean} */
    const visitAt = (at) => {
      const entry = entries.get(at);
      if (seen.has(at) || entry === undefined) return false;
      seen.add(at);
      const { node, base } = entry;
      if (typeof node.$dynamicRef === 'string') {
        const { name, target } = dynamicTarget(node.$dynamicRef, base);
        if (name !== undefined && scope.has(name) && scope.get(name) !== target) return true;
      }
      const target = typeof node.$ref === 'string' ? pointerOf(node.$ref) : undefined;
      if (target !== undefined && visitAt(target)) return true;
      return subschemas(node).some(([path]) => visitAt(`${at}/${path}`));
    };
    return visitAt(pointer);
  }

  return { documentBase: DOCUMENT, entries, locate, dynamicTarget, bindings, rebinds, pointerOf };
}

/** The pointer of a reference into the document (`#/…`), or undefined. @param {string} ref */
function pointerOf(ref) {
  const fragment = ref.startsWith('#') ? decoded(ref.slice(1)) : undefined;
  return fragment?.startsWith('/') ? fragment : undefined;
}

/** @param {string} text */
function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** @param {string} ref @param {string} base */
function parse(ref, base) {
  try {
    return new URL(ref, base);
  } catch {
    return undefined;
  }
}

/** @param {unknown} document @param {string} pointer */
function exists(document, pointer) {
  let node = document;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, key)) return false;
    node = /** @type {Record<string, unknown>} */ (node)[key];
  }
  return true;
}

// @ts-check
// OpenAPI 3.0 §4.7.23 / 3.1 §4.8.23 (Reference Object): a `$ref` is any JSON pointer into the document, not only a
// whole component. openapi-typescript turns a pointer into an indexed type by its segments, which holds for a whole
// component (`components["schemas"]["Pet"]`) or path item (`paths["/a"]`) but not deeper: `…["requestBody"]…` is
// optional (`| undefined`), `["schema"]`, `["items"]`, `["allOf"]["0"]` name no member of the generated type, and an
// optional property adds `undefined` (measured on ReadMe's circular-paths example: TS2339 under strict tsc). So before
// the types are generated, a `$ref` deeper than a component or path item is replaced by what it points to.

import { resolvePointer } from '@payments-contract/openapi-vocabulary';

// A pointer openapi-typescript names well: a whole component, path item or webhook.
const NAMED = /^#\/(?:components\/[^/]+|paths|webhooks)\/[^/]+$/;
// Members whose values are data or extensions, never OpenAPI objects.
const isData = (/** @type {string} */ key) => key === 'example' || key === 'examples' || key.startsWith('x-');

/**
 * The document with each deep `$ref` replaced by a copy of its target (its siblings kept over the target's, as a
 * Reference Object's `summary`/`description` override). A target that leads back to itself through deep refs keeps
 * its `$ref`: there is no finite copy of it, and openapi-typescript's type for it names a member its own types lack
 * (APIs.guru's Codat specs: `…/PushOption/definitions/pushOptionProperty`, TS2339), so each is told to `recursive`.
 * @param {any} document @param {(ref: string) => void} [recursive] told each deep `$ref` kept, once
 * @returns {any}
 */
export function withDeepRefsResolved(document, recursive = () => {}) {
  const told = new Set();
  /** @param {unknown} node @param {string[]} inlining the deep refs being copied, outermost first @returns {unknown} */
  const walk = (node, inlining) => {
    if (Array.isArray(node)) return node.map((item) => walk(item, inlining));
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...siblings } = /** @type {Record<string, unknown>} */ (node);
    if (typeof $ref === 'string' && isDeep($ref) && inlining.includes($ref) && !told.has($ref)) {
      told.add($ref);
      recursive($ref);
    }
    if (typeof $ref === 'string' && isDeep($ref) && !inlining.includes($ref)) {
      const target = resolved(document, $ref);
      if (target && typeof target === 'object' && !Array.isArray(target)) {
        const copy = /** @type {Record<string, unknown>} */ (walk(target, [...inlining, $ref]));
        return { ...copy, ...walkMembers(siblings, inlining) };
      }
    }
    return walkMembers(/** @type {Record<string, unknown>} */ (node), inlining);
  };
  /** @param {Record<string, unknown>} members @param {string[]} inlining */
  const walkMembers = (members, inlining) =>
    Object.fromEntries(
      Object.entries(members).map(([key, value]) => [key, isData(key) ? value : walk(value, inlining)]),
    );
  return walk(document, []);
}

/** @param {string} ref */
const isDeep = (ref) => ref.startsWith('#/') && !NAMED.test(ref);

/** @param {unknown} document @param {string} ref */
function resolved(document, ref) {
  try {
    return resolvePointer(document, ref);
  } catch {
    // A pointer to nothing stays a $ref: openapi-typescript names it in its own error.
    return undefined;
  }
}

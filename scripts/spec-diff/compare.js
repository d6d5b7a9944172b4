// @ts-check
// The diff of the HTTP interface (paths, operations, parameters, bodies, answers, component schemas) by
// api-smart-diff, which resolves every $ref and classifies each change for a client; the webhooks are compared by
// ./webhooks.js. A change to a component schema is reported where it is used (at each operation), so the tool's
// restatement under `components` is kept only for whole schemas (each is an exported type and validator) and for
// schemas no operation or webhook uses (the browser checkout client's types).

import { deref, refName, resolvePointer } from '@payments-contract/openapi-vocabulary';
import { apiCompare } from 'api-smart-diff';
import { describe } from './describe.js';
import { classify } from './overrides.js';
import { compareWebhooks } from './webhooks.js';

/** @typedef {import('./report.js').Change} Change */

/**
 * @param {Record<string, any>} base
 * @param {Record<string, any>} head
 * @returns {Change[]}
 */
export function compareDocuments(base, head) {
  // api-smart-diff rewrites the documents it is given (it resolves their $refs in place): it gets copies, so that the
  // caller's documents stay as read (the release command generates from them after, the docs build compares each
  // released spec with two neighbours).
  const { diffs } = apiCompare(structuredClone(base), structuredClone(head));
  const used = new Set([...usedSchemas(base), ...usedSchemas(head)]);
  /** @type {Change[]} */
  const changes = [];
  for (const diff of diffs) {
    const [root, kind, name] = diff.path.map(String);
    if (root === 'webhooks') continue;
    if (root === 'components' && !(kind === 'schemas' && name !== undefined)) continue;
    if (root === 'components' && diff.path.length > 3 && used.has(String(name))) continue;
    const { type, reason } = classify(diff);
    const document = diff.action === 'remove' ? base : head;
    const { where, what } = describe(diff, (path) => lookUp(document, path));
    changes.push({ severity: severity(type), where, what, ...(reason ? { reason } : {}) });
  }
  return [...changes, ...compareWebhooks(base, head)];
}

/** @param {string} type the tool's class @returns {Change['severity']} */
function severity(type) {
  if (type === 'breaking') return 'breaking';
  if (type === 'non-breaking' || type === 'deprecated') return 'non-breaking';
  return 'documentation'; // annotation (descriptions, examples) and unclassified (x- extensions)
}

/**
 * Names of the component schemas reachable from the paths and the webhooks.
 * @param {Record<string, any>} document
 */
function usedSchemas(document) {
  /** @type {Set<string>} */
  const refs = new Set();
  /** @param {unknown} node */
  const walk = (node) => {
    if (typeof node !== 'object' || node === null) return;
    const ref = /** @type {{ $ref?: unknown }} */ (node).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/') && !refs.has(ref)) {
      refs.add(ref);
      walk(followed(document, { $ref: ref }, 1));
    }
    for (const value of Object.values(node)) walk(value);
  };
  walk(document.paths);
  walk(document.webhooks);
  const prefix = '#/components/schemas/';
  // A ref into a component (`…/X/properties/y`) names no component of its own.
  return [...refs].filter((ref) => ref.startsWith(prefix) && !ref.slice(prefix.length).includes('/')).map(refName);
}

/**
 * The end of a `$ref` chain, or undefined when it dangles: the comparison that reads that node names the dangling
 * `$ref` with where it is (`the spec's webhook X: $ref … points to nothing`).
 * @param {unknown} document @param {any} node @param {number} [hops] one, to see each `$ref` of a chain
 */
function followed(document, node, hops) {
  try {
    return hops === 1 ? resolvePointer(document, node.$ref) : deref(document, node);
  } catch {
    return undefined;
  }
}

/**
 * Reads a node by its path, following a $ref met on the way (a parameter given by reference).
 * @param {unknown} document
 * @param {Array<string | number>} path
 * @returns {unknown}
 */
function lookUp(document, path) {
  /** @type {any} */
  let node = document;
  for (const key of path) {
    node = node && typeof node === 'object' && Object.hasOwn(node, key) ? node[key] : undefined;
    if (typeof node?.$ref === 'string' && node.$ref.startsWith('#/')) node = followed(document, node);
  }
  return node;
}

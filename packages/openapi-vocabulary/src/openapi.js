// @ts-check
// One reading of OpenAPI for the generators, the simulator's routing and the tests (issue 23): which keys of a path
// item are operations, how a `$ref` resolves, and how a name becomes an identifier. Each once carried its own copy,
// and they disagreed on `head`/`options` operations and on component names holding `/` or `~`.
import { pointer, SpecError } from './errors.js';

/** The operations a path item may hold in OpenAPI 3.1 ("Path Item Object": get, put, post, delete, options, head, patch, trace). */
export const HTTP_METHODS = /** @type {const} */ ([
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
]);

/** @typedef {(typeof HTTP_METHODS)[number]} HttpMethod */
/**
 * One operation of a document: its method, path (or webhook name), path item, operation and JSON pointer.
 * @typedef {{ method: HttpMethod, path: string, pathItem: any, operation: any, pointer: string }} OperationEntry
 */

/**
 * Every operation of `paths` (or of `webhooks`, with `section`), in document order: paths as written, methods in
 * the order the path item lists them.
 * @param {any} document @param {'paths' | 'webhooks'} [section]
 * @returns {Generator<OperationEntry>}
 */
export function* operationsOf(document, section = 'paths') {
  const items = document?.[section];
  if (!items || typeof items !== 'object') return;
  for (const path of Object.keys(items)) {
    const pathItem = items[path];
    if (!pathItem || typeof pathItem !== 'object') continue;
    for (const key of Object.keys(pathItem)) {
      const method = /** @type {(typeof HTTP_METHODS)[number]} */ (key);
      if (!HTTP_METHODS.includes(method) || !pathItem[key] || typeof pathItem[key] !== 'object') continue;
      yield { method, path, pathItem, operation: pathItem[key], pointer: pointer(section, path, method) };
    }
  }
}

/**
 * Every operation of `paths`, paths in document order and each path's methods in HTTP_METHODS order: for emitted
 * code whose order must not move when a spec lists `post` before `get`.
 * @param {any} document
 */
export function operationsByMethod(document) {
  const paths = Object.keys(document?.paths ?? {});
  const rank = (/** @type {OperationEntry} */ entry) =>
    paths.indexOf(entry.path) * HTTP_METHODS.length + HTTP_METHODS.indexOf(entry.method);
  return [...operationsOf(document)].sort((a, b) => rank(a) - rank(b));
}

/** A SpecError located where the `$ref` is written when that is known; else the message names the `$ref` alone. */
/** @param {string | undefined} at @param {string} message */
const located = (at, message) => (at === undefined ? new Error(message) : new SpecError(at, message));

/**
 * The node a local reference (`#/components/schemas/a~1b`) points to: RFC 6901 with `~1` → `/` and `~0` → `~`
 * after percent-decoding the URI fragment (RFC 3986). Own properties only, so that `hasOwnProperty`, `valueOf` or
 * `__proto__` are ordinary names. Fails naming the pointer when nothing is there (located at `at`, where the `$ref`
 * is written, when given).
 * @param {any} document @param {string} ref @param {string} [at]
 */
export function resolvePointer(document, ref, at) {
  if (typeof ref !== 'string' || !ref.startsWith('#')) {
    throw located(at, `$ref '${ref}' points outside the document; bundle the spec first`);
  }
  let fragment;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    throw located(at, `$ref '${ref}' is not a valid URI fragment (bad percent-encoding)`);
  }
  if (fragment === '') return document;
  if (!fragment.startsWith('/')) throw located(at, `$ref '${ref}' is not a JSON pointer (RFC 6901)`);
  let node = document;
  for (const raw of fragment.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) {
      throw located(at, `$ref '${ref}' points to nothing`);
    }
    node = node[key];
  }
  return node;
}

/** The last key a local reference names (`#/components/schemas/a~1b` → `a/b`), unescaped. @param {string} ref */
export function refName(ref) {
  const fragment = decodeURIComponent(ref.slice(ref.indexOf('#') + 1));
  return fragment
    .slice(fragment.lastIndexOf('/') + 1)
    .replace(/~1/g, '/')
    .replace(/~0/g, '~');
}

/**
 * Follows a chain of `$ref`s to the node at its end; a node without `$ref` is returned as it is. A chain that comes
 * back on itself is an error naming the cycle.
 * @param {any} document @param {any} node @param {string} [at] where `node` is, to locate errors
 */
export function deref(document, node, at) {
  /** @type {string[]} */
  const seen = [];
  let current = node;
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.includes(current.$ref)) {
      throw located(at, `$ref cycle: ${[...seen, current.$ref].join(' → ')}`);
    }
    seen.push(current.$ref);
    current = resolvePointer(document, current.$ref, at);
  }
  return current;
}

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * The identifier a name becomes in emitted code, letters and digits only (`list-pets` → `listPets`, `a/b` → `aB`,
 * `Pet.Item` → `PetItem`, `2fa` → `N2fa`); a name already safe is kept as it is.
 * @param {string} name
 */
export function identifierOf(name) {
  if (IDENTIFIER.test(name)) return name;
  const words = String(name)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const joined = words.map((word, i) => (i === 0 ? word : word[0]?.toUpperCase() + word.slice(1))).join('');
  return /^[A-Za-z]/.test(joined) ? joined : `N${joined}`;
}

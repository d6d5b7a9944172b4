// @ts-check
// Every problem of a document that would stop a generator, found in one pass before any runs, so that one run names
// them all, each by JSON pointer (issue 29: "every problem of a document in one run"): a `$ref` or discriminator
// mapping that points to nothing, a parameter without `name` or `in`, and generated names that collide or differ
// only by case (one file on macOS and Windows). A schema that only cannot become a validator is not one of them: it
// is left out and named by the validators, the rest written.
import {
  deref,
  identifierOf,
  operationsByMethod,
  pointer as pointerOf,
  resolvePointer,
} from '@payments-contract/openapi-vocabulary';
import { identifierRegistry, operationIdentifier } from './names.js';

/** @typedef {{ pointer: string, reason: string }} Problem */

/** @param {any} document @returns {Problem[]} in document order, references first */
export function documentProblems(document) {
  /** @type {Problem[]} */
  const problems = [];
  /** @param {() => unknown} check @param {string} at where to say a problem without a pointer of its own is */
  const attempt = (check, at) => {
    try {
      check();
    } catch (error) {
      const located = /** @type {{ pointer?: string }} */ (error).pointer;
      const message = error instanceof Error ? error.message : String(error);
      const pointer = located ?? at;
      problems.push({ pointer, reason: message.replace(`#${pointer}: `, '') });
    }
  };
  for (const { ref, at } of references(document))
    attempt(() => {
      if (ref.startsWith('#')) return resolvePointer(document, ref, at);
      throw Object.assign(
        new Error(
          `discriminator mapping '${ref}' points into another file, and bundling does not rewrite mappings; point it into this document (#/components/schemas/…) or name a component schema`,
        ),
        { pointer: at },
      );
    }, at);
  // The names the validators give operations and webhooks (one namespace) and component schemas (another).
  const claim = identifierRegistry();
  for (const { method, path, pathItem, operation, pointer: at } of operationsByMethod(document)) {
    attempt(() => claim(operationIdentifier(operation, method, path), at), at);
    const parameters = [
      ...(pathItem.parameters ?? []).map((/** @type {unknown} */ p, /** @type {number} */ i) => [
        p,
        pointerOf('paths', path, 'parameters', i),
      ]),
      ...(operation.parameters ?? []).map((/** @type {unknown} */ p, /** @type {number} */ i) => [
        p,
        `${at}/parameters/${i}`,
      ]),
    ];
    for (const [raw, where] of parameters)
      attempt(() => {
        const parameter = deref(document, raw, where);
        if (typeof parameter?.in !== 'string' || typeof parameter?.name !== 'string')
          throw Object.assign(new Error('a parameter needs `name` and `in`'), { pointer: where });
      }, where);
  }
  for (const name of Object.keys(document.webhooks ?? {}))
    attempt(() => claim(identifierOf(name), pointerOf('webhooks', name)), pointerOf('webhooks', name));
  const schemaClaim = identifierRegistry();
  for (const name of Object.keys(document.components?.schemas ?? {})) {
    const at = pointerOf('components', 'schemas', name);
    attempt(() => schemaClaim(identifierOf(name), at), at);
  }
  // A parameter written as a $ref to nothing is found twice: said once.
  const said = new Set();
  return problems.filter(
    ({ pointer, reason }) => !said.has(`${pointer} ${reason}`) && said.add(`${pointer} ${reason}`),
  );
}

/**
 * Every reference into the document: each `$ref` that is a JSON pointer (`#/…`; `#name` is a JSON Schema anchor)
 * and each discriminator mapping written as one, with where it is written. Examples and extensions are data; a
 * schema with an `$id` resolves its references against that (the validators' translation reads them).
 * @param {unknown} document @returns {{ ref: string, at: string }[]}
 */
function references(document) {
  /** @type {{ ref: string, at: string }[]} */
  const found = [];
  /** @param {unknown} node @param {string} at */
  const walk = (node, at) => {
    if (!node || typeof node !== 'object') return;
    const object = /** @type {Record<string, unknown>} */ (node);
    if (typeof object.$id === 'string') return;
    if (typeof object.$ref === 'string' && /^#(?:\/|$)/.test(object.$ref)) found.push({ ref: object.$ref, at });
    const mapping = /** @type {{ mapping?: Record<string, unknown> } | undefined} */ (object.discriminator)?.mapping;
    // A mapping value is a schema name or a reference (OpenAPI 3.1 §4.8.25): one into another file (a split spec
    // bundled without rewriting its mappings, as DigitalOcean's in APIs.guru's directory) stops openapi-typescript.
    for (const [tag, target] of Object.entries(mapping ?? {}))
      if (typeof target === 'string' && /[#/]/.test(target) && !/^[a-z][a-z0-9+.-]*:/i.test(target))
        found.push({ ref: target, at: `${at}/discriminator/mapping/${pointerOf(tag).slice(1)}` });
    for (const [key, value] of Object.entries(object))
      if (key !== 'example' && key !== 'examples' && !key.startsWith('x-')) walk(value, `${at}${pointerOf(key)}`);
  };
  walk(document, '');
  return found;
}

// @ts-check
// OpenAPI 3.0 and 3.1 schemas → JSON Schema 2020-12, before Ajv sees them: one transform per concern, each a pure
// function of one schema node (in the order below), applied bottom-up to every schema of the document: component
// schemas, and the schema of every parameter, header and media type wherever they are written.
import { resolvePointer } from '@payments-contract/openapi-vocabulary';
import { annotations } from './annotations.js';
import { discriminator } from './discriminator.js';
import { exclusiveBounds } from './exclusive-bounds.js';
import { formats } from './formats.js';
import { escapeKey, mapSubschemas } from './members.js';
import { nullable } from './nullable.js';
import { pattern } from './pattern.js';
import { refSiblings } from './ref-siblings.js';
import { resolvedResources } from './resources.js';
import { reportKeywords, unknownKeywords } from './unknown-keywords.js';

/**
 * @typedef {{ version: '3.0' | '3.1', resolve: (ref: string) => any, knownFormats: Set<string>, strictFormats?: boolean | undefined,
 *   unknownFormat: (format: string, at: string) => void, usedFormat: (format: string) => void,
 *   strictKeywords?: boolean | undefined, unknownKeyword: (keyword: string, at: string) => void, at: string }} TranslateContext
 */

/** @type {((node: Record<string, any>, context: TranslateContext) => Record<string, any>)[]} */
export const TRANSFORMS = [
  refSiblings,
  annotations,
  discriminator,
  exclusiveBounds,
  formats,
  pattern,
  nullable,
  // Last: what is left that is neither JSON Schema nor OpenAPI.
  unknownKeywords,
];

/** One schema and every schema below it. @param {unknown} schema @param {TranslateContext} context @returns {any} */
export function translateSchema(schema, context) {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const at = context.at;
  const node = mapSubschemas(schema, (value, path) => translateSchema(value, { ...context, at: `${at}/${path}` }));
  return TRANSFORMS.reduce((current, transform) => transform(current, context), node);
}

// Members whose values are data (examples) or extensions, never OpenAPI objects holding schemas.
const DATA = new Set(['example', 'examples']);

/**
 * The document with every schema translated. Walks the OpenAPI objects (paths, webhooks, callbacks, components)
 * and translates each `schema` member of a parameter, header or media type, and each component schema.
 * @param {Record<string, any>} document
 * @param {{ knownFormats: Set<string>, strictFormats?: boolean | undefined, strictKeywords?: boolean | undefined,
 *   warn?: ((what: string, reason: string) => void) | undefined, usedFormat?: (format: string) => void }} options
 */
export function translateDocument(
  document,
  { knownFormats, strictFormats, strictKeywords, warn, usedFormat = () => {} },
) {
  /** @type {Map<string, string[]>} */
  const unknown = new Map();
  /** @type {Map<string, string[]>} */
  const keywords = new Map();
  const context = {
    version: /** @type {'3.0' | '3.1'} */ (String(document.openapi).startsWith('3.0') ? '3.0' : '3.1'),
    resolve: (/** @type {string} */ ref) => (ref.startsWith('#') ? safeResolve(document, ref) : undefined),
    knownFormats,
    strictFormats,
    usedFormat,
    unknownFormat: (/** @type {string} */ format, /** @type {string} */ at) =>
      unknown.set(format, [...(unknown.get(format) ?? []), at]),
    strictKeywords,
    unknownKeyword: (/** @type {string} */ keyword, /** @type {string} */ at) =>
      keywords.set(keyword, [...(keywords.get(keyword) ?? []), at]),
    at: '',
  };
  /** @param {unknown} value @param {string} at @returns {any} */
  const walk = (value, at) => {
    if (Array.isArray(value)) return value.map((item, i) => walk(item, `${at}/${i}`));
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, member]) => {
        const here = `${at}/${escapeKey(key)}`;
        if (DATA.has(key) || key.startsWith('x-')) return [key, member];
        if (key === 'schema' || (at === '/components/schemas' && member && typeof member === 'object'))
          return [key, translateSchema(member, { ...context, at: here })];
        return [key, walk(member, here)];
      }),
    );
  };
  const translated = walk(document, '');
  for (const [format, places] of unknown) {
    const shown = places.slice(0, 10).map((at) => `#${at}`);
    const more = places.length > shown.length ? ` and ${places.length - shown.length} more` : '';
    warn?.(
      `format '${format}'`,
      `not a format the validators know (OpenAPI Format Registry, JSON Schema, x-formats); ${
        strictFormats ? 'refused (--strict-formats)' : 'accepted unchecked'
      } at ${shown.join(', ')}${more}`,
    );
  }
  reportKeywords(keywords, Boolean(strictKeywords), warn);
  return resolvedResources(translated);
}

/** @param {any} document @param {string} ref */
function safeResolve(document, ref) {
  try {
    return resolvePointer(document, ref);
  } catch {
    return undefined;
  }
}

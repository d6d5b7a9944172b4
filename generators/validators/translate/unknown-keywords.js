// @ts-check
// A member of a schema that is neither a JSON Schema 2020-12 keyword nor an OpenAPI one (APIs.guru's Vercel spec
// writes `name` and `regex` in its schemas) is an annotation: "Implementations SHOULD treat keywords they do not
// support as annotations" (JSON Schema 2020-12 core §6.5; OpenAPI 3.1 §4.8.24 reads schemas as 2020-12). It checks
// nothing, so it is dropped here and reported once per keyword with every place it is written; with
// `--strict-keywords` it is kept, and Ajv's strict mode refuses it, so the validators reaching it are skipped and
// named (problems.js words the refusal).
// Dropped here rather than declared to Ajv as keywords that check nothing (`addKeyword`): a declaration holds for
// every schema of the one Ajv (and `name` would then pass unreported wherever else it is misplaced), while a drop
// is of one member at one reported place, and Ajv stays strict for everything else; a name Ajv cannot take as a
// keyword (`$foo`, `a b`) needs no special case either.
import { createRequire } from 'node:module';
import { escapeKey } from './members.js';

const require = createRequire(import.meta.url);

// JSON Schema 2020-12's keywords are the members its meta-schemas describe: the dialect's own (which keeps the
// older `definitions`, `dependencies`, `$recursiveRef` and `$recursiveAnchor`) and each vocabulary's (core,
// applicator, unevaluated, validation, meta-data, format-annotation, content), as Ajv ships them.
const META_SCHEMAS = [
  'schema.json',
  'meta/core.json',
  'meta/applicator.json',
  'meta/unevaluated.json',
  'meta/validation.json',
  'meta/meta-data.json',
  'meta/format-annotation.json',
  'meta/content.json',
];

// OpenAPI's own Schema Object fields (3.0.3 §4.7.24, 3.1.0 §4.8.24). The transforms before this one translate or
// drop all but `discriminator`, which Ajv reads where it can (discriminator.js); listed so that none is ever
// reported as unknown.
const OPENAPI = ['discriminator', 'xml', 'externalDocs', 'example', 'nullable'];

/** Every member name a schema may hold as a keyword. */
export const KNOWN_KEYWORDS = new Set([
  ...META_SCHEMAS.flatMap((file) => Object.keys(require(`ajv/dist/refs/json-schema-2020-12/${file}`).properties)),
  ...OPENAPI,
]);

/**
 * @param {Record<string, any>} node
 * @param {{ strictKeywords?: boolean | undefined, unknownKeyword: (keyword: string, at: string) => void, at: string }} context
 * @returns {Record<string, any>}
 */
export function unknownKeywords(node, { strictKeywords, unknownKeyword, at }) {
  // `x-` members are specification extensions (OpenAPI §4.9 / §4.7.1), which the readings keep and Ajv is told of.
  const unknown = Object.keys(node).filter((key) => !KNOWN_KEYWORDS.has(key) && !key.startsWith('x-'));
  if (unknown.length === 0) return node;
  for (const keyword of unknown) unknownKeyword(keyword, `${at}/${escapeKey(keyword)}`);
  if (strictKeywords) return node;
  const out = { ...node };
  for (const keyword of unknown) delete out[keyword];
  return out;
}

// At most so many keywords are warned of one by one, each with at most so many places: the rest are counted.
const KEYWORDS_SHOWN = 20;
const PLACES_SHOWN = 10;

/**
 * One warning per unknown keyword, naming where it is written (sorted, so the same document says the same), then
 * one counting the keywords beyond the first ones.
 * @param {Map<string, string[]>} found keyword → the JSON pointers of its places
 * @param {boolean} strict @param {((what: string, reason: string) => void) | undefined} warn
 */
export function reportKeywords(found, strict, warn) {
  const verdict = strict
    ? 'refused (--strict-keywords)'
    : 'an annotation, checked by no validator (JSON Schema 2020-12 §6.5)';
  const keywords = [...found.keys()].sort();
  for (const keyword of keywords.slice(0, KEYWORDS_SHOWN)) {
    const places = [.../** @type {string[]} */ (found.get(keyword))].sort();
    const shown = places.slice(0, PLACES_SHOWN).map((at) => `#${at}`);
    const more = places.length > shown.length ? ` and ${places.length - shown.length} more` : '';
    warn?.(`keyword '${keyword}'`, `neither JSON Schema 2020-12 nor OpenAPI; ${verdict} at ${shown.join(', ')}${more}`);
  }
  const rest = keywords.slice(KEYWORDS_SHOWN);
  if (rest.length > 0)
    warn?.(
      `${rest.length} more unknown keywords`,
      `${rest
        .slice(0, 3)
        .map((keyword) => `'${keyword}'`)
        .join(', ')}${rest.length > 3 ? ', …' : ''}: ${verdict} likewise`,
    );
}

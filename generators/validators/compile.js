// @ts-check
// One Ajv (JSON Schema 2020-12, strict, formats from the runtime's own checks) holding the closed reading of the
// document, whose functions also run tolerantly (tolerant-run.js), and standalone code for a set of its schemas with
// the run-time imports that code needs.

import { formatChecks, openapiFormats, standardChecks } from '@payments-contract/validator-runtime';
import { _ } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { declareDocumentKeywords } from '../shared/document-keywords.js';
import { refusingRegExp } from '../shared/patterns.js';
import { needsDynamicAnchors } from './bookkeeping.js';
import { ADD_ERROR, errorCalls } from './error-calls.js';
import { lazyPaths } from './lazy-paths.js';
import { linkedStandalone } from './linked-standalone.js';
import { moduleText } from './module-text.js';
import { compileForTolerantRuns } from './tolerant-run.js';

export const CLOSED = 'closed';
export const TOLERANT = 'tolerant';

// Ajv gathers a called validator's errors with `vErrors = vErrors.concat(callee.errors)`, which copies every error
// so far at each call: an array whose every item fails costs O(n²) (200 000 bad items took two minutes). The same
// statement, appending in place, is linear.
// A recursive schema's function is called through its wrapper (`wrapper0.validate`), gathered the same way.
const GATHER =
  /vErrors = vErrors === null \? (validate\d+|wrapper\d+\.validate)\.errors : vErrors\.concat\(\1\.errors\)/g;

const REQUIRE = /\brequire\("[^"]*"\)/;

/** @param {string} code */
export function appendInPlace(code) {
  const rewritten = code.replace(
    GATHER,
    (_, callee) =>
      `if(vErrors === null){vErrors = ${callee}.errors.slice();}else{for(const calleeError of ${callee}.errors){vErrors.push(calleeError);}}`,
  );
  if (rewritten.includes('.concat('))
    throw new Error('standalone code gathers errors in a way the generator does not rewrite');
  return rewritten;
}

/** The formats the validators check, by name: the registry's, JSON Schema's, then the document's own. */
/** @param {any} document */
export function knownFormats(document) {
  return { ...openapiFormats, ...standardChecks, ...formatChecks(document['x-formats'] ?? {}) };
}

/**
 * The export of each format the formats module holds (`date-time` → `format_date_time`): the standard formats, the
 * document's x-formats and the registry's formats it uses. A name that is not an identifier is made one, and two
 * names made alike are told apart by a number, in the order of the names.
 * @param {any} document @param {Iterable<string>} [registryUsed]
 * @returns {Map<string, string>}
 */
export function formatExportsOf(document, registryUsed = []) {
  const names = new Set([...Object.keys(standardChecks), ...registryUsed, ...Object.keys(document['x-formats'] ?? {})]);
  /** @type {Map<string, string>} */
  const exports = new Map();
  const taken = new Set();
  for (const name of [...names].sort()) {
    const base = `format_${name.replace(/[^A-Za-z0-9_$]/g, '_')}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
    taken.add(id);
    exports.set(name, id);
  }
  return exports;
}

/**
 * What a plan's ref (`tolerant#/…` or `closed#/…`, a pointer into that reading) compiles to: the closed reading's
 * function at the pointer (the two readings have the same pointers), run tolerantly for a `tolerant#` ref.
 * @param {string} ref @returns {import('./linked-standalone.js').Export}
 */
export function compiledRef(ref) {
  const at = ref.indexOf('#');
  const reading = ref.slice(0, at);
  if (reading !== CLOSED && reading !== TOLERANT) throw new Error(`no reading '${reading}' (${ref})`);
  return { ref: `${CLOSED}${ref.slice(at)}`, tolerant: reading === TOLERANT };
}

/**
 * @param {any} closed the closed reading (transform.js), whose functions run tolerantly too (tolerant-run.js)
 * @param {{ id: string, name: string, shared?: boolean }[]} [components] the component schemas that get a module of
 *   their own (`schemas/<id>.js`), whose compiled functions every other module imports rather than writes again; and
 *   the parts several of them share (`shared`, by their name in `x-shared`: shared-parts.js)
 * @param {Map<string, string>} [formatExports] each format's export in the formats module (formatExportsOf)
 */
export function createCompiler(
  closed,
  components = [],
  formatExports = formatExportsOf(closed, Object.keys(openapiFormats)),
) {
  const ajv = new Ajv2020({
    strict: true,
    strictRequired: false,
    // A type's keywords apply to values of that type only (JSON Schema 2020-12 §7.6.1): `maxLength` beside a
    // `oneOf` of a string and a number is legal and means what it says, so it is not refused.
    strictTypes: false,
    // `prefixItems` may name only the first element (POST /checkout: "Only the first element is used").
    strictTuples: false,
    // 3.1's `type: [string, null]` (and 3.0's `nullable`, translated to it) is a legal union of types.
    allowUnionTypes: true,
    // OpenAPI's `discriminator` selects the oneOf branch, where the translation kept it (translate/discriminator.js).
    discriminator: true,
    allErrors: true,
    // A function passes the context it was called with to the functions it calls: a tolerant run's (tolerant-run.js).
    passContext: true,
    // A $ref compiles to a function its users call: a component's function is then written once, in its own module,
    // and imported by the others (linked-standalone.js). A leaf of at most four keywords (a uuid, an enum, an amount)
    // is checked inline instead: its check is no larger than the call, and the calls were what made the
    // single-payment answer 1.84× zod 4 where it was 3.05× (issue 37; now 3.3×, all validators +15 % min+gz).
    inlineRefs: 4,
    // One statement a line (Ajv's own line breaks): a one-field change in the spec is then the few lines it changes
    // in review, not a 10–20 kB line replaced (issue 37). Minified and gzipped sizes are unchanged. A pattern that can
    // backtrack catastrophically (ReDoS) is refused, so that no generated validator can hang.
    code: { source: true, esm: true, optimize: true, lines: true, formats: _`formats`, regExp: refusingRegExp },
  });
  const checks = knownFormats(closed);
  for (const [name, check] of Object.entries(checks)) ajv.addFormat(name, /** @type {any} */ (check));
  declareDocumentKeywords(ajv, closed);
  compileForTolerantRuns(ajv);
  ajv.addSchema(closed, CLOSED);
  // Ajv2020 always turns `dynamicRef` on; it is read at each compile, so it is turned off here for readings that
  // spell no dynamic anchor (bookkeeping.js), once the meta-schema, which does, is compiled (addSchema validated the
  // reading with it; getSchema makes sure).
  ajv.getSchema('https://json-schema.org/draft/2020-12/schema');
  ajv.opts.dynamicRef = needsDynamicAnchors([closed]);
  /** @type {Map<unknown, import('./linked-standalone.js').SharedExport>} */
  const shared = new Map();
  for (const { id, name, shared: part } of components) {
    // A part shared by several components (shared-parts.js): its function, called by theirs.
    if (part) {
      shared.set(closed['x-shared']?.[name], { module: id, name: 'closed' });
      continue;
    }
    // Its function, run tolerantly by the module's `tolerant` entry.
    shared.set(closed.components?.schemas?.[name], { module: id, name: 'closed' });
    // Its root closed (a body or an answer that is the component itself, checked for drift).
    shared.set(closed['x-exports']?.schemas?.[id], { module: id, name: 'strict' });
  }
  shared.delete(undefined);
  const sharedOf = (/** @type {unknown} */ schema) => shared.get(schema);

  /**
   * Standalone code exporting each named schema (`{ body: 'closed#/paths/…', answer: 'tolerant#/paths/…' }`),
   * importing the runtime's formats and string length instead of Ajv's, so that Ajv stays a build-time dependency,
   * and the component schemas' functions from their modules (`../schemas/<id>.js`): as an ES module, or as CommonJS.
   * @param {Record<string, string>} refs
   * @param {{ formats?: string, owner?: string | undefined, kind?: 'esm' | 'commonjs' | undefined }} [options] owner: the
   *   component this module is
   */
  function moduleFor(refs, { formats = './formats.js', owner, kind = 'esm' } = {}) {
    const exports = Object.fromEntries(Object.entries(refs).map(([name, ref]) => [name, compiledRef(ref)]));
    for (const { ref } of Object.values(exports)) if (!ajv.getSchema(ref)) throw new Error(`no schema at ${ref}`);
    const linked = linkedStandalone(ajv, exports, sharedOf, owner);
    // Deep equality (uniqueItems, const and enum over objects) comes from the runtime, like the string length.
    const needsEqual = linked.body.includes('require("ajv/dist/runtime/equal")');
    const code = linked.body
      .replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, 'ucs2length')
      .replace(/require\("ajv\/dist\/runtime\/equal"\)\.default/g, 'equal');
    // Ajv writes a module it needs as `require("…")`; the spec's data (an enum value mentioning `require('x')` or
    // `require("x")`) is in JSON string literals, whose quotes are escaped, so it never matches and is not refused.
    if (REQUIRE.test(code)) throw new Error(`standalone code still requires a module: ${code.match(REQUIRE)?.[0]}`);
    const { code: body, calls } = errorCalls(lazyPaths(appendInPlace(code)));
    const runtime = [
      ...(calls > 0 ? [ADD_ERROR] : []),
      ...(code.includes('ucs2length') ? ['ucs2length'] : []),
      ...(needsEqual ? ['equal'] : []),
    ];
    const checks = linked.formats.map(({ format, local }) => {
      const name = formatExports.get(format);
      if (name === undefined) throw new Error(`format '${format}' is not one the formats module exports`);
      return { name, local };
    });
    return moduleText(
      { ...linked, body, runtime, formats: checks.length > 0 ? { from: formats, checks } : undefined },
      kind,
    );
  }
  // The Ajv itself goes along, for the benchmark that compares the standalone code with it.
  return Object.assign(moduleFor, { ajv });
}

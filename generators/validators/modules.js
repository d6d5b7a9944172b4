// @ts-check
// The validators' Ajv standalone modules: one per operation, notification and component schema. A schema that
// cannot become a validator is left out of its module and named (by JSON pointer, with the reason); the rest of
// the module, and every other module, is still written.
import { CLOSED, createCompiler, formatExportsOf, knownFormats } from './compile.js';
import { planValidators } from './plan.js';
import { inOurWords } from './problems.js';
import { shareRepeatedParts } from './shared-parts.js';
import { closedReading, closeRoot, pruneSchema, tolerantReading } from './transform.js';
import { translateDocument } from './translate/index.js';

// Generated JavaScript is typed by the declarations generated beside it (declarations.js), not checked itself.
export const JS_HEADER = '// @ts-nocheck\n';

/**
 * @typedef {import('./plan.js').Context & {
 *   warn?: (what: string, reason: string) => void,
 *   unbuilt?: (pointer: string, reason: string) => void,
 *   strictFormats?: boolean | undefined,
 *   strictKeywords?: boolean | undefined,
 *   kind?: 'esm' | 'commonjs' | undefined,
 * }} ModulesContext
 */

/**
 * One entry's module, leaving out each export that Ajv refuses (recorded in the entry's `unbuilt`).
 * @param {ReturnType<typeof createCompiler>} moduleFor
 * @param {{ refs: Record<string, string>, sources: Record<string, string>, unbuilt: Record<string, string> }} entry
 * @param {ModulesContext | undefined} context
 * @param {string} [owner] the component schema this module is (its functions are written here, imported elsewhere)
 */
function moduleOf(moduleFor, entry, context, owner) {
  const options = { formats: '../formats.js', owner, kind: context?.kind };
  try {
    return moduleFor(entry.refs, options);
  } catch {
    // Which exports fail, each on its own (an export that fails takes its `_drift` twin with it).
    for (const [name, ref] of Object.entries(entry.refs)) {
      if (entry.unbuilt[name] !== undefined) continue;
      try {
        moduleFor({ [name]: ref }, options);
      } catch (error) {
        const reason = inOurWords(error);
        const twins = Object.keys(entry.refs).filter(
          (other) => other.replace(/_drift$/, '') === name.replace(/_drift$/, ''),
        );
        for (const twin of twins) entry.unbuilt[twin] = reason;
        context?.unbuilt?.(`#${entry.sources[name] ?? ref.replace(/^[a-z]+#/, '')}`, reason);
      }
    }
    entry.refs = Object.fromEntries(Object.entries(entry.refs).filter(([name]) => entry.unbuilt[name] === undefined));
    if (Object.keys(entry.refs).length === 0) return undefined;
    return moduleFor(entry.refs, options);
  }
}

/**
 * The Ajv standalone modules (by path relative to the generated folder) and the plan they were made from, with
 * what could not be built marked in it, for the wrappers (wrappers.js).
 * @param {any} document @param {ModulesContext} [context]
 */
export function generateValidatorModules(document, context) {
  const readings = readingsOf(document, context);
  const { plan, closed } = readings;
  const formatExports = formatExportsOf(document, readings.formats);
  const moduleFor = createCompiler(closed, [...plan.schemas, ...readings.shared], formatExports);
  /** @type {Record<string, string>} */
  const files = {};
  const folders = /** @type {const} */ ([
    ['operations', plan.operations, '.ajv.js'],
    ['notifications', plan.notifications, '.ajv.js'],
    ['schemas', plan.schemas, '.js'],
    ['schemas', readings.shared, '.js'],
  ]);
  for (const [folder, entries, extension] of folders)
    for (const entry of entries) {
      const text = moduleOf(moduleFor, entry, context, folder === 'schemas' ? entry.id : undefined);
      if (text === undefined) continue;
      // As CommonJS (`generate --out`: module-files.js) its name says so.
      const name = `${folder}/${entry.id}${extension}`;
      files[context?.kind === 'commonjs' ? name.replace(/\.js$/, '.cjs') : name] = JS_HEADER + text;
    }
  return { files, plan, formatExports };
}

/**
 * The plan and the two readings of the document translated to JSON Schema 2020-12 (translate/): the closed one,
 * which the modules are compiled from (its functions run tolerantly too: tolerant-run.js), and the tolerant one,
 * what those tolerant runs mean (the differential test judges them against it).
 * @param {any} original @param {ModulesContext} [context]
 */
export function readingsOf(original, context) {
  const known = knownFormats(original);
  /** @type {Set<string>} */
  const used = new Set();
  const document = translateDocument(original, {
    knownFormats: new Set(Object.keys(known)),
    strictFormats: context?.strictFormats,
    strictKeywords: context?.strictKeywords,
    warn: context?.warn,
    usedFormat: (format) => used.add(format),
  });
  const plan = planValidators(document, context);
  const read = closedReading(document);
  // Its own copy of the component schemas: the shared parts are moved out of them in place.
  /** @type {Record<string, any>} */
  const closed = { ...read, components: { ...read.components, schemas: structuredClone(read.components?.schemas) } };
  if (closed.components.schemas === undefined) delete closed.components.schemas;
  // Each part of the component schemas written out in several of them, compiled once (shared-parts.js).
  const shared = shareRepeatedParts(closed).map((hash) => {
    const id = `_shared_${hash}`;
    const ref = `${CLOSED}#/x-shared/${hash}`;
    return { id, name: hash, shared: true, refs: { closed: ref }, sources: { closed: ref }, unbuilt: {} };
  });
  closed['x-exports'] = {
    operations: Object.fromEntries(
      Object.entries(plan.exports.operations).map(([id, locations]) => [
        id,
        Object.fromEntries(
          Object.entries(locations).map(([location, schema]) => [location, closeRoot(document, pruneSchema(schema))]),
        ),
      ]),
    ),
    schemas: Object.fromEntries(
      Object.entries(plan.exports.schemas).map(([name, schema]) => [name, closeRoot(document, schema)]),
    ),
  };
  // A component that is not an object closes nothing at its root: its strict check is its own function.
  for (const entry of [...plan.operations, ...plan.notifications, ...plan.schemas])
    for (const [name, ref] of Object.entries(/** @type {Record<string, string>} */ (entry.refs))) {
      const id = /^closed#\/x-exports\/schemas\/(.+)$/.exec(ref)?.[1];
      const root = id === undefined ? undefined : closed['x-exports'].schemas[id];
      if (root && Object.keys(root).length === 1 && typeof root.$ref === 'string')
        /** @type {Record<string, string>} */ (entry.refs)[name] = `closed${root.$ref}`;
    }
  return {
    plan,
    closed,
    shared,
    // Built when asked (the differential test, the benchmark): the validators compile the closed reading only.
    get tolerant() {
      return tolerantReading(document);
    },
    formats: [...used].sort(),
  };
}

// @ts-check
// The validators' Ajv standalone modules: one per operation, notification and component schema.
import { createCompiler } from './compile.js';
import { planValidators } from './plan.js';
import { closedReading, closeRoot, pruneSchema, tolerantReading } from './transform.js';

// Generated JavaScript is typed by the declarations generated beside it (declarations.js), not checked itself.
export const JS_HEADER = '// @ts-nocheck\n';

/**
 * The Ajv standalone modules (by path relative to the generated folder). Kept apart from the wrappers so that the
 * two can be generated in parallel: this half loads Ajv, the other ts-morph.
 * @param {any} document @param {import('./plan.js').Context} [context] @returns {Record<string, string>}
 */
export function generateValidatorModules(document, context) {
  const { plan, closed, tolerant } = readingsOf(document, context);
  const moduleFor = createCompiler(closed, tolerant);
  /** @type {Record<string, string>} */
  const files = {};
  for (const operation of plan.operations)
    files[`operations/${operation.id}.ajv.js`] = JS_HEADER + moduleFor(operation.refs, '../formats.js');
  for (const notification of plan.notifications)
    files[`notifications/${notification.id}.ajv.js`] = JS_HEADER + moduleFor(notification.refs, '../formats.js');
  for (const schema of plan.schemas)
    files[`schemas/${schema.id}.js`] = JS_HEADER + moduleFor(schema.refs, '../formats.js');
  return files;
}

/**
 * The plan and the two readings the modules are compiled from (the benchmark compiles the same at run time).
 * @param {any} document @param {import('./plan.js').Context} [context]
 */
export function readingsOf(document, context) {
  const plan = planValidators(document, context);
  /** @type {Record<string, any>} */
  const closed = closedReading(document);
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
  return { plan, closed, tolerant: tolerantReading(document) };
}

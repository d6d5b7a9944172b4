// @ts-check
// The validators package's generated code: Ajv standalone modules for every operation, notification and component
// schema, and the wrappers, registry, formats and types around them. One entry function; a pure function of the
// document.
import { GENERATED_HEADER } from '../shared/header.js';
import { createCompiler } from './compile.js';
import {
  formatsModule,
  notificationWrapper,
  operationWrapper,
  registry,
  schemaFunctions,
  typesModule,
} from './emit.js';
import { planValidators } from './plan.js';
import { closedReading, closeRoot, pruneSchema, tolerantReading } from './transform.js';

/** @param {Record<string, any>} formats */
const withoutDescriptions = (formats) =>
  Object.fromEntries(Object.entries(formats).map(([name, { description: _prose, ...check }]) => [name, check]));

/** @param {any} document @returns {Record<string, string>} files by path relative to the generated folder */
export function generateValidators(document) {
  const plan = planValidators(document);
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
  const moduleFor = createCompiler(closed, tolerantReading(document));
  // Generated JavaScript is typed by the package's declarations (index.d.ts, operation.d.ts), not checked itself.
  const header = `${GENERATED_HEADER}// @ts-nocheck\n`;
  /** @type {Record<string, string>} */
  const files = {};
  for (const operation of plan.operations) {
    files[`operations/${operation.id}.ajv.js`] = header + moduleFor(operation.refs, '../formats.js');
    files[`operations/${operation.id}.js`] = header + operationWrapper(operation);
  }
  for (const notification of plan.notifications) {
    files[`notifications/${notification.id}.ajv.js`] = header + moduleFor(notification.refs, '../formats.js');
    files[`notifications/${notification.id}.js`] = header + notificationWrapper(notification.id);
  }
  for (const schema of plan.schemas)
    files[`schemas/${schema.id}.js`] = header + moduleFor(schema.refs, '../formats.js');
  files['registry.js'] = header + registry(plan.operations, plan.notifications);
  files['schemas.js'] = header + schemaFunctions(plan.schemas);
  files['formats.js'] = header + formatsModule(withoutDescriptions(document['x-formats'] ?? {}));
  files['types.d.ts'] = GENERATED_HEADER + typesModule(document, plan.operations, plan.notifications);
  return files;
}

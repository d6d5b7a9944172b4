// @ts-check
// The JavaScript and declarations around the validators' standalone modules, written with ts-morph (emit.js).

import { asCommonJs, esmShell } from './common-js.js';
import {
  formatsDeclaration,
  notificationDeclarations,
  notificationRegistryDeclaration,
  operationDeclarations,
  registryDeclaration,
  schemasDeclarations,
} from './declarations.js';
import {
  formatsModule,
  notificationRegistry,
  notificationWrapper,
  operationWrapper,
  registry,
  schemaFunctions,
  source,
  typesModule,
} from './emit.js';
import { JS_HEADER } from './modules.js';

/**
 * A module's files: `X.js` as an ES module; or, as CommonJS (`generate --out`), `X.cjs` and an ES module `X.js` that
 * re-exports its names (module-files.js names it `X.mjs`).
 * @param {string} name `operations/createCapture.js` @param {import('./emit.js').Statement[]} statements
 * @param {'esm' | 'commonjs' | undefined} kind
 * @returns {Record<string, string>}
 */
function moduleFiles(name, statements, kind) {
  if (kind !== 'commonjs') return { [name]: JS_HEADER + source(name, statements) };
  const commonJs = asCommonJs(statements);
  const cjsName = name.replace(/\.js$/, '.cjs');
  const shell = esmShell(commonJs.exported, `./${cjsName.slice(cjsName.lastIndexOf('/') + 1)}`);
  return { [cjsName]: JS_HEADER + source(cjsName, commonJs.statements), [name]: JS_HEADER + source(name, shell) };
}

/**
 * The wrappers, registry, schema functions, formats module and types around the standalone modules, each module
 * with its declarations beside it, for the plan the modules were made from (modules.js). An entry none of whose
 * schemas became a validator gets no module; an operation keeps its wrapper, which names what was not generated.
 * @param {any} document
 * @param {{ plan: ReturnType<typeof import('./plan.js').planValidators>, formatExports: Map<string, string> }} built
 * @param {{ typesFrom: string, kind?: 'esm' | 'commonjs' | undefined }} options
 * @returns {Record<string, string>}
 */
export function generateValidatorWrappers(document, { plan, formatExports }, { typesFrom, kind }) {
  const has = (/** @type {{ refs: Record<string, string> }} */ entry) => Object.keys(entry.refs).length > 0;
  const notifications = plan.notifications.filter(has);
  const schemas = plan.schemas.filter(has);
  /** @type {Record<string, string>} */
  const files = {};
  for (const operation of plan.operations) {
    Object.assign(files, moduleFiles(`operations/${operation.id}.js`, operationWrapper(operation), kind));
    files[`operations/${operation.id}.d.ts`] = operationDeclarations(operation);
  }
  for (const notification of notifications) {
    Object.assign(
      files,
      moduleFiles(`notifications/${notification.id}.js`, notificationWrapper(notification.id), kind),
    );
    files[`notifications/${notification.id}.d.ts`] = notificationDeclarations(notification);
  }
  Object.assign(files, moduleFiles('registry.js', registry(plan.operations), kind));
  files['registry.d.ts'] = registryDeclaration(plan.operations);
  Object.assign(files, moduleFiles('notification-registry.js', notificationRegistry(notifications), kind));
  files['notification-registry.d.ts'] = notificationRegistryDeclaration(notifications);
  Object.assign(files, moduleFiles('schemas.js', schemaFunctions(schemas), kind));
  files['schemas.d.ts'] = schemasDeclarations(schemas);
  // The formats keep their descriptions: an error message states the format's rule in the spec's words.
  Object.assign(files, moduleFiles('formats.js', formatsModule(document['x-formats'] ?? {}, formatExports), kind));
  files['formats.d.ts'] = formatsDeclaration([...formatExports.values()]);
  files['types.d.ts'] = typesModule(plan.operations, notifications, schemas, typesFrom);
  return files;
}

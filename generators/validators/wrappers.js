// @ts-check
// The JavaScript and declarations around the validators' standalone modules, written with ts-morph (emit.js).
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
  typesModule,
} from './emit.js';
import { JS_HEADER } from './modules.js';

/**
 * The wrappers, registry, schema functions, formats module and types around the standalone modules, each module
 * with its declarations beside it, for the plan the modules were made from (modules.js). An entry none of whose
 * schemas became a validator gets no module; an operation keeps its wrapper, which names what was not generated.
 * @param {any} document
 * @param {{ plan: ReturnType<typeof import('./plan.js').planValidators>, formats: string[] }} built
 * @param {{ typesFrom: string }} options
 * @returns {Record<string, string>}
 */
export function generateValidatorWrappers(document, { plan, formats }, { typesFrom }) {
  const has = (/** @type {{ refs: Record<string, string> }} */ entry) => Object.keys(entry.refs).length > 0;
  const notifications = plan.notifications.filter(has);
  const schemas = plan.schemas.filter(has);
  /** @type {Record<string, string>} */
  const files = {};
  for (const operation of plan.operations) {
    files[`operations/${operation.id}.js`] = JS_HEADER + operationWrapper(operation);
    files[`operations/${operation.id}.d.ts`] = operationDeclarations(operation);
  }
  for (const notification of notifications) {
    files[`notifications/${notification.id}.js`] = JS_HEADER + notificationWrapper(notification.id);
    files[`notifications/${notification.id}.d.ts`] = notificationDeclarations(notification);
  }
  files['registry.js'] = JS_HEADER + registry(plan.operations);
  files['registry.d.ts'] = registryDeclaration(plan.operations);
  files['notification-registry.js'] = JS_HEADER + notificationRegistry(notifications);
  files['notification-registry.d.ts'] = notificationRegistryDeclaration(notifications);
  files['schemas.js'] = JS_HEADER + schemaFunctions(schemas);
  files['schemas.d.ts'] = schemasDeclarations(schemas);
  // The formats keep their descriptions: an error message states the format's rule in the spec's words.
  files['formats.js'] = JS_HEADER + formatsModule(document['x-formats'] ?? {}, formats);
  files['formats.d.ts'] = formatsDeclaration();
  files['types.d.ts'] = typesModule(plan.operations, notifications, schemas, typesFrom);
  return files;
}

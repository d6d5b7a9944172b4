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
import { planValidators } from './plan.js';

/**
 * The wrappers, registry, schema functions, formats module and types around the standalone modules, each module
 * with its declarations beside it.
 * @param {any} document @param {{ typesFrom: string }} options
 * @returns {Record<string, string>}
 */
export function generateValidatorWrappers(document, { typesFrom }) {
  const plan = planValidators(document);
  /** @type {Record<string, string>} */
  const files = {};
  for (const operation of plan.operations) {
    files[`operations/${operation.id}.js`] = JS_HEADER + operationWrapper(operation);
    files[`operations/${operation.id}.d.ts`] = operationDeclarations(operation);
  }
  for (const notification of plan.notifications) {
    files[`notifications/${notification.id}.js`] = JS_HEADER + notificationWrapper(notification.id);
    files[`notifications/${notification.id}.d.ts`] = notificationDeclarations(notification);
  }
  files['registry.js'] = JS_HEADER + registry(plan.operations);
  files['registry.d.ts'] = registryDeclaration(plan.operations);
  files['notification-registry.js'] = JS_HEADER + notificationRegistry(plan.notifications);
  files['notification-registry.d.ts'] = notificationRegistryDeclaration(plan.notifications);
  files['schemas.js'] = JS_HEADER + schemaFunctions(plan.schemas);
  files['schemas.d.ts'] = schemasDeclarations(plan.schemas);
  // The formats keep their descriptions: an error message states the format's rule in the spec's words.
  files['formats.js'] = JS_HEADER + formatsModule(document['x-formats'] ?? {});
  files['formats.d.ts'] = formatsDeclaration();
  files['types.d.ts'] = typesModule(plan.operations, plan.notifications, plan.schemas, typesFrom);
  return files;
}

// @ts-check
// The JavaScript and declarations around the validators' standalone modules, written with ts-morph (emit.js).
import { GENERATED_HEADER } from '../shared/header.js';
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

/** @param {Record<string, any>} formats */
const withoutDescriptions = (formats) =>
  Object.fromEntries(Object.entries(formats).map(([name, { description: _prose, ...check }]) => [name, check]));

/** The wrappers, registry, schema functions, formats module and types around the standalone modules. */
/** @param {any} document @returns {Record<string, string>} */
export function generateValidatorWrappers(document) {
  const plan = planValidators(document);
  /** @type {Record<string, string>} */
  const files = {};
  for (const operation of plan.operations)
    files[`operations/${operation.id}.js`] = JS_HEADER + operationWrapper(operation);
  for (const notification of plan.notifications)
    files[`notifications/${notification.id}.js`] = JS_HEADER + notificationWrapper(notification.id);
  files['registry.js'] = JS_HEADER + registry(plan.operations);
  files['notification-registry.js'] = JS_HEADER + notificationRegistry(plan.notifications);
  files['schemas.js'] = JS_HEADER + schemaFunctions(plan.schemas);
  files['formats.js'] = JS_HEADER + formatsModule(withoutDescriptions(document['x-formats'] ?? {}));
  files['types.d.ts'] = GENERATED_HEADER + typesModule(document, plan.operations, plan.notifications);
  return files;
}

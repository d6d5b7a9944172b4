// @ts-check
// The declarations (.d.ts) beside every generated validator module a user imports, written with ts-morph, so that
// what a module declares is exactly what it exports (a test compares the two) and each operation's module is typed
// by that operation: its request body, its parameters by location, its answers by status.

import { commentText } from '../shared/comment.js';
import { StructureKind, VariableDeclarationKind } from '../shared/ts-morph.js';
import { importFrom, source } from './emit.js';

const json = (/** @type {unknown} */ value) => JSON.stringify(value);
const RUNTIME = '@payments-contract/validator-runtime';

/** @param {string} name @param {string} type @param {string} [doc] @returns {import('ts-morph').VariableStatementStructure} */
const declaredConstant = (name, type, doc) => ({
  kind: StructureKind.VariableStatement,
  isExported: true,
  hasDeclareKeyword: true,
  declarationKind: VariableDeclarationKind.Const,
  docs: doc ? [commentText(doc)] : [],
  declarations: [{ name, type }],
});

/** @param {{ id: string, key: string, hasBody: boolean, declared: string[] }} operation */
export function operationDeclarations(operation) {
  const key = json(operation.key);
  return source(`${operation.id}.d.ts`, [
    importFrom(RUNTIME, { isTypeOnly: true, namedImports: ['Result'] }),
    importFrom('../types.js', {
      isTypeOnly: true,
      namedImports: [...(operation.hasBody ? ['RequestBodies'] : []), 'OperationParameters', 'ResponseBodies'],
    }),
    declaredConstant('key', key, 'The operation, as "METHOD /path".'),
    operation.hasBody
      ? `/** Checks a request body strictly: unknown fields, values outside an enum, over-long strings are refused. */
export declare function validateRequest(body: unknown): Result<RequestBodies[${key}]>;`
      : `/** ${commentText(operation.key)} takes no request body: calling this throws a TypeError. */
export declare function validateRequest(body: unknown): never;`,
    `/** Checks the path, query or header parameters of a request strictly, given typed or as the strings a URL carries (read by OpenAPI's serialization rules). */
export declare function validateParameters<L extends keyof OperationParameters[${key}]>(location: L, values: unknown): Result<OperationParameters[${key}][L]>;`,
    `/** Checks a response tolerantly: what the spec does not list is reported in warnings, not refused. */
export declare function validateResponse<S extends keyof ResponseBodies[${key}]>(status: S, body: unknown): Result<ResponseBodies[${key}][S]>;`,
    // A status that a range (4XX) or `default` answers for is any code: typed by what it may match.
    ...(operation.declared.some((status) => !/^\d+$/.test(status))
      ? [
          `/** Checks the answer for any status code: its exact code, then its range (4XX), then \`default\`. */
export declare function validateResponse(status: number | \`\${number}\`, body: unknown): Result<ResponseBodies[${key}][keyof ResponseBodies[${key}]]>;`,
        ]
      : []),
  ]);
}

/** @param {{ id: string }} notification */
export function notificationDeclarations(notification) {
  return source(`${notification.id}.d.ts`, [
    importFrom(RUNTIME, { isTypeOnly: true, namedImports: ['Result'] }),
    importFrom('../types.js', { isTypeOnly: true, namedImports: ['Notifications'] }),
    `/** Checks a notification tolerantly: what the spec does not list is reported in warnings, not refused. */
export declare function validate(payload: unknown): Result<Notifications[${json(notification.id)}]>;`,
  ]);
}

/** @param {{ id: string }[]} schemas */
export function schemasDeclarations(schemas) {
  return source('schemas.d.ts', [
    importFrom(RUNTIME, { isTypeOnly: true, namedImports: ['Result'] }),
    ...(schemas.length > 0 ? [importFrom('./types.js', { isTypeOnly: true, namedImports: ['Schemas'] })] : []),
    ...schemas.map(
      ({ id }) => `/** Checks a ${id}: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export declare function validate${id}(value: unknown, options?: { strict?: boolean }): Result<Schemas[${json(id)}]>;`,
    ),
    ...(schemas.length === 0 ? ['export {};'] : []),
  ]);
}

/** @param {string} name @param {string} folder @param {{ id: string, key?: string }[]} entries @param {string} doc */
function registryDeclarations(name, folder, entries, doc) {
  const prefix = folder === 'operations' ? 'operation' : 'notification';
  return source(`${name}.d.ts`, [
    ...entries.map(({ id }) =>
      importFrom(`./${folder}/${id}.js`, { isTypeOnly: true, namespaceImport: `${prefix}_${id}` }),
    ),
    declaredConstant(
      folder,
      `{\n${entries.map(({ id, key }) => `  ${json(key ?? id)}: typeof ${prefix}_${id};`).join('\n')}\n}`,
      doc,
    ),
  ]);
}

/** @param {{ id: string, key: string }[]} operations */
export const registryDeclaration = (operations) =>
  registryDeclarations('registry', 'operations', operations, 'Every operation\'s module, by "METHOD /path".');

/** @param {{ id: string }[]} notifications */
export const notificationRegistryDeclaration = (notifications) =>
  registryDeclarations('notification-registry', 'notifications', notifications, "Every notification kind's module.");

/** @param {string[]} exported each check's export */
export function formatsDeclaration(exported) {
  return source('formats.d.ts', [
    importFrom(RUNTIME, { isTypeOnly: true, namedImports: ['FormatCheck'] }),
    ...exported.map((name) => declaredConstant(name, 'FormatCheck')),
    declaredConstant('formats', 'Record<string, FormatCheck>', 'The formats the standalone validators check, by name.'),
  ]);
}

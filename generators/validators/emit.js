// @ts-check
// The JavaScript and declarations around the standalone modules, written with ts-morph: one wrapper per operation
// and notification, the registry, one function per component schema, the formats module, and the types that map
// operation keys to the client's generated types. Names come from the document and are checked to be identifiers;
// strings are written with JSON.stringify.
import { Project, VariableDeclarationKind } from 'ts-morph';

const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { allowJs: true } });
const json = (/** @type {unknown} */ value) => JSON.stringify(value);

/** @param {string} name @param {(file: import('ts-morph').SourceFile) => void} build */
function source(name, build) {
  const file = project.createSourceFile(name, '', { overwrite: true });
  build(file);
  file.formatText({ indentSize: 2 });
  return file.getFullText();
}

/** @param {{ id: string, key: string, responses: string[], parameters: string[], hasBody: boolean }} operation */
export function operationWrapper(operation) {
  return source(`${operation.id}.js`, (file) => {
    file.addImportDeclaration({ moduleSpecifier: `./${operation.id}.ajv.js`, namespaceImport: 'ajv' });
    file.addImportDeclaration({ moduleSpecifier: '@payments-contract/validators/runtime', namedImports: ['check'] });
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name: 'key', initializer: json(operation.key) }],
    });
    const responses = operation.responses.map(
      (status) => `${json(status)}: [ajv.response_${status}, ajv.response_${status}_drift]`,
    );
    file.addVariableStatement({
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name: 'responses', initializer: `{ ${responses.join(', ')} }` }],
    });
    const parameters = operation.parameters.map((location) => `${json(location)}: ajv.${location}`);
    file.addVariableStatement({
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name: 'parameters', initializer: `{ ${parameters.join(', ')} }` }],
    });
    file.addStatements(`
/** Checks a request body strictly: unknown fields, values outside an enum, over-long strings are refused. */
export function validateRequest(body) {
  ${operation.hasBody ? `return check(ajv.body, body, undefined, 'request body');` : `throw new TypeError(${json(`${operation.key} takes no request body`)});`}
}

/** Checks the path, query or header parameters of a request strictly. */
export function validateParameters(location, values) {
  const validate = parameters[location];
  if (!validate) throw new TypeError(${json(`${operation.key} has no parameters in `)} + String(location));
  return check(validate, values, undefined, location + ' parameters');
}

/** Checks an answer tolerantly: what the spec does not list is reported in warnings, not refused. */
export function validateResponse(status, body) {
  const pair = responses[String(status)];
  if (!pair) throw new TypeError(${json(`${operation.key} declares no JSON answer for status `)} + String(status));
  return check(pair[0], body, pair[1], 'response body');
}`);
  });
}

/** @param {string} id */
export function notificationWrapper(id) {
  return source(`${id}.js`, (file) => {
    file.addImportDeclaration({ moduleSpecifier: `./${id}.ajv.js`, namespaceImport: 'ajv' });
    file.addImportDeclaration({ moduleSpecifier: '@payments-contract/validators/runtime', namedImports: ['check'] });
    file.addStatements(`
/** Checks a notification tolerantly: what the spec does not list is reported in warnings, not refused. */
export function validate(payload) {
  return check(ajv.payload, payload, ajv.payload_drift, 'notification');
}`);
  });
}

/** @param {{ id: string, key: string }[]} operations @param {{ id: string }[]} notifications */
export function registry(operations, notifications) {
  return source('registry.js', (file) => {
    for (const { id } of operations)
      file.addImportDeclaration({ moduleSpecifier: `./operations/${id}.js`, namespaceImport: `operation_${id}` });
    for (const { id } of notifications)
      file.addImportDeclaration({ moduleSpecifier: `./notifications/${id}.js`, namespaceImport: `notification_${id}` });
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [
        {
          name: 'operations',
          initializer: `{ ${operations.map(({ id, key }) => `${json(key)}: operation_${id}`).join(',\n')} }`,
        },
      ],
    });
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [
        {
          name: 'notifications',
          initializer: `{ ${notifications.map(({ id }) => `${id}: notification_${id}`).join(',\n')} }`,
        },
      ],
    });
  });
}

/** @param {{ id: string }[]} schemas */
export function schemaFunctions(schemas) {
  return source('schemas.js', (file) => {
    file.addImportDeclaration({ moduleSpecifier: '@payments-contract/validators/runtime', namedImports: ['check'] });
    for (const { id } of schemas) {
      file.addImportDeclaration({ moduleSpecifier: `./schemas/${id}.js`, namespaceImport: `schema_${id}` });
      file.addStatements(`
/** Checks a ${id}: tolerantly by default (drift in warnings), strictly with { strict: true }. */
export function validate${id}(value, options) {
  return options?.strict
    ? check(schema_${id}.strict, value, undefined, ${json(id)})
    : check(schema_${id}.tolerant, value, schema_${id}.strict, ${json(id)});
}`);
    }
  });
}

/** @param {Record<string, unknown>} xFormats */
export function formatsModule(xFormats) {
  return source('formats.js', (file) => {
    file.addImportDeclaration({
      moduleSpecifier: '@payments-contract/validators/format-checks',
      namedImports: ['formatChecks', 'standardChecks'],
    });
    file.addStatements(`
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The formats the standalone validators check: the standard ones and the document's x-formats. */
export const formats = { ...standardChecks, uuid: { type: 'string', validate: (/** @type {string} */ s) => UUID.test(s) }, ...formatChecks(${json(xFormats)}) };`);
  });
}

/** @param {any} document @param {{ id: string, key: string, responses: string[], parameters: string[], hasBody: boolean }[]} operations @param {{ id: string }[]} notifications */
export function typesModule(document, operations, notifications) {
  return source('types.d.ts', (file) => {
    file.addImportDeclaration({
      isTypeOnly: true,
      moduleSpecifier: '@payments-contract/client',
      namedImports: ['components', 'paths', 'webhooks'],
    });
    const at = (/** @type {string} */ key) => {
      const [method, path] = key.split(' ');
      return `paths[${json(path)}][${json(String(method).toLowerCase())}]`;
    };
    file.addInterface({
      isExported: true,
      name: 'RequestBodies',
      docs: ['The request body of each operation that takes one, by "METHOD /path".'],
      properties: operations
        .filter((o) => o.hasBody)
        .map((o) => ({
          name: json(o.key),
          type: `NonNullable<${at(o.key)}['requestBody']>['content']['application/json']`,
        })),
    });
    file.addInterface({
      isExported: true,
      name: 'ResponseBodies',
      docs: ['The JSON answer of each operation, by "METHOD /path" and status.'],
      properties: operations.map((o) => ({
        name: json(o.key),
        type: `{ ${o.responses.map((s) => `${s}: ${at(o.key)}['responses'][${s}]['content']['application/json']`).join('; ')} }`,
      })),
    });
    file.addInterface({
      isExported: true,
      name: 'OperationParameters',
      docs: ['The parameters of each operation, by "METHOD /path" and location.'],
      properties: operations.map((o) => ({
        name: json(o.key),
        type: `{ ${o.parameters.map((l) => `${l}: NonNullable<${at(o.key)}['parameters'][${json(l)}]>`).join('; ')} }`,
      })),
    });
    file.addInterface({
      isExported: true,
      name: 'Notifications',
      docs: ['The payload of each notification kind.'],
      properties: notifications.map(({ id }) => ({
        name: id,
        type: `NonNullable<webhooks[${json(id)}]['post']['requestBody']>['content']['application/json']`,
      })),
    });
    file.addInterface({
      isExported: true,
      name: 'Schemas',
      docs: ['Every component schema.'],
      properties: Object.keys(document.components?.schemas ?? {}).map((name) => ({
        name,
        type: `components['schemas'][${json(name)}]`,
      })),
    });
  });
}

// @ts-check
// The JavaScript and declarations around the standalone modules, written with ts-morph: one wrapper per operation
// and notification, the registry, one function per component schema, the formats module, and the types that map
// operation keys to the client's generated types. Names come from the document and are checked to be identifiers;
// strings are written with JSON.stringify.
import { formatExportName } from '@payments-contract/validator-runtime';
import { printStructure, StructureKind, VariableDeclarationKind } from '../shared/ts-morph.js';

// Each file is printed from one structure in one call, by ts-morph's printer alone: adding statements one by one
// re-parses the file every time (schemas.js took 0.9 s that way), and a source file made from the structure is
// parsed once more only to give back the text just printed (most of the validators' emit time).
const json = (/** @type {unknown} */ value) => JSON.stringify(value);

/** @typedef {import('ts-morph').StatementStructures | string} Statement */

/** @param {string} _name the file, for the reader @param {Statement[]} statements */
export function source(_name, statements) {
  return printStructure({ kind: StructureKind.SourceFile, statements }, { indentNumberOfSpaces: 2 });
}

/** @param {string} moduleSpecifier @param {{ namespaceImport?: string, namedImports?: string[], isTypeOnly?: boolean }} what @returns {Statement} */
export const importFrom = (moduleSpecifier, what) => ({
  kind: StructureKind.ImportDeclaration,
  moduleSpecifier,
  ...what,
});

/** @param {string} name @param {string} initializer @param {boolean} [isExported] @returns {Statement} */
const constant = (name, initializer, isExported = false) => ({
  kind: StructureKind.VariableStatement,
  isExported,
  declarationKind: VariableDeclarationKind.Const,
  declarations: [{ name, initializer }],
});

/**
 * @typedef {{ id: string, key: string, refs: Record<string, string>, responses: string[], declared: string[],
 *   parameters: string[], headers: Record<string, string>, hasBody: boolean, unbuilt: Record<string, string> }} PlannedOperation
 */

/** Why an export has no validator, as the TypeError its caller gets. @param {PlannedOperation} operation @param {string} name */
const notBuilt = (operation, name) =>
  `throw new TypeError(${json(`${operation.key}: no validator was generated for this (${operation.unbuilt[name]})`)});`;

/**
 * An exported function: its doc comment, parameters and body (text whose strings are written with JSON.stringify).
 * @param {string} doc @param {string} name @param {string[]} parameters @param {string} body @returns {Statement}
 */
const exportedFunction = (doc, name, parameters, body) => ({
  kind: StructureKind.Function,
  isExported: true,
  docs: [doc],
  name,
  parameters: parameters.map((parameter) => ({ name: parameter })),
  statements: [body],
});

/** @param {PlannedOperation} operation @returns {Statement[]} */
export function operationWrapper(operation) {
  const built = (/** @type {string} */ name) => name in operation.refs;
  const responses = operation.responses
    .filter((status) => built(`response_${status}`))
    .map((status) => `${json(status)}: [ajv.response_${status}, ajv.response_${status}_drift]`);
  const parameters = operation.parameters.filter(built).map((location) => `${json(location)}: ajv.${location}`);
  const unbuilt = Object.keys(operation.unbuilt).length > 0;
  const headers = Object.keys(operation.headers).length > 0 && built('header');
  const runtime = ['check', 'checkParameters', 'statusKey', ...(headers ? ['declaredHeaders'] : [])];
  const request = built('body')
    ? `return check(ajv.body, body, undefined, 'request body');`
    : operation.hasBody
      ? notBuilt(operation, 'body')
      : `throw new TypeError(${json(`${operation.key} takes no request body`)});`;
  // Header names are case-insensitive (RFC 9110 §5.1): the values are checked under the spec's spelling.
  const values = headers ? `location === 'header' ? declaredHeaders(values, headers) : values` : 'values';
  const noParameters = `${json(`${operation.key} has no parameters in `)} + String(location)`;
  const unbuiltParameters = `unbuilt[location] === undefined ? ${noParameters} : ${json(`${operation.key}: no validator was generated for its `)} + String(location) + ' parameters (' + unbuilt[location] + ')'`;
  return [
    ...(Object.keys(operation.refs).length > 0
      ? [importFrom(`./${operation.id}.ajv.js`, { namespaceImport: 'ajv' })]
      : []),
    importFrom('@payments-contract/validator-runtime', { namedImports: runtime }),
    constant('key', json(operation.key), true),
    constant('responses', `{ ${responses.join(', ')} }`),
    // Every status the operation declares: a status takes its exact code, then its range (4XX), then default.
    constant('declared', json(operation.declared)),
    constant('parameters', `{ ${parameters.join(', ')} }`),
    ...(headers ? [constant('headers', json(operation.headers))] : []),
    ...(unbuilt ? [constant('unbuilt', json(operation.unbuilt))] : []),
    exportedFunction(
      'Checks a request body strictly: unknown fields, values outside an enum, over-long strings are refused.',
      'validateRequest',
      ['body'],
      request,
    ),
    exportedFunction(
      'Checks the path, query or header parameters of a request strictly, given as typed values or as the strings a URL carries.',
      'validateParameters',
      ['location', 'values'],
      `const validate = parameters[location];
if (!validate) throw new TypeError(${unbuilt ? unbuiltParameters : noParameters});
return checkParameters(validate, ${values}, location + ' parameters');`,
    ),
    exportedFunction(
      'Checks a response tolerantly: what the spec does not list is reported in warnings, not refused.',
      'validateResponse',
      ['status', 'body'],
      `const matched = statusKey(status, declared);
const pair = matched === undefined ? undefined : responses[matched];
if (!pair) throw new TypeError(${json(`${operation.key} declares no JSON response for status `)} + String(status)${unbuilt ? ` + (unbuilt['response_' + matched] === undefined ? '' : ' with a validator (' + unbuilt['response_' + matched] + ')')` : ''});
return check(pair[0], body, pair[1], 'response body');`,
    ),
  ];
}

/** @param {string} id @returns {Statement[]} */
export function notificationWrapper(id) {
  return [
    importFrom(`./${id}.ajv.js`, { namespaceImport: 'ajv' }),
    importFrom('@payments-contract/validator-runtime', { namedImports: ['check'] }),
    exportedFunction(
      'Checks a notification tolerantly: what the spec does not list is reported in warnings, not refused.',
      'validate',
      ['payload'],
      `return check(ajv.payload, payload, ajv.payload_drift, 'notification');`,
    ),
  ];
}

/** An object literal of `key: value` entries, `{}` when there are none (a spec without webhooks, or operations). */
/** @param {string[]} entries */
const objectLiteral = (entries) => (entries.length === 0 ? '{}' : `{\n${entries.join(',\n')},\n}`);

/** @param {{ id: string, key: string }[]} operations @returns {Statement[]} */
export function registry(operations) {
  return [
    ...operations.map(({ id }) => importFrom(`./operations/${id}.js`, { namespaceImport: `operation_${id}` })),
    constant('operations', objectLiteral(operations.map(({ id, key }) => `  ${json(key)}: operation_${id}`)), true),
  ];
}

/** The notification kinds alone, so that a notification receiver imports no operation's validators. */
/** @param {{ id: string }[]} notifications @returns {Statement[]} */
export function notificationRegistry(notifications) {
  return [
    ...notifications.map(({ id }) => importFrom(`./notifications/${id}.js`, { namespaceImport: `notification_${id}` })),
    constant('notifications', objectLiteral(notifications.map(({ id }) => `  ${id}: notification_${id}`)), true),
  ];
}

/** @param {{ id: string }[]} schemas @returns {Statement[]} */
export function schemaFunctions(schemas) {
  return [
    importFrom('@payments-contract/validator-runtime', { namedImports: ['check'] }),
    ...schemas.map(({ id }) => importFrom(`./schemas/${id}.js`, { namespaceImport: `schema_${id}` })),
    ...schemas.map(({ id }) =>
      exportedFunction(
        `Checks a ${id}: tolerantly by default (drift in warnings), strictly with { strict: true }.`,
        `validate${id}`,
        ['value', 'options'],
        `return options?.strict
  ? check(schema_${id}.strict, value, undefined, ${json(id)})
  : check(schema_${id}.tolerant, value, schema_${id}.strict, ${json(id)});`,
      ),
    ),
  ];
}

/**
 * The formats module: each check its own export, so that a validator imports the checks it runs and a bundle keeps
 * only those (a check built from the document's x-formats is marked pure for that), and `formats`, every check by
 * its format's name.
 * @param {Record<string, unknown>} xFormats
 * @param {Map<string, string>} exports each format's export (compile.js's formatExportsOf)
 * @returns {Statement[]}
 */
export function formatsModule(xFormats, exports) {
  const checks = [...exports].map(([name, exported]) => ({
    name,
    exported,
    initializer: Object.hasOwn(xFormats, name)
      ? `/* @__PURE__ */ runtime.formatCheck(${json(name)}, ${json(xFormats[name])})`
      : `runtime.${formatExportName(name)}`,
  }));
  return [
    importFrom('@payments-contract/validator-runtime', { namespaceImport: 'runtime' }),
    ...checks.map(({ exported, initializer }) => constant(exported, initializer, true)),
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [
        "The formats the standalone validators check, by name: the standard ones, the registry's the document uses, and the document's x-formats.",
      ],
      declarations: [
        {
          name: 'formats',
          initializer: objectLiteral(checks.map(({ name, exported }) => `${json(name)}: ${exported}`)),
        },
      ],
    },
  ];
}

// A status key as a property name: numeric codes as written (so that `validateResponse(200, …)` type-checks, as
// openapi-typescript keys them), `default` and ranges (`4XX`) quoted.
const statusName = (/** @type {string} */ status) => (/^\d+$/.test(status) ? status : json(status));
// The media type indexed, as the existing output writes application/json (single-quoted).
const media = (/** @type {string | undefined} */ type) =>
  type === undefined || type === 'application/json' ? "'application/json'" : json(type);

/**
 * @param {{ id: string, key: string, responses: string[], parameters: string[], hasBody: boolean,
 *   mediaTypes: Record<string, string> }[]} operations
 * @param {{ id: string, name: string, mediaType: string }[]} notifications @param {{ id: string, name: string }[]} schemas
 * @param {string} typesFrom the module of openapi-typescript's types (the client's `schema.ts`)
 */
export function typesModule(operations, notifications, schemas, typesFrom) {
  const at = (/** @type {string} */ key) => {
    // "METHOD /path": the path may hold spaces itself (`/files/{file id}`), so the method ends at the first one.
    const space = key.indexOf(' ');
    return `paths[${json(key.slice(space + 1))}][${json(key.slice(0, space).toLowerCase())}]`;
  };
  /** @param {string} name @param {string} doc @param {{ name: string, type: string }[]} properties @returns {Statement} */
  const table = (name, doc, properties) => ({
    kind: StructureKind.Interface,
    isExported: true,
    name,
    docs: [doc],
    properties,
  });
  return source('types.d.ts', [
    importFrom(typesFrom, {
      isTypeOnly: true,
      namedImports: [
        ...(schemas.length > 0 ? ['components'] : []),
        'paths',
        ...(notifications.length > 0 ? ['webhooks'] : []),
      ],
    }),
    table(
      'RequestBodies',
      'The request body of each operation that takes one, by "METHOD /path".',
      operations
        .filter((o) => o.hasBody)
        .map((o) => ({
          name: json(o.key),
          type: `NonNullable<${at(o.key)}['requestBody']>['content'][${media(o.mediaTypes.body)}]`,
        })),
    ),
    table(
      'ResponseBodies',
      'The JSON answer of each operation, by "METHOD /path" and status.',
      operations.map((o) => ({
        name: json(o.key),
        type: `{ ${o.responses.map((s) => `${statusName(s)}: ${at(o.key)}['responses'][${statusName(s)}]['content'][${media(o.mediaTypes[s])}]`).join('; ')} }`,
      })),
    ),
    table(
      'OperationParameters',
      'The parameters of each operation, by "METHOD /path" and location.',
      operations.map((o) => ({
        name: json(o.key),
        type: `{ ${o.parameters.map((l) => `${l}: NonNullable<${at(o.key)}['parameters'][${json(l)}]>`).join('; ')} }`,
      })),
    ),
    table(
      'Notifications',
      'The payload of each notification kind.',
      notifications.map(({ id, name, mediaType }) => ({
        name: id,
        type: `NonNullable<webhooks[${json(name)}]['post']['requestBody']>['content'][${media(mediaType)}]`,
      })),
    ),
    table(
      'Schemas',
      'Every component schema.',
      schemas.map(({ id, name }) => ({
        name: id,
        type: `components['schemas'][${json(name)}]`,
      })),
    ),
  ]);
}

// @ts-check
// The webhook type pack's generated code, written with ts-morph from the spec's `webhooks` and its browser
// checkout-callback schemas (octokit/openapi-webhooks style): the notification types and their union discriminated
// by `type`, the map from each type to the details operations its id may belong to and what in the details agrees
// with it (Events rules 1-7; ./confirmations.js), and the checkout client's options, callback payloads and instance.

import { pointer, refName, SpecError } from '@payments-contract/openapi-vocabulary';
import { commentText } from '../shared/comment.js';
import { Project, VariableDeclarationKind } from '../shared/ts-morph.js';
import { detailsType, readConfirmations } from './confirmations.js';
import { generatePayloads } from './payloads.js';
import { identifier, propertyDocs, typeText } from './schema-types.js';

const json = (/** @type {unknown} */ value) => JSON.stringify(value);

/** @param {any} document @param {string} typesFrom */
function notificationsFile(document, typesFrom) {
  const project = new Project({ useInMemoryFileSystem: true });
  const file = project.createSourceFile('notifications.ts');
  file.addImportDeclaration({
    isTypeOnly: true,
    moduleSpecifier: typesFrom,
    namedImports: ['components', 'paths'],
  });
  const kinds = Object.entries(document.webhooks ?? {}).map(([name, item]) => {
    const ref = item.post?.requestBody?.content?.['application/json']?.schema?.$ref;
    if (typeof ref !== 'string')
      throw new SpecError(
        pointer('webhooks', name, 'post', 'requestBody'),
        'a notification payload must be a $ref to a component schema',
      );
    return {
      name: identifier(name),
      schema: identifier(refName(ref)),
      summary: item.post.summary,
      description: item.post.description,
    };
  });
  for (const kind of kinds) {
    file.addTypeAlias({
      isExported: true,
      name: kind.schema,
      type: `components['schemas'][${json(kind.schema)}]`,
      docs: [commentText(kind.description)],
    });
  }
  const typeSchema = document.components.schemas.NotificationType;
  const types = /** @type {string[]} */ (typeSchema.enum);
  file.addTypeAlias({
    isExported: true,
    name: 'NotificationType',
    type: types.map(json).join(' | '),
    docs: [commentText(typeSchema.description)],
  });
  file.addTypeAlias({
    isExported: true,
    name: 'NotificationKind',
    type: kinds.map((k) => json(k.name)).join(' | '),
    docs: ['The three notification kinds, as the spec names its webhooks.'],
  });
  file.addTypeAlias({
    isExported: true,
    name: 'Notification',
    type: kinds.map((k) => k.schema).join(' | '),
    docs: ['Any notification the service sends.'],
  });
  file.addTypeAlias({
    isExported: true,
    name: 'NotificationOfType',
    typeParameters: [{ name: 'T', constraint: 'NotificationType' }],
    type: 'Notification & { type: T }',
    docs: ['A notification whose `type` is T.'],
  });
  file.addTypeAlias({
    isExported: true,
    name: 'TypedNotification',
    type: '{ [T in NotificationType]: NotificationOfType<T> }[NotificationType]',
    docs: ['A notification with a `type`, discriminated by it: `switch (n.type)` narrows.'],
  });
  const confirmations = readConfirmations(document);
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [
      'For each notification type: the details operations its `id` may belong to, in the order to try them (the next\n' +
        'only when one answers 404), the Events rules that send such an id, and what in the details agrees with the\n' +
        'notified status (Events rule 7).',
    ],
    declarations: [
      {
        name: 'confirmations',
        initializer: `${json(Object.fromEntries(confirmations.map(({ type, candidates }) => [type, candidates])))} as const`,
      },
    ],
  });
  file.addTypeAlias({
    isExported: true,
    name: 'ConfirmedDetails',
    typeParameters: [{ name: 'T', constraint: 'NotificationType' }],
    type: `{ ${confirmations
      .map(({ type, candidates }) => `${json(type)}: ${[...new Set(candidates.map(detailsType))].join(' | ')}`)
      .join('; ')} }[T]`,
    docs: ['What confirming a notification of type T returns: the details of whichever candidate resource it names.'],
  });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['The notification kinds, as the spec names its webhooks.'],
    declarations: [{ name: 'notificationKinds', initializer: `${json(kinds.map((k) => k.name))} as const` }],
  });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['Every notification type the spec lists.'],
    declarations: [{ name: 'notificationTypes', initializer: `${json(types)} as const` }],
  });
  file.formatText({ indentSize: 2 });
  return file.getFullText();
}

/** @param {any} document @param {string} typesFrom */
function checkoutFile(document, typesFrom) {
  const project = new Project({ useInMemoryFileSystem: true });
  const file = project.createSourceFile('checkout.ts');
  const schemas = Object.entries(document.components?.schemas ?? {}).filter(
    ([, schema]) => schema['x-browser-callback'],
  );
  const names = new Set(schemas.map(([name]) => name));
  const nameOfRef = (/** @type {string} */ ref) => {
    const name = refName(ref);
    if (names.has(name)) return identifier(name);
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: typesFrom, namedImports: ['components'] });
    return `components['schemas'][${json(name)}]`;
  };
  for (const [name, schema] of schemas) {
    const required = new Set(schema.required ?? []);
    file.addInterface({
      isExported: true,
      name: identifier(name),
      docs: [
        `${commentText(schema.description)}\n\nA browser checkout-client ${schema['x-browser-callback'] === 'options' ? 'option set' : `value (${schema['x-browser-callback']})`}, not an HTTP message.`,
      ],
      properties: Object.entries(schema.properties ?? {}).map(([property, member]) => ({
        name: json(property),
        hasQuestionToken: !required.has(property) && !(name === 'CheckoutInstance'),
        type: typeText(member, nameOfRef),
        docs: propertyDocs(member) ? [commentText(propertyDocs(member))] : [],
      })),
    });
  }
  // Imports added while naming refs may repeat; one is enough.
  const seen = new Set();
  for (const declaration of file.getImportDeclarations()) {
    const key = declaration.getText();
    if (seen.has(key)) declaration.remove();
    seen.add(key);
  }
  file.formatText({ indentSize: 2 });
  return file.getFullText();
}

/**
 * The webhook type pack's files: payloads.ts for any spec with webhooks (./payloads.js); then notifications.ts and
 * checkout.ts, which rest on this service's own extensions (a `NotificationType` schema with `x-confirmed-by`,
 * schemas marked `x-browser-callback`), so for a spec without them each is skipped, saying why.
 * @param {any} document @param {{ typesFrom: string, skip: (what: string, reason: string) => void }} context
 * @returns {Record<string, string>}
 */
export function generateWebhooks(document, { typesFrom, skip }) {
  /** @type {Record<string, string>} */
  const files = {};
  const payloads = generatePayloads(document, { typesFrom, skip });
  if (payloads !== undefined) files['payloads.ts'] = payloads;
  const typeSchema = document.components?.schemas?.NotificationType;
  if (!document.webhooks || Object.keys(document.webhooks).length === 0)
    skip('webhooks/notifications.ts', 'the spec has no webhooks');
  else if (!Array.isArray(typeSchema?.enum) || !typeSchema['x-confirmed-by'])
    skip(
      'webhooks/notifications.ts',
      'the spec has no /components/schemas/NotificationType with an enum and x-confirmed-by',
    );
  else files['notifications.ts'] = notificationsFile(document, typesFrom);
  const callbacks = Object.values(document.components?.schemas ?? {}).some((schema) => schema?.['x-browser-callback']);
  if (callbacks) files['checkout.ts'] = checkoutFile(document, typesFrom);
  else skip('webhooks/checkout.ts', 'the spec has no schemas marked x-browser-callback (browser checkout callbacks)');
  return files;
}

// @ts-check
// The sample of one notification (a webhook of the document): a handler made with @payments-contract/webhooks that
// checks the Authorization header, parses and checks the body, confirms the notification with the service through
// the client (never act on a notification alone) and dispatches by type; the sample then hands it a delivery built
// from the webhook's own example, as the service would POST it.

import { deref as resolve } from '@payments-contract/openapi-vocabulary';
import { Project, QuoteKind } from 'ts-morph';
import { commentText, isIdentifier, literal } from './literal.js';

const project = new Project({ useInMemoryFileSystem: true, manipulationSettings: { quoteKind: QuoteKind.Single } });
const SECRET = 'Bearer my-notification-secret';

/** @param {any} document @param {string} kind the webhook's name @param {any} operation its POST */
function deliveryExample(document, kind, operation) {
  const media = resolve(document, operation.requestBody)?.content?.['application/json'];
  const value = media?.example ?? resolve(document, Object.values(media?.examples ?? {})[0])?.value;
  if (!value || typeof value.type !== 'string') throw new Error(`webhook ${kind}: its example names no 'type'`);
  return value;
}

/**
 * @param {any} document @param {string} kind the webhook's name (genericNotification, …)
 * @returns {{ name: string, text: string }}
 */
export function notificationSample(document, kind) {
  const operation = document.webhooks[kind]?.post;
  const name = operation?.operationId;
  if (typeof name !== 'string' || !isIdentifier(name))
    throw new Error(`webhook ${kind}: operationId must be a JavaScript identifier to name its sample`);
  const example = deliveryExample(document, kind, operation);
  const typeKey = isIdentifier(example.type) ? example.type : literal(example.type);
  const file = project.createSourceFile(`${name}.ts`, '', { overwrite: true });
  file.addImportDeclaration({
    moduleSpecifier: '@payments-contract/client',
    namedImports: ['createPaymentsClient', { name: 'PaymentsClientOptions', isTypeOnly: true }],
  });
  file.addImportDeclaration({
    moduleSpecifier: '@payments-contract/webhooks',
    namedImports: ['createNotificationHandler'],
  });
  file.addFunction({
    isExported: true,
    isAsync: true,
    name,
    parameters: [{ name: 'options', type: 'PaymentsClientOptions' }],
    docs: [
      `${commentText(operation.summary ?? kind)}: what the service POSTs to the URL set with PATCH /config.\n` +
        'The handler is a Fetch-API function (Request in, Response out); on node:http wrap it with toNodeListener\n' +
        "from '@payments-contract/webhooks/node'. It answers 200 once handled, 4xx on a bad delivery.",
    ],
    statements: [
      'const handled: { type: string; confirmed: boolean }[] = [];',
      `const handleNotification = createNotificationHandler({
  authorization: ${literal(SECRET)}, // the Authorization value you configured
  kind: ${literal(kind)},
  confirm: createPaymentsClient(options), // asks the service before your code acts
  on: {
    ${typeKey}: (notification, { confirmed }) => {
      handled.push({ type: notification.type, confirmed: confirmed !== undefined });
    },
  },
});`,
      '// A delivery as the service sends it (the example of this notification):',
      `const response = await handleNotification(
  new Request('https://shop.example/notifications', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: ${literal(SECRET)} },
    body: JSON.stringify(${literal(example, `webhook ${kind} example`)}),
  }),
);`,
      'return { status: response.status, handled };',
    ],
  });
  file.formatText({ indentSize: 2, convertTabsToSpaces: true });
  return { name, text: file.getFullText() };
}

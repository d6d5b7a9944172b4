// @ts-check
// The generic half of the webhook pack, for any spec's `webhooks` (OpenAPI 3.1, "Webhooks" of the OpenAPI Object):
// a named payload type per webhook and a map from webhook name to payload type, as octokit/openapi-webhooks gives
// GitHub's. Each type is an indexed access into openapi-typescript's `webhooks` type (client/schema.ts), so the two
// can never disagree; this service's notification and confirmation types (./index.js) are an addition on top.
// Names come from the document: identifiers are made letters and digits only, literals written with JSON.stringify.
import { deref, HTTP_METHODS, identifierOf, pointer, refName } from '@payments-contract/openapi-vocabulary';
import { commentText } from '../shared/comment.js';
import { Project, VariableDeclarationKind } from '../shared/ts-morph.js';

const json = (/** @type {unknown} */ value) => JSON.stringify(value);
const capital = (/** @type {string} */ word) => word.charAt(0).toUpperCase() + word.slice(1);

/** The media type whose body names the payload: JSON when the webhook sends it, else the first one it lists. */
/** @param {string[]} types */
const payloadMediaType = (types) =>
  types.find((type) => type === 'application/json') ?? types.find((type) => /[/+]json\b/.test(type)) ?? types[0];

/**
 * Where openapi-typescript types a webhook's path item: `webhooks[name]`, or, for a path item written as a `$ref`
 * to `#/components/pathItems/X` (which it types there, leaving every method of `webhooks[name]` `never`), that
 * component. Undefined for a `$ref` elsewhere.
 * @param {string} webhook @param {any} item
 */
function pathItemType(webhook, item) {
  if (typeof item?.$ref !== 'string') return `webhooks[${json(webhook)}]`;
  const found = /^#\/components\/pathItems\/([^/]+)$/.exec(item.$ref);
  return found?.[1] === undefined ? undefined : `components["pathItems"][${json(refName(item.$ref))}]`;
}

/**
 * Each webhook's payloads, one per operation with a request body (a webhook's path item may hold several methods),
 * each with a type name unless another webhook's payload already took it (then it is typed in the map only, and
 * named as skipped). A webhook operation without a body is skipped by pointer.
 * @param {any} document @param {(what: string, reason: string) => void} skip
 * @returns {{ webhook: string, method: string, type: string, name?: string, docs: string }[]}
 */
export function readPayloads(document, skip) {
  /** @type {Map<string, string>} type name → pointer of its webhook operation */
  const taken = new Map();
  const payloads = [];
  for (const [webhook, given] of Object.entries(document.webhooks ?? {})) {
    const itemType = pathItemType(webhook, given);
    if (itemType === undefined) {
      skip(`webhooks/payloads.ts ${pointer('webhooks', webhook)}`, `only a $ref to /components/pathItems is typed`);
      continue;
    }
    const item = deref(document, given, pointer('webhooks', webhook));
    const methods = HTTP_METHODS.filter((method) => item?.[method] && typeof item[method] === 'object');
    for (const method of methods) {
      const at = pointer('webhooks', webhook, method);
      const operation = item[method];
      const body = deref(document, operation.requestBody, `${at}/requestBody`);
      const mediaType = payloadMediaType(Object.keys(body?.content ?? {}));
      if (mediaType === undefined) {
        skip(`webhooks/payloads.ts ${at}`, 'the webhook operation has no request body, so no payload type');
        continue;
      }
      const type = `NonNullable<NonNullable<${itemType}[${json(method)}]>["requestBody"]>["content"][${json(mediaType)}]`;
      const docs = [
        operation.summary,
        operation.description,
        `The ${mediaType} body of webhook ${json(webhook)} (${method}).`,
      ];
      const payload = {
        webhook,
        method,
        type,
        docs: docs.filter((text) => typeof text === 'string' && text).join('\n\n'),
      };
      const name = `${capital(identifierOf(webhook))}${methods.length > 1 ? capital(method) : ''}Payload`;
      const owner = taken.get(name);
      if (owner === undefined) taken.set(name, at);
      else
        skip(
          `webhooks/payloads.ts ${at}`,
          `its payload type name '${name}' is already the name of ${owner}; it is typed in WebhookPayloads only`,
        );
      payloads.push(owner === undefined ? { ...payload, name } : payload);
    }
  }
  return payloads;
}

/**
 * webhooks/payloads.ts, or undefined (skipped, saying why) for a spec without webhooks.
 * @param {any} document @param {{ typesFrom: string, skip: (what: string, reason: string) => void }} context
 */
export function generatePayloads(document, { typesFrom, skip }) {
  const payloads = readPayloads(document, skip);
  if (payloads.length === 0) {
    skip('webhooks/payloads.ts', 'the spec has no webhook with a request body');
    return undefined;
  }
  const project = new Project({ useInMemoryFileSystem: true });
  const file = project.createSourceFile('payloads.ts');
  const components = payloads.some(({ type }) => type.includes('components["pathItems"]'));
  file.addImportDeclaration({
    isTypeOnly: true,
    moduleSpecifier: typesFrom,
    namedImports: components ? ['components', 'webhooks'] : ['webhooks'],
  });
  // One call for all of them: ts-morph re-reads the file after each insertion, which for GitHub's 261 was most of
  // the time.
  file.addTypeAliases(
    payloads.flatMap(({ name, type, docs }) =>
      name === undefined ? [] : [{ isExported: true, name, type, docs: [commentText(docs)] }],
    ),
  );
  /** @type {Map<string, string[]>} */
  const byWebhook = new Map();
  for (const { webhook, name, type } of payloads)
    byWebhook.set(webhook, [...(byWebhook.get(webhook) ?? []), name ?? type]);
  file.addTypeAlias({
    isExported: true,
    name: 'WebhookPayloads',
    type: `{ ${[...byWebhook].map(([webhook, names]) => `${json(webhook)}: ${names.join(' | ')}`).join('; ')} }`,
    docs: ['Each webhook the spec names, by name, to the payload it sends.'],
  });
  file.addTypeAlias({
    isExported: true,
    name: 'WebhookName',
    type: 'keyof WebhookPayloads',
    docs: ['The name of a webhook the spec names.'],
  });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['Every webhook the spec names, in its order.'],
    declarations: [
      { name: 'webhookNames', initializer: `${json([...byWebhook.keys()])} as const satisfies readonly WebhookName[]` },
    ],
  });
  file.formatText({ indentSize: 2 });
  return file.getFullText();
}

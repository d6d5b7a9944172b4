// @ts-check
// Emits packages/client's `policy.ts` with ts-morph: the facts of the document the client's runtime obeys, read
// from the document's extensions so that no rule is written twice (x-retry-policy, x-signature,
// x-authentication-causes, x-formats' interval limit, and which operations are page- or cursor-style lists).

import { deref, operationsOf, refName } from '@payments-contract/openapi-vocabulary';
import { Project, VariableDeclarationKind } from '../shared/ts-morph.js';

/** @param {unknown} ref */
function componentName(ref) {
  return typeof ref === 'string' ? refName(ref) : undefined;
}

/** Drops prose (`description`) from data the runtime carries: it is in the spec and the docs already. */
/** @param {any} value @returns {any} */
function withoutProse(value) {
  if (Array.isArray(value)) return value.map(withoutProse);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'description')
      .map(([k, v]) => [k, withoutProse(v)]),
  );
}

/**
 * The headers every request carries, by security scheme: the root `security` requirement's apiKey-in-header schemes
 * (Authentication rule 1), or undefined when it names another kind. The client sets them from these names.
 * @param {any} document @returns {Record<string, string> | undefined}
 */
function credentialHeaders(document) {
  const schemes = Object.keys(document.security?.[0] ?? {});
  const headers = schemes
    .map((scheme) => [scheme, document.components?.securitySchemes?.[scheme]])
    .filter(([, found]) => found?.type === 'apiKey' && found.in === 'header' && typeof found.name === 'string');
  return schemes.length > 0 && headers.length === schemes.length
    ? Object.fromEntries(headers.map(([scheme, found]) => [scheme, found.name]))
    : undefined;
}

/** @param {any} document */
function facts(document) {
  const signedOperations = [];
  /** @type {Record<string, 'page' | 'cursor'>} */
  const listOperations = {};
  for (const { method, path, operation } of operationsOf(document)) {
    const signature = operation['x-signature'];
    if (signature) signedOperations.push({ method: method.toUpperCase(), path, ...signature });
    const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
    const listSchema = schema?.$ref ? deref(document, schema) : undefined;
    const envelope = (listSchema?.allOf ?? []).map((/** @type {any} */ part) => componentName(part.$ref));
    if (method === 'get' && envelope.includes('PageEnvelope')) listOperations[path] = 'page';
    if (method === 'get' && envelope.includes('CursorEnvelope')) listOperations[path] = 'cursor';
  }
  return {
    retryPolicy: withoutProse(document['x-retry-policy']),
    authenticationCauses: document.components?.schemas?.AuthenticationErrorMessage?.['x-authentication-causes'],
    signedOperations,
    listOperations,
    intervalFilter: withoutProse(document['x-formats']?.['interval-filter']),
    credentialHeaders: credentialHeaders(document),
  };
}

/** Where in the document each fact is read from, to say what a foreign spec lacks. */
const SOURCES = {
  retryPolicy: '/x-retry-policy',
  authenticationCauses: '/components/schemas/AuthenticationErrorMessage/x-authentication-causes',
  signedOperations: 'x-signature',
  listOperations: 'list envelopes',
  intervalFilter: '/x-formats/interval-filter',
  credentialHeaders: '/security (apiKey header schemes)',
};

const DOCS = {
  retryPolicy: 'The retry and idempotency rules of the interface (Errors rules 5 and 6), from `x-retry-policy`.',
  authenticationCauses: 'The four 403 authentication messages by cause (Authentication rule 3).',
  signedOperations: 'Operations whose requests carry `Signature`, and what it signs (Authentication rule 5).',
  listOperations: 'Every list operation and its pagination style.',
  intervalFilter: 'The interval filter format and its maximum span (Limits).',
  credentialHeaders: 'The headers every request carries, by security scheme (Authentication rule 1), from `security`.',
};

/**
 * The policy module, or undefined (with the reason given to `skip`) for a spec that lacks the service's rules.
 * @param {any} document @param {{ skip: (what: string, reason: string) => void }} context
 * @returns {string | undefined}
 */
export function generateClientPolicy(document, context) {
  const found = facts(document);
  const missing = Object.entries(found)
    .filter(([, value]) => value === undefined)
    .map(([name]) => SOURCES[/** @type {keyof typeof SOURCES} */ (name)]);
  if (missing.length > 0) {
    context.skip('client/policy.ts', `the spec has no ${missing.join(', ')} (the payments service's own rules)`);
    return undefined;
  }
  const project = new Project({ useInMemoryFileSystem: true });
  const file = project.createSourceFile('policy.ts');
  for (const [name, value] of Object.entries(found)) {
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [DOCS[/** @type {keyof typeof DOCS} */ (name)]],
      // JSON.stringify makes a literal of data from the document: no name or string from it becomes code.
      declarations: [{ name, initializer: `${JSON.stringify(value, null, 2)} as const` }],
    });
  }
  file.formatText({ indentSize: 2 });
  return file.getFullText();
}

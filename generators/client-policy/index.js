// @ts-check
// Emits packages/client's `policy.ts` with ts-morph: the facts of the document the client's runtime obeys, read
// from the document's extensions so that no rule is written twice (x-retry-policy, x-signature,
// x-authentication-causes, x-formats' interval limit, and which operations are page- or cursor-style lists).
import { Project, VariableDeclarationKind } from 'ts-morph';
import { GENERATED_HEADER } from '../shared/header.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** @param {unknown} ref */
function componentName(ref) {
  return typeof ref === 'string' ? ref.split('/').pop() : undefined;
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

/** @param {any} document */
function facts(document) {
  const signedOperations = [];
  /** @type {Record<string, 'page' | 'cursor'>} */
  const listOperations = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const signature = operation['x-signature'];
      if (signature) signedOperations.push({ method: method.toUpperCase(), path, ...signature });
      const schemaRef = operation.responses?.['200']?.content?.['application/json']?.schema?.$ref;
      const listSchema = document.components?.schemas?.[componentName(schemaRef) ?? ''];
      const envelope = (listSchema?.allOf ?? []).map((/** @type {any} */ part) => componentName(part.$ref));
      if (method === 'get' && envelope.includes('PageEnvelope')) listOperations[path] = 'page';
      if (method === 'get' && envelope.includes('CursorEnvelope')) listOperations[path] = 'cursor';
    }
  }
  return {
    retryPolicy: withoutProse(document['x-retry-policy']),
    authenticationCauses: document.components?.schemas?.AuthenticationErrorMessage?.['x-authentication-causes'],
    signedOperations,
    listOperations,
    intervalFilter: withoutProse(document['x-formats']?.['interval-filter']),
  };
}

const DOCS = {
  retryPolicy: 'The retry and idempotency rules of the interface (Errors rules 5 and 6), from `x-retry-policy`.',
  authenticationCauses: 'The four 403 authentication messages by cause (Authentication rule 3).',
  signedOperations: 'Operations whose requests carry `Signature`, and what it signs (Authentication rule 5).',
  listOperations: 'Every list operation and its pagination style.',
  intervalFilter: 'The interval filter format and its maximum span (Limits).',
};

/** @param {any} document @returns {string} */
export function generateClientPolicy(document) {
  const project = new Project({ useInMemoryFileSystem: true });
  const file = project.createSourceFile('policy.ts');
  for (const [name, value] of Object.entries(facts(document))) {
    if (value === undefined) throw new Error(`The document has no ${name}; the client cannot be generated without it.`);
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [DOCS[/** @type {keyof typeof DOCS} */ (name)]],
      // JSON.stringify makes a literal of data from the document: no name or string from it becomes code.
      declarations: [{ name, initializer: `${JSON.stringify(value, null, 2)} as const` }],
    });
  }
  file.formatText({ indentSize: 2 });
  return `${GENERATED_HEADER}${file.getFullText()}`;
}

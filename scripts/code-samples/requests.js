// @ts-check
// What each operation's sample sends, taken from the document's own examples: the path parameters (their example,
// else their schema's), the query parameters that carry an example, and the request body's first named example.
import { operationsOf, deref as resolve } from '@payments-contract/openapi-vocabulary';

// A path parameter with no example anywhere gets a placeholder of its format, so the sample still type-checks.
const PLACEHOLDER_BY_FORMAT = /** @type {Record<string, string>} */ ({ uuid: '00000000-0000-4000-8000-000000000000' });

/** @param {any} document @param {any} parameter @param {string} where */
function exampleOf(document, parameter, where) {
  const schema = resolve(document, parameter.schema) ?? {};
  const named = Object.values(parameter.examples ?? {}).map((e) => resolve(document, e)?.value);
  const candidates = [parameter.example, ...named, schema.example, schema.examples?.[0]];
  const found = candidates.find((value) => value !== undefined);
  if (found !== undefined || parameter.in !== 'path') return found;
  const placeholder = PLACEHOLDER_BY_FORMAT[schema.format];
  if (placeholder === undefined) throw new Error(`${where}: path parameter '${parameter.name}' has no example`);
  return placeholder;
}

/** @param {any} document @param {any} operation @param {string} where */
function bodyExample(document, operation, where) {
  const body = resolve(document, operation.requestBody);
  const media = body?.content?.['application/json'];
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  const value = resolve(document, first)?.value;
  if (value === undefined && body.required) throw new Error(`${where}: the request body has no example`);
  return value;
}

/** The lowest 2xx status an operation documents: what its sample should get. @param {any} operation */
export function successStatus(operation) {
  const codes = Object.keys(operation.responses ?? {}).filter((code) => /^2\d\d$/.test(code));
  if (codes.length === 0) throw new Error(`${operation.operationId}: no success response is documented`);
  return Number(codes.sort()[0]);
}

/**
 * Every operation under `paths`, with the values its samples send.
 * @param {any} document
 */
export function sampleRequests(document) {
  const found = [];
  for (const { method, path, pathItem: item, operation, pointer } of operationsOf(document)) {
    const where = `${method.toUpperCase()} ${path}`;
    /** @type {Record<string, unknown>} */
    const pathParams = {};
    /** @type {Record<string, unknown>} */
    const query = {};
    /** @type {string | undefined} the idempotency header, when the operation declares it (x-retry-policy) */
    let idempotencyHeader;
    const keyHeader = String(document['x-retry-policy']?.idempotency?.header ?? 'Idempotency-Key').toLowerCase();
    for (const ref of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
      const parameter = resolve(document, ref);
      if (parameter.in === 'header' && String(parameter.name).toLowerCase() === keyHeader)
        idempotencyHeader = parameter.name;
      if (parameter.in === 'header') continue;
      const value = exampleOf(document, parameter, where);
      if (parameter.in === 'path') pathParams[parameter.name] = value;
      else if (parameter.in === 'query' && value !== undefined) query[parameter.name] = value;
    }
    const security = operation.security ?? document.security ?? [];
    found.push({
      method,
      path,
      operation,
      pointer: `#${pointer}`,
      pathParams,
      query,
      body: bodyExample(document, operation, where),
      signature: operation['x-signature'],
      signed: security.some((/** @type {object} */ s) => 'signatureAuth' in s),
      idempotencyHeader,
      status: successStatus(operation),
    });
  }
  return found;
}

// @ts-check
// The TypeScript sample of one operation: a function that makes the call with @payments-contract/client, its path,
// query and body typed by the client from the operation's examples, and returns the status and the answer. Written
// with ts-morph; every value from the document goes through `literal` (TypeScript's printer).
import { Project, QuoteKind } from 'ts-morph';
import { commentText, isIdentifier, literal } from './literal.js';

const project = new Project({ useInMemoryFileSystem: true, manipulationSettings: { quoteKind: QuoteKind.Single } });

/** @param {ReturnType<typeof import('./requests.js').sampleRequests>[number]} request */
function callArguments({ path, pathParams, query, body }) {
  /** @type {Record<string, unknown>} */
  const params = {};
  if (Object.keys(pathParams).length > 0) params.path = pathParams;
  if (Object.keys(query).length > 0) params.query = query;
  /** @type {Record<string, unknown>} */
  const init = {};
  if (Object.keys(params).length > 0) init.params = params;
  if (body !== undefined) init.body = body;
  const where = `${path} sample`;
  return Object.keys(init).length > 0 ? `${literal(path, where)}, ${literal(init, where)}` : literal(path, where);
}

/**
 * @param {ReturnType<typeof import('./requests.js').sampleRequests>[number]} request
 * @returns {{ name: string, text: string }} the function's name and the file's text (no generated header)
 */
export function operationSample(request) {
  const { method, path, operation, signed, status } = request;
  const name = operation.operationId;
  if (typeof name !== 'string' || !isIdentifier(name))
    throw new Error(`${method.toUpperCase()} ${path}: operationId must be a JavaScript identifier to name its sample`);
  const verb = method.toUpperCase();
  const file = project.createSourceFile(`${name}.ts`, '', { overwrite: true });
  file.addImportDeclaration({
    moduleSpecifier: '@payments-contract/client',
    namedImports: [
      'createPaymentsClient',
      'describeError',
      { name: 'PaymentsClientOptions', isTypeOnly: true },
      'ServiceResponseError',
    ],
  });
  const credentials = signed ? '{ baseUrl, accountId, apiKey, signer }' : '{ baseUrl, accountId, apiKey }';
  const hasBody = status !== 204;
  file.addFunction({
    isExported: true,
    isAsync: true,
    name,
    parameters: [{ name: 'options', type: 'PaymentsClientOptions' }],
    docs: [
      [
        `${commentText(operation.summary ?? name)}: ${verb} ${commentText(path)}, ${status} on success.`,
        `options: ${credentials}; baseUrl ends in /2.0.`,
        signed
          ? "signer: rsaSigner(privateKey) from '@payments-contract/client/signing' (the strong-authentication key) signs the call."
          : undefined,
        'The client adds the credentials, an Idempotency-Key',
        'on POST and PATCH, and the retries.',
      ]
        .filter(Boolean)
        .join('\n'),
    ],
    statements: [
      'const client = createPaymentsClient(options);',
      `const { ${hasBody ? 'data, ' : ''}error, response } = await client.${verb}(${callArguments(request)});`,
      'if (error) throw new ServiceResponseError(describeError(response.status, error));',
      hasBody ? 'return { status: response.status, data };' : 'return { status: response.status };',
    ],
  });
  file.formatText({ indentSize: 2, convertTabsToSpaces: true, semicolons: /** @type {any} */ ('insert') });
  return { name, text: file.getFullText() };
}

// The code-samples generator, given small documents: values from the document can never break out of the code
// they are printed into (TypeScript literal, comment, shell word, URL), and a document it cannot sample is refused
// with an error naming the operation and the reason.
import { describe, expect, it } from 'vitest';
import { curlSample } from './curl.js';
import { codeSamples } from './index.js';
import { commentText, literal } from './literal.js';
import { sampleRequests } from './requests.js';
import { operationSample } from './typescript.js';

const hostile = `it's "quoted" \\ */ \${x} \`tick\` !x $(rm -rf /)`;

function documentWith(operation: object, path = '/capture/{id}') {
  return {
    openapi: '3.1.0',
    paths: {
      [path]: {
        post: {
          operationId: 'createCapture',
          summary: 'Capture a payment',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'p-1' }],
          requestBody: { required: true, content: { 'application/json': { example: { descriptive: hostile } } } },
          responses: { '201': { description: 'Created' }, '400': { description: 'Bad' } },
          ...operation,
        },
      },
    },
  };
}

describe('values from the document stay values', () => {
  it.each([
    ['a string with quotes, a backslash and a comment end', hostile],
    ['a key that is not an identifier', { 'capture-uuid': 1, class: true, nested: [null, -2.5] }],
  ])('%s: the printed literal evaluates back to the value', (_, value) => {
    expect(new Function(`return (${literal(value)});`)()).toEqual(value);
  });

  it('keeps a comment closed', () => {
    expect(commentText('a */ b\n c')).toBe('a *\\/ b c');
  });

  it('quotes the body for the shell, and percent-encodes the URL', () => {
    const [request] = sampleRequests(documentWith({}, '/capture/{id}'));
    if (!request) throw new Error('no request');
    request.pathParams.id = "a b'!$(x)";
    const curl = curlSample(request);
    expect(curl).toContain(`"$PAYMENTS_BASE_URL/capture/a%20b%27%21%24(x)"`);
    expect(curl).toContain(`BODY='{"descriptive":"it'\\''s`);
  });

  it('puts the operation example into a typed call, and refuses to name a sample after a non-identifier', () => {
    const [request] = sampleRequests(documentWith({}));
    if (!request) throw new Error('no request');
    expect(operationSample(request).text).toContain("client.POST('/capture/{id}', {");
    expect(request.status).toBe(201);
    const [bad] = sampleRequests(documentWith({ operationId: 'create-capture' }));
    if (!bad) throw new Error('no request');
    expect(() => operationSample(bad)).toThrow('POST /capture/{id}: operationId must be a JavaScript identifier');
  });
});

describe('documents it cannot sample', () => {
  it.each([
    [
      'a required body without an example',
      documentWith({ requestBody: { required: true, content: { 'application/json': { schema: {} } } } }),
      'POST /capture/{id}: the request body has no example',
    ],
    [
      'a path parameter without an example or a known format',
      documentWith({ parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] }),
      "POST /capture/{id}: path parameter 'id' has no example",
    ],
    [
      'no success answer',
      documentWith({ responses: { '400': { description: 'Bad' } } }),
      'createCapture: no success response is documented',
    ],
  ])('%s', (_, document, message) => {
    expect(() => codeSamples(document)).toThrow(message);
  });
});

describe('the curl sample keys what the spec keys', () => {
  const key = { name: 'Idempotency-Key', in: 'header', schema: { type: 'string', minLength: 1, maxLength: 50 } };
  for (const { name, method, parameters, want } of [
    { name: 'a PATCH declaring the key', method: 'patch', parameters: [key], want: true },
    { name: 'a POST declaring the key', method: 'post', parameters: [key], want: true },
    { name: 'a POST without it', method: 'post', parameters: [], want: false },
    { name: 'a DELETE (never keyed)', method: 'delete', parameters: [], want: false },
  ])
    it(`${name} ${want ? 'carries' : 'carries no'} Idempotency-Key [idempotency.key-on-post-and-patch]`, () => {
      const document = {
        openapi: '3.1.0',
        paths: { '/a': { [method]: { operationId: 'a', parameters, responses: { '200': { description: 'ok' } } } } },
      };
      const [request] = sampleRequests(document as never);
      expect(curlSample(request as never).includes('-H "Idempotency-Key: $IDEMPOTENCY_KEY"')).toBe(want);
    });
});

import { describe, expect, it } from 'vitest';
import { translateDocument } from '../../../../generators/validators/translate/index.js';

describe('translateDocument: every schema of the document, wherever it is written', () => {
  const document = {
    openapi: '3.0.3',
    paths: {
      '/a': {
        parameters: [{ name: 'p', in: 'query', schema: { type: 'integer', nullable: true } }],
        post: {
          requestBody: {
            content: { 'application/json': { schema: { properties: { b: { type: 'string', example: 'x' } } } } },
          },
          responses: {
            default: {
              description: 'd',
              headers: { 'X-A': { schema: { type: 'string', format: 'odd' } } },
              content: {
                'application/json': { schema: { items: { type: 'number', minimum: 1, exclusiveMinimum: true } } },
              },
            },
          },
        },
      },
    },
    components: { schemas: { S: { $defs: { T: { type: 'string', nullable: true } } } } },
    'x-data': { schema: { nullable: true } },
  };
  const warnings: string[] = [];
  const translated = translateDocument(document, {
    knownFormats: new Set(),
    warn: (what, reason) => warnings.push(`${what}: ${reason}`),
  });

  it.each<[string, unknown, unknown]>([
    ['a path-level parameter', translated.paths['/a'].parameters[0].schema, { type: ['integer', 'null'] }],
    [
      'a request body, below its root',
      translated.paths['/a'].post.requestBody.content['application/json'].schema,
      // No `type` is implied: JSON Schema's object keywords constrain objects only (issue 37).
      { properties: { b: { type: 'string' } } },
    ],
    [
      'a default answer',
      translated.paths['/a'].post.responses.default.content['application/json'].schema,
      { items: { type: 'number', exclusiveMinimum: 1 } },
    ],
    ['an answer header', translated.paths['/a'].post.responses.default.headers['X-A'].schema, { type: 'string' }],
    ['a component $defs', translated.components.schemas.S, { $defs: { T: { type: ['string', 'null'] } } }],
    ['an extension is left alone', translated['x-data'], { schema: { nullable: true } }],
  ])('%s', (_name, got, want) => {
    expect(got).toEqual(want);
  });

  it('warns once per unknown format, naming where', () => {
    expect(warnings).toEqual([
      expect.stringMatching(/^format 'odd': .* at #\/paths\/~1a\/post\/responses\/default\/headers\/X-A\/schema$/),
    ]);
  });
});

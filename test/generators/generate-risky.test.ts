// The patterns refused as ReDoS come back from the generation itself (the worker that compiles the validators), so
// that each is analysed once in a run: the CLI no longer analyses the document again on its own thread.
import { expect, it } from 'vitest';
import { generatedFiles } from '../../generators/generate.js';

const body = (pattern: string) => ({
  required: true,
  content: {
    'application/json': {
      schema: { type: 'object', properties: { value: { type: 'string', pattern } } },
    },
  },
});

it('names each refused pattern by pointer, from the half that compiles the validators', async () => {
  const document = {
    openapi: '3.1.0',
    info: { title: 'patterns', version: '1.0.0' },
    paths: {
      '/risky': {
        post: { operationId: 'risky', requestBody: body('^(a+)+$'), responses: { 204: { description: 'ok' } } },
      },
      '/plain': {
        post: { operationId: 'plain', requestBody: body('^[a-z]+$'), responses: { 204: { description: 'ok' } } },
      },
    },
  };
  const result = await generatedFiles(document, {
    typesFrom: '../client/schema.js',
    command: 'payments-contract generate',
    artefacts: ['client', 'validators'],
  });
  expect(result.risky).toEqual([
    {
      pointer: '/paths/~1risky/post/requestBody/content/application~1json/schema/properties/value/pattern',
      pattern: '^(a+)+$',
      reason: 'exponential backtracking',
    },
  ]);
  expect(result.unbuilt.map(({ pointer }) => pointer).join('\n')).toContain('risky');
});

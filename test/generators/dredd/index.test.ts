// The contract copy on documents unlike this service's (given a document, want the 3.0 copy and the rules): a
// document of webhooks only, which OpenAPI 3.1 allows, once stopped it with "Cannot convert undefined or null to
// object".
import { describe, expect, it } from 'vitest';
import { generateDreddDocument } from '../../../generators/dredd/index.js';

describe('generateDreddDocument', () => {
  it.each([
    [
      'webhooks only, no paths',
      {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        webhooks: { ping: { post: { responses: { '200': { description: 'ok' } } } } },
      },
    ],
    ['no paths and no webhooks', { openapi: '3.1.0', info: { title: 't', version: '1' } }],
  ])('%s: an OpenAPI 3.0 copy with no paths, and empty rules', (_name, document) => {
    const files = generateDreddDocument(document);
    const copy = JSON.parse(files['openapi-3.0.json'] ?? '');
    expect(copy).toMatchObject({ openapi: '3.0.3', paths: {} });
    expect(copy).not.toHaveProperty('webhooks');
    expect(JSON.parse(files['contract-rules.json'] ?? '')).toEqual({
      signedOperations: [],
      idempotency: { methods: [] },
      specPaths: {},
    });
  });
});

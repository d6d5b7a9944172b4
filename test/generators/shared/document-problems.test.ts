import { describe, expect, it } from 'vitest';
import { documentProblems } from '../../../generators/shared/document-problems.js';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const ok = { description: 'ok' };

describe('every problem of a document, in one pass', () => {
  it.each<[string, { given: object; want: string[] }]>([
    [
      'a sound document has none',
      {
        given: {
          paths: { '/a': { get: { parameters: [{ name: 'q', in: 'query' }], responses: { 200: ok } } } },
          components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: {} } },
        },
        want: [],
      },
    ],
    [
      'each $ref to nothing, wherever it is written',
      {
        given: {
          paths: {
            '/a': {
              post: {
                requestBody: json({ $ref: '#/components/schemas/Gone' }),
                responses: { 400: { $ref: '#/components/responses/Missing' } },
              },
            },
          },
        },
        want: [
          "/paths/~1a/post/requestBody/content/application~1json/schema: $ref '#/components/schemas/Gone' points to nothing",
          "/paths/~1a/post/responses/400: $ref '#/components/responses/Missing' points to nothing",
        ],
      },
    ],
    [
      'a discriminator mapping to nothing or into another file; a schema name or URI is not checked here',
      {
        given: {
          components: {
            schemas: {
              A: {},
              P: {
                oneOf: [],
                discriminator: { propertyName: 'k', mapping: { a: '#/x', b: 'models/b.yml#/B', c: 'A', d: 'urn:x:A' } },
              },
            },
          },
        },
        want: [
          "/components/schemas/P/discriminator/mapping/a: $ref '#/x' points to nothing",
          "/components/schemas/P/discriminator/mapping/b: discriminator mapping 'models/b.yml#/B' points into another file, and bundling does not rewrite mappings; point it into this document (#/components/schemas/…) or name a component schema",
        ],
      },
    ],
    [
      'a parameter without name or in, once even when its $ref points to nothing',
      {
        given: {
          paths: {
            '/a': { get: { parameters: [{ name: 'q' }, { $ref: '#/components/parameters/Gone' }], responses: {} } },
          },
        },
        want: [
          "/paths/~1a/get/parameters/1: $ref '#/components/parameters/Gone' points to nothing",
          '/paths/~1a/get/parameters/0: a parameter needs `name` and `in`',
        ],
      },
    ],
    [
      'names that collide or differ only by case: operations with webhooks, and component schemas',
      {
        given: {
          paths: { '/a': { get: { operationId: 'list-items' } }, '/b': { get: { operationId: 'listItems' } } },
          webhooks: { ListItems: { post: {} } },
          components: { schemas: { Item: {}, item: {} } },
        },
        want: [
          "/paths/~1b/get: its generated name 'listItems' is also the name of /paths/~1a/get; rename one of them",
          "/webhooks/ListItems: its generated name 'ListItems' differs only by case from 'listItems' (/paths/~1a/get), and the two files would be one on a case-insensitive file system; rename one of them",
          "/components/schemas/item: its generated name 'item' differs only by case from 'Item' (/components/schemas/Item), and the two files would be one on a case-insensitive file system; rename one of them",
        ],
      },
    ],
    [
      'anchors, examples, extensions and schemas under an $id are not checked here',
      {
        given: {
          components: {
            schemas: {
              A: { $ref: '#count', example: { $ref: '#/nothing' }, 'x-note': { $ref: '#/nothing' } },
              B: { $id: 'https://example.com/b', $ref: '#/$defs/c', $defs: { c: {} } },
            },
          },
        },
        want: [],
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(documentProblems(given).map(({ pointer, reason }) => `${pointer}: ${reason}`)).toEqual(want);
  });
});

import { describe, expect, it } from 'vitest';
import { withDeepRefsResolved } from '../../../generators/types/deep-refs.js';

const object = (properties: object) => ({ type: 'object', properties });
const body = (schema: object) => ({ content: { 'application/json': { schema } } });

describe('deep $refs resolved before the types are generated', () => {
  it.each<[string, { given: object; want: object }]>([
    [
      'a whole component keeps its $ref',
      {
        given: { components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { type: 'string' } } } },
        want: { components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { type: 'string' } } } },
      },
    ],
    [
      'a path item keeps its $ref',
      {
        given: { paths: { '/a': { get: {} }, '/b': { $ref: '#/paths/~1a' } } },
        want: { paths: { '/a': { get: {} }, '/b': { $ref: '#/paths/~1a' } } },
      },
    ],
    [
      "a property of another operation's request body is copied",
      {
        given: {
          paths: {
            '/a': {
              post: { requestBody: body(object({ c: { type: 'integer' } })) },
              get: {
                requestBody: body({
                  $ref: '#/paths/~1a/post/requestBody/content/application~1json/schema/properties/c',
                }),
              },
            },
          },
        },
        want: {
          paths: {
            '/a': {
              post: { requestBody: body(object({ c: { type: 'integer' } })) },
              get: { requestBody: body({ type: 'integer' }) },
            },
          },
        },
      },
    ],
    [
      "a component's items, its siblings kept over the target's",
      {
        given: {
          components: {
            schemas: {
              L: { type: 'array', items: { type: 'string', description: 'item' } },
              I: { $ref: '#/components/schemas/L/items', description: 'mine' },
            },
          },
        },
        want: {
          components: {
            schemas: {
              L: { type: 'array', items: { type: 'string', description: 'item' } },
              I: { type: 'string', description: 'mine' },
            },
          },
        },
      },
    ],
    [
      'a copied target whose own deep $ref is copied too, whole components kept',
      {
        given: {
          components: {
            schemas: {
              A: object({ b: { $ref: '#/components/schemas/B/properties/c' } }),
              B: object({ c: { $ref: '#/components/schemas/C' } }),
              D: { $ref: '#/components/schemas/A/properties/b' },
            },
          },
        },
        want: {
          components: {
            schemas: {
              A: object({ b: { $ref: '#/components/schemas/C' } }),
              B: object({ c: { $ref: '#/components/schemas/C' } }),
              D: { $ref: '#/components/schemas/C' },
            },
          },
        },
      },
    ],
    [
      'a deep target that leads back to itself keeps its $ref',
      {
        given: {
          components: {
            schemas: { T: object({ n: object({ next: { $ref: '#/components/schemas/T/properties/n' } }) }) },
          },
        },
        want: {
          components: {
            schemas: {
              T: object({ n: object({ next: object({ next: { $ref: '#/components/schemas/T/properties/n' } }) }) }),
            },
          },
        },
      },
    ],
    [
      'a pointer to nothing stays for openapi-typescript to name',
      {
        given: { components: { schemas: { A: { $ref: '#/components/schemas/B/items' } } } },
        want: { components: { schemas: { A: { $ref: '#/components/schemas/B/items' } } } },
      },
    ],
    [
      'examples and extensions are data, left alone',
      {
        given: { components: { schemas: { A: { example: { $ref: '#/a/b' }, 'x-data': { $ref: '#/a/b' } } } } },
        want: { components: { schemas: { A: { example: { $ref: '#/a/b' }, 'x-data': { $ref: '#/a/b' } } } } },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(withDeepRefsResolved(given)).toEqual(want);
  });
});

describe('a deep $ref that refers back to itself', () => {
  it('is told, once, since its type will not compile', () => {
    const told: string[] = [];
    const node = { type: 'object', properties: { next: { $ref: '#/components/schemas/P/definitions/node' } } };
    withDeepRefsResolved(
      {
        components: {
          schemas: {
            P: { definitions: { node }, properties: { a: { $ref: '#/components/schemas/P/definitions/node' } } },
          },
        },
      },
      (ref) => told.push(ref),
    );
    expect(told).toEqual(['#/components/schemas/P/definitions/node']);
  });

  it('is not told when no deep $ref recurses', () => {
    const told: string[] = [];
    withDeepRefsResolved(
      { components: { schemas: { A: { $ref: '#/components/schemas/B/items' }, B: { items: { type: 'string' } } } } },
      (ref) => told.push(ref),
    );
    expect(told).toEqual([]);
  });
});

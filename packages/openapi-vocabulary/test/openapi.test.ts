// The shared OpenAPI vocabulary (issue 23), given/want: the eight methods of a 3.1 path item in document order,
// RFC 6901 pointers with `~1`/`~0` and percent-decoding, own properties only, chains of `$ref` and their cycles.

import {
  deref,
  HTTP_METHODS,
  identifierOf,
  operationsByMethod,
  operationsOf,
  pointer,
  refName,
  resolvePointer,
  SpecError,
} from '@payments-contract/openapi-vocabulary';
import { describe, expect, it } from 'vitest';

const document = {
  paths: {
    '/a': { parameters: [], head: { operationId: 'headA' }, get: { operationId: 'getA' }, summary: 'x' },
    '/b/{id}': { options: { operationId: 'optionsB' }, trace: { operationId: 'traceB' } },
  },
  components: {
    schemas: {
      'a/b': { type: 'string' },
      'm~n': { type: 'integer' },
      hasOwnProperty: { type: 'boolean' },
      valueOf: { type: 'number' },
      'with space': { type: 'null' },
      Alias: { $ref: '#/components/schemas/a~1b' },
      Loop1: { $ref: '#/components/schemas/Loop2' },
      Loop2: { $ref: '#/components/schemas/Loop1' },
    },
  },
};

describe('HTTP_METHODS', () => {
  it('is the eight operations of an OpenAPI 3.1 path item', () => {
    expect([...HTTP_METHODS].sort()).toEqual(['delete', 'get', 'head', 'options', 'patch', 'post', 'put', 'trace']);
  });
});

describe('operationsOf', () => {
  it('yields every operation, head/options/trace too, in document order, with its pointer', () => {
    expect([...operationsOf(document)].map(({ method, path, pointer }) => [method, path, pointer])).toEqual([
      ['head', '/a', '/paths/~1a/head'],
      ['get', '/a', '/paths/~1a/get'],
      ['options', '/b/{id}', '/paths/~1b~1{id}/options'],
      ['trace', '/b/{id}', '/paths/~1b~1{id}/trace'],
    ]);
  });
  it('yields nothing for a document without paths', () => {
    expect([...operationsOf({})]).toEqual([]);
  });
});

describe('operationsByMethod', () => {
  it('keeps paths in document order and lists each path in HTTP_METHODS order', () => {
    expect(operationsByMethod(document).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'get /a',
      'head /a',
      'options /b/{id}',
      'trace /b/{id}',
    ]);
  });
});

describe('resolvePointer', () => {
  it.each([
    ['#/components/schemas/a~1b', { type: 'string' }],
    ['#/components/schemas/m~0n', { type: 'integer' }],
    ['#/components/schemas/hasOwnProperty', { type: 'boolean' }],
    ['#/components/schemas/valueOf', { type: 'number' }],
    ['#/components/schemas/with%20space', { type: 'null' }],
    ['#/paths/~1a/head/operationId', 'headA'],
  ])('%s → %j', (ref, want) => {
    expect(resolvePointer(document, ref)).toEqual(want);
  });
  it.each([
    ['#/components/schemas/toString', "$ref '#/components/schemas/toString' points to nothing"],
    ['#/components/schemas/__proto__', 'points to nothing'],
    ['#/components/schemas/a/b', "$ref '#/components/schemas/a/b' points to nothing"],
    ['other.yaml#/components/schemas/X', 'points outside the document'],
    ['#/components/schemas/%E0%A4%A', 'bad percent-encoding'],
  ])('%s fails: %s', (ref, want) => {
    expect(() => resolvePointer(document, ref)).toThrow(want);
  });
});

describe('refName', () => {
  it.each([
    ['#/components/schemas/a~1b', 'a/b'],
    ['#/components/schemas/m~0n', 'm~n'],
    ['#/components/schemas/with%20space', 'with space'],
    ['#/components/parameters/Limit', 'Limit'],
  ])('%s → %s', (ref, want) => {
    expect(refName(ref)).toBe(want);
  });
});

describe('deref', () => {
  it('follows a chain of $ref to its end and returns other nodes as they are', () => {
    expect(deref(document, { $ref: '#/components/schemas/Alias' })).toEqual({ type: 'string' });
    expect(deref(document, { type: 'x' })).toEqual({ type: 'x' });
  });
  it('locates an error where the $ref is written, when told', () => {
    expect(() => deref(document, { $ref: '#/components/schemas/Gone' }, '/paths/~1a/get/requestBody')).toThrow(
      "#/paths/~1a/get/requestBody: $ref '#/components/schemas/Gone' points to nothing",
    );
  });
  it('names a cycle', () => {
    expect(() => deref(document, { $ref: '#/components/schemas/Loop1' })).toThrow(
      '$ref cycle: #/components/schemas/Loop1 → #/components/schemas/Loop2 → #/components/schemas/Loop1',
    );
  });
});

describe('identifierOf', () => {
  it.each([
    ['listPets', 'listPets'],
    ['list-pets', 'listPets'],
    ['a/b', 'aB'],
    ['Pet.Item', 'PetItem'],
    ['2fa', 'N2fa'],
  ])('%s → %s', (name, want) => {
    expect(identifierOf(name)).toBe(want);
  });
});

describe('pointer', () => {
  it.each([
    [['paths', '/a/{id}', 'get'], '/paths/~1a~1{id}/get'],
    [['components', 'schemas', 'm~n'], '/components/schemas/m~0n'],
    [['paths', '/a', 'get', 'parameters', 0], '/paths/~1a/get/parameters/0'],
  ])('%j → %s', (keys, want) => {
    expect(pointer(...keys)).toBe(want);
  });
  it('is read back by resolvePointer (~0 and ~1 round-trip)', () => {
    expect(resolvePointer(document, `#${pointer('components', 'schemas', 'm~n')}`)).toEqual({ type: 'integer' });
  });
});

describe('SpecError', () => {
  it('carries its pointer and names it in the message', () => {
    const error = new SpecError('/paths/~1a', 'has no responses');
    expect([error.name, error.pointer, error.message]).toEqual([
      'SpecError',
      '/paths/~1a',
      '#/paths/~1a: has no responses',
    ]);
  });
});

// The receiver's view of a notification body: which fields it has, which are always there, which values they take,
// and how two versions of it compare. Tables of given/want.
import { describe, expect, it } from 'vitest';
import { schemaFields } from '../../scripts/spec-diff/schema-fields.js';
import { compareFields, compareWebhooks } from '../../scripts/spec-diff/webhooks.js';

const document = {
  components: {
    schemas: {
      Status: { type: 'string', enum: ['failed', 'success'] },
      IdRef: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
      Node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' } } },
      Loop: { $ref: '#/components/schemas/Loop' },
    },
  },
};

const fieldsOf = (schema: unknown) => Object.fromEntries(schemaFields(document, schema));
const field = (required: boolean, values?: string[], types?: string[]) => ({ required, values, types });

describe('schemaFields', () => {
  it.each([
    [
      'properties, required and $ref into components',
      {
        type: 'object',
        required: ['status'],
        properties: {
          status: { $ref: '#/components/schemas/Status' },
          account: { $ref: '#/components/schemas/IdRef' },
        },
      },
      {
        '': field(true, undefined, ['object']),
        status: field(true, ['"failed"', '"success"'], ['string']),
        account: field(false, undefined, ['object']),
        'account.id': field(true, undefined, ['string']),
      },
    ],
    [
      'allOf parts adding fields, one requiring a field another declares',
      {
        allOf: [
          { type: 'object', properties: { key: { type: 'string' } } },
          { type: 'object', required: ['key'], properties: { id: { type: 'string' } } },
        ],
      },
      {
        '': field(true, undefined, ['object']),
        key: field(true, undefined, ['string']),
        id: field(false, undefined, ['string']),
      },
    ],
    [
      'array items and const',
      { type: 'object', properties: { messages: { type: 'array', items: { const: 'ok' } } } },
      {
        '': field(true, undefined, ['object']),
        messages: field(false, undefined, ['array']),
        'messages[]': field(false, ['"ok"']),
      },
    ],
    [
      'oneOf alternatives: never required, values added up',
      {
        oneOf: [
          { type: 'object', required: ['a'], properties: { a: { enum: [1] } } },
          { type: 'object', properties: { a: { enum: ['1'] } } },
        ],
      },
      { '': field(true, undefined, ['object']), a: field(false, ['1', '"1"']) },
    ],
    [
      'a recursive schema, listed once',
      { $ref: '#/components/schemas/Node' },
      { '': field(true, undefined, ['object']), child: field(false, undefined, ['object']) },
    ],
  ])('%s', (_name, schema, want) => {
    expect(fieldsOf(schema)).toEqual(want);
  });

  it('ends on a $ref to itself', () => {
    expect(fieldsOf({ $ref: '#/components/schemas/Loop' })).toEqual({ '': field(true) });
  });

  it('names a $ref that points to nothing', () => {
    expect(() => schemaFields(document, { $ref: '#/components/schemas/Missing' })).toThrow(
      "$ref '#/components/schemas/Missing' points to nothing",
    );
  });
});

const body = (properties: Record<string, unknown>, required: string[] = []) =>
  schemaFields(document, { type: 'object', required, properties });

describe('compareFields, from the receiver side', () => {
  it.each([
    ['a removed field', body({ a: {}, b: {} }), body({ a: {} }), [['breaking', 'field `b` removed']]],
    ['a field newly required', body({ a: {} }), body({ a: {} }, ['a']), [['breaking', 'field `a` made required']]],
    [
      'a field no longer required',
      body({ a: {} }, ['a']),
      body({ a: {} }),
      [['breaking', 'field `a` no longer required']],
    ],
    ['a new required field', body({}), body({ a: {} }, ['a']), [['breaking', 'required field `a` added']]],
    ['a new optional field', body({}), body({ a: {} }), [['non-breaking', 'field `a` added']]],
    [
      'a narrowed and widened enum',
      body({ s: { enum: ['x', 'y'] } }),
      body({ s: { enum: ['y', 'z'] } }),
      [
        ['breaking', 'values "x" removed from field `s`'],
        ['non-breaking', 'values "z" added to field `s`'],
      ],
    ],
    [
      'an enum set on a free field',
      body({ s: {} }),
      body({ s: { enum: ['x'] } }),
      [['breaking', 'field `s` limited to values "x"']],
    ],
    [
      'an enum lifted',
      body({ s: { enum: ['x'] } }),
      body({ s: {} }),
      [['non-breaking', 'field `s` no longer limited']],
    ],
    [
      'a changed type',
      body({ n: { type: 'string' } }),
      body({ n: { type: 'integer' } }),
      [
        ['breaking', 'types string removed from field `n`'],
        ['breaking', 'types integer added to field `n`'],
      ],
    ],
    ['nothing', body({ a: { enum: [1] } }, ['a']), body({ a: { enum: [1] } }, ['a']), []],
  ])('%s', (_name, before, after, want) => {
    expect(compareFields(before, after).map((c) => [c.severity, c.what])).toEqual(want);
  });
});

describe('compareWebhooks', () => {
  const hook = (schema: unknown) => ({ post: { requestBody: { content: { 'application/json': { schema } } } } });
  const spec = (webhooks: Record<string, unknown>) => ({ ...document, webhooks });

  it.each([
    ['a removed webhook', { a: hook({}) }, {}, [['breaking', 'webhook a', 'webhook removed']]],
    ['an added webhook', {}, { a: hook({}) }, [['non-breaking', 'webhook a', 'webhook added']]],
    ['a removed method', { a: hook({}) }, { a: { put: hook({}).post } }, [['breaking', 'webhook a', 'POST removed']]],
    [
      'a removed body',
      { a: hook({}) },
      { a: { post: { requestBody: { content: { 'text/plain': { schema: {} } } } } } },
      [
        ['breaking', 'webhook a', 'application/json body removed'],
        ['non-breaking', 'webhook a', 'text/plain body added'],
      ],
    ],
  ])('reports %s', (_name, before, after, want) => {
    const changes = compareWebhooks(spec(before), spec(after));
    expect(changes.map((c) => [c.severity, c.where, c.what])).toEqual(want);
  });
});

// Issue 37, "Exact": the validators' readings of a schema against an independent JSON Schema 2020-12 validator
// (@hyperjump/json-schema) reading the schema as written. Given a small document, a value and the reading it is
// checked with (a request closed, an answer tolerant), want our verdict; where it is the reference's, the row says
// so, and the rows where the project reads differently on purpose say why.
import { registerSchema, validate } from '@hyperjump/json-schema/draft-2020-12';
import { describe, expect, it } from 'vitest';
import { compiledRef, createCompiler } from '../../generators/validators/compile.js';
import { readingsOf } from '../../generators/validators/modules.js';
import { TOLERANT } from '../../generators/validators/tolerant-run.js';

type Schema = Record<string, unknown>;
const BASE = 'https://payments-contract.local/exact/';
let registered = 0;

/** A document whose one operation takes `body` as its request and answers `answer` with 200. */
const documentOf = (body: Schema, answer: Schema, schemas: Record<string, Schema> = {}) => ({
  openapi: '3.1.0',
  info: { title: 'exact', version: '1' },
  paths: {
    '/things': {
      post: {
        requestBody: { content: { 'application/json': { schema: body } } },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: answer } } } },
      },
    },
  },
  components: { schemas },
});

/** Our verdict: the request body closed, or the answer tolerant, as the generated validators check them. */
function ours(document: ReturnType<typeof documentOf>, which: 'request' | 'answer', value: unknown) {
  const { plan, closed } = readingsOf(document);
  const { ajv } = createCompiler(closed);
  const operation = plan.operations[0];
  const { ref, tolerant } = compiledRef(operation?.refs[which === 'request' ? 'body' : 'response_200'] ?? '');
  const check = ajv.getSchema(ref);
  if (!check) throw new Error(`no schema at ${ref}`);
  return Boolean(tolerant ? check.call(TOLERANT, value) : check(value));
}

/** The reference's verdict on the schema as written, its `$ref`s to components resolved in the same document. */
async function reference(schema: Schema, schemas: Record<string, Schema>, value: unknown) {
  const id = `${BASE}${registered++}`;
  registerSchema(
    { $schema: 'https://json-schema.org/draft/2020-12/schema', ...schema, components: { schemas } } as never,
    id,
  );
  return (await validate(id, value as never)).valid;
}

// Adyen's shape: answers told apart only by a one-value enum (the payment method's `type`).
const card = {
  type: 'object',
  properties: { type: { type: 'string', enum: ['card'] }, number: { type: 'string' } },
  required: ['type'],
};
const bank = {
  type: 'object',
  properties: { type: { type: 'string', enum: ['bank'] }, iban: { type: 'string' } },
  required: ['type'],
};
const method = { oneOf: [{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Bank' }] };
const tagged = { oneOf: [{ ...card }, { ...bank }] };
const withConst = {
  anyOf: [
    { type: 'object', properties: { kind: { const: 'a' } }, required: ['kind'] },
    { type: 'object', properties: { kind: { const: 'b' }, extra: { type: 'integer' } }, required: ['kind', 'extra'] },
  ],
};
const status = { type: 'object', properties: { status: { type: 'string', enum: ['open', 'closed'] } } };

describe('the readings agree with JSON Schema where the issue found they did not', () => {
  it.each<[string, Schema, 'request' | 'answer', unknown]>([
    ['oneOf told apart by one-value enums ($ref branches): a card answer', method, 'answer', { type: 'card' }],
    ['oneOf told apart by one-value enums: a bank answer', method, 'answer', { type: 'bank', iban: 'x' }],
    ['oneOf told apart by one-value enums (inline)', tagged, 'answer', { type: 'card', number: '4111' }],
    ['oneOf told apart by one-value enums: neither', tagged, 'answer', { type: 'cash' }],
    ['anyOf told apart by const', withConst, 'answer', { kind: 'b', extra: 1 }],
    ['anyOf told apart by const: neither', withConst, 'answer', { kind: 'c' }],
    ['an object listing no properties is open', { type: 'object', properties: {} }, 'request', { any: 1 }],
    ['an object listing no properties, empty', { type: 'object', properties: {} }, 'request', {}],
    ['no type, properties: a string', { properties: { a: { type: 'string' } } }, 'request', 'text'],
    ['no type, properties: a number', { properties: { a: { type: 'string' } } }, 'request', 5],
    ['no type, properties: an object', { properties: { a: { type: 'string' } } }, 'request', { a: 'x' }],
    ['no type, properties: a wrong property', { properties: { a: { type: 'string' } } }, 'request', { a: 1 }],
    ['no type, required: an array', { required: ['a'] }, 'request', [1]],
    ['no type, required: an object without it', { required: ['a'] }, 'request', {}],
    ['no type in an answer, a string', { properties: { a: { type: 'string' } } }, 'answer', 'text'],
  ])('%s', async (_name, schema, which, value) => {
    const schemas = { Card: card, Bank: bank };
    const document = documentOf(
      which === 'request' ? schema : { type: 'object' },
      which === 'answer' ? schema : {},
      schemas,
    );
    expect(ours(document, which, value)).toBe(await reference(schema, schemas, value));
  });
});

describe('where the project reads differently on purpose', () => {
  it.each<[string, Schema, 'request' | 'answer', unknown, boolean]>([
    // The tolerant reading: a value the service adds to a list of several does not fail an answer.
    ['an answer with a value a multi-value enum lacks', status, 'answer', { status: 'pending' }, true],
    // The closed reading: a request may not carry what the schema does not list.
    [
      'a request with a property the schema does not list',
      { type: 'object', properties: { a: { type: 'string' } } },
      'request',
      { a: 'x', b: 1 },
      false,
    ],
    [
      'a request with a property a schema without type does not list',
      { properties: { a: { type: 'string' } } },
      'request',
      { a: 'x', b: 1 },
      false,
    ],
  ])('%s', (_name, schema, which, value, want) => {
    const document = documentOf(which === 'request' ? schema : { type: 'object' }, which === 'answer' ? schema : {});
    expect(ours(document, which, value)).toBe(want);
  });
});

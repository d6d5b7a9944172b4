import { describe, expect, it } from 'vitest';
import { documentWith, envelopeComponents, lintWithRule } from '../../test/helpers/lint-rule.js';

const listAnswering = (schema: object) => ({
  '/things': {
    get: {
      operationId: 'listThings',
      responses: { 200: { description: 'ok', content: { 'application/json': { schema } } } },
    },
  },
});
const narrowed = (envelope: string) => ({ allOf: [{ $ref: `#/components/schemas/${envelope}` }, { type: 'object' }] });
const refused = {
  message: 'List operation listThings must answer 200 with allOf [PageEnvelope or CursorEnvelope, items].',
  pointer: '#/paths/~1things/get/responses',
};

describe('list-uses-envelope', () => {
  for (const { name, schema, want } of [
    { name: 'a plain array', schema: { type: 'array', items: {} }, want: [refused] },
    { name: 'an allOf without an envelope', schema: { allOf: [{ type: 'object' }] }, want: [refused] },
    { name: 'a page envelope', schema: narrowed('PageEnvelope'), want: [] },
    { name: 'a cursor envelope', schema: narrowed('CursorEnvelope'), want: [] },
  ])
    it(`a list answering ${name} gives ${want.length} problem(s)`, async () => {
      expect(await lintWithRule('list-uses-envelope', documentWith(listAnswering(schema), envelopeComponents))).toEqual(
        want,
      );
    });

  it('follows a $ref to a named list schema', async () => {
    const components = { schemas: { ...envelopeComponents.schemas, ThingList: narrowed('CursorEnvelope') } };
    const doc = documentWith(listAnswering({ $ref: '#/components/schemas/ThingList' }), components);
    expect(await lintWithRule('list-uses-envelope', doc)).toEqual([]);
  });

  it('ignores operations that are not lists', async () => {
    const paths = { '/thing': { get: { operationId: 'getThing', responses: { 200: { description: 'ok' } } } } };
    expect(await lintWithRule('list-uses-envelope', documentWith(paths))).toEqual([]);
  });
});

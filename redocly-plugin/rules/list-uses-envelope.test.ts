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

describe('list-uses-envelope', () => {
  it.each([
    ['a plain array', { type: 'array', items: {} }, 1],
    ['an allOf without an envelope', { allOf: [{ type: 'object' }] }, 1],
    ['a page envelope', narrowed('PageEnvelope'), 0],
    ['a cursor envelope', narrowed('CursorEnvelope'), 0],
  ])('a list answering %s gives %i problem(s)', async (_name, schema, count) => {
    expect(
      await lintWithRule('list-uses-envelope', documentWith(listAnswering(schema), envelopeComponents)),
    ).toHaveLength(count);
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

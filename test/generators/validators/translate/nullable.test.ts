import { describe, expect, it } from 'vitest';
import { nullable } from '../../../../generators/validators/translate/nullable.js';

describe('nullable (OpenAPI 3.0) → null in type', () => {
  it.each<[string, { given: Record<string, unknown>; want: Record<string, unknown> }]>([
    ['with a type', { given: { type: 'string', nullable: true }, want: { type: ['string', 'null'] } }],
    [
      'with a type list',
      { given: { type: ['string', 'integer'], nullable: true }, want: { type: ['string', 'integer', 'null'] } },
    ],
    [
      'null already listed',
      { given: { type: ['string', 'null'], nullable: true }, want: { type: ['string', 'null'] } },
    ],
    [
      'with an enum',
      { given: { type: 'string', enum: ['a'], nullable: true }, want: { type: ['string', 'null'], enum: ['a', null] } },
    ],
    ['false is dropped', { given: { type: 'string', nullable: false }, want: { type: 'string' } }],
    [
      'without a type',
      {
        given: { allOf: [{ $ref: '#/a' }], nullable: true },
        want: { anyOf: [{ allOf: [{ $ref: '#/a' }] }, { type: 'null' }] },
      },
    ],
    ['alone', { given: { nullable: true }, want: {} }],
    ['absent', { given: { type: 'string' }, want: { type: 'string' } }],
  ])('%s', (_name, { given, want }) => {
    expect(nullable(given)).toEqual(want);
  });
});

import { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { nullOnlyType } from '../../../generators/types/null-only.js';

const printed = (schema: object) => {
  const type = nullOnlyType(schema);
  return type === undefined ? undefined : astToString(type).trim();
};

describe('a null-only schema beside branches of other types', () => {
  it.each<[string, { given: object; want: string | undefined }]>([
    [
      "Vercel's: null beside string, object and an array of itself",
      {
        given: {
          type: 'null',
          oneOf: [{ type: 'string' }, { type: 'object' }, { type: 'array', items: { $ref: '#/components/schemas/V' } }],
        },
        want: 'never',
      },
    ],
    [
      'anyOf too, a branch of several types',
      { given: { type: 'null', anyOf: [{ type: ['string', 'number'] }] }, want: 'never' },
    ],
    [
      'a branch that takes null is left alone',
      { given: { type: 'null', oneOf: [{ type: ['string', 'null'] }] }, want: undefined },
    ],
    [
      'a branch without a type is left alone',
      { given: { type: 'null', oneOf: [{ $ref: '#/components/schemas/V' }] }, want: undefined },
    ],
    ['null alone is left alone', { given: { type: 'null' }, want: undefined }],
    ['another type is left alone', { given: { type: 'string', oneOf: [{ type: 'number' }] }, want: undefined }],
  ])('%s', (_name, { given, want }) => {
    expect(printed(given)).toBe(want);
  });
});

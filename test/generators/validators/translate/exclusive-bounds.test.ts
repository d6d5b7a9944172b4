import { describe, expect, it } from 'vitest';
import { exclusiveBounds } from '../../../../generators/validators/translate/exclusive-bounds.js';

describe('boolean exclusive bounds (OpenAPI 3.0) → numeric (2020-12)', () => {
  it.each<[string, { given: Record<string, unknown>; want: Record<string, unknown> }]>([
    ['minimum, exclusive', { given: { minimum: 0, exclusiveMinimum: true }, want: { exclusiveMinimum: 0 } }],
    ['maximum, exclusive', { given: { maximum: 9, exclusiveMaximum: true }, want: { exclusiveMaximum: 9 } }],
    ['false keeps the bound', { given: { minimum: 0, exclusiveMinimum: false }, want: { minimum: 0 } }],
    ['true without a bound', { given: { exclusiveMaximum: true }, want: {} }],
    ['already numeric (3.1)', { given: { exclusiveMinimum: 3 }, want: { exclusiveMinimum: 3 } }],
    [
      'both',
      {
        given: { minimum: 1, exclusiveMinimum: true, maximum: 2, exclusiveMaximum: false },
        want: { exclusiveMinimum: 1, maximum: 2 },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(exclusiveBounds(given)).toEqual(want);
  });
});

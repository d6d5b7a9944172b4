// The ReDoS heuristic, given/want: nested unbounded quantifiers and repeated alternatives under one are risky;
// bounded quantifiers, this spec's own shapes and a pattern ret cannot parse are not.
import { describe, expect, it } from 'vitest';
import { isRiskyPattern, riskyPatterns } from './patterns.js';

describe('isRiskyPattern', () => {
  it.each([
    ['^(a+)+$', true],
    ['(x*)*', true],
    ['(x+)*y', true],
    ['^(a|a)+$', true],
    ['^([a-z]+\\d*)+$', true],
    ['^[a-z]+$', false],
    ['^\\d{4}-\\d{2}-\\d{2}$', false],
    ['^(?:\\.\\d+)?Z$', false],
    ['^(ab|cd)+$', false],
    ['(unclosed', false],
  ])('%s → %s', (pattern, want) => {
    expect(isRiskyPattern(pattern)).toBe(want);
  });
});

describe('riskyPatterns', () => {
  it('names each risky pattern by pointer, patternProperties keys too', () => {
    const document = {
      components: {
        schemas: {
          'a/b': { type: 'string', pattern: '^(a+)+$' },
          Safe: { type: 'string', pattern: '^a+$' },
          Map: { type: 'object', patternProperties: { '^(x*)*$': { type: 'string' } } },
        },
      },
    };
    expect(riskyPatterns(document)).toEqual([
      { pointer: '/components/schemas/a~1b/pattern', pattern: '^(a+)+$' },
      { pointer: '/components/schemas/Map/patternProperties/^(x*)*$', pattern: '^(x*)*$' },
    ]);
  });
});

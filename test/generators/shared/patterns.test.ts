// The ReDoS check, given/want: recheck's verdict on the patterns the former nested-quantifier heuristic missed, the
// OWASP examples and ordinary patterns (this spec's own shapes among them); a pattern neither parser reads is left
// to Ajv.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { catastrophicBacktracking, isRiskyPattern, riskyPatterns } from '../../../generators/shared/patterns.js';

const hostile = parse(readFileSync(new URL('../fixtures/redos-hostile.yaml', import.meta.url), 'utf8'));
const fixturePatterns: [string, string][] = Object.values(
  hostile.paths as Record<
    string,
    {
      post: {
        operationId: string;
        requestBody: { content: Record<string, { schema: { properties: { value: { pattern: string } } } }> };
      };
    }
  >,
).map((item) => [
  item.post.operationId,
  item.post.requestBody.content['application/json']?.schema.properties.value.pattern ?? '',
]);

describe('catastrophicBacktracking', () => {
  it.each(fixturePatterns.filter(([name]) => name !== 'safe'))('%s: %s is refused', (_name, pattern) => {
    expect(catastrophicBacktracking(pattern)).toMatch(/^(exponential|polynomial) backtracking/);
  });

  it.each([
    ['^(a|a?)+$', 'exponential backtracking'],
    ['^(.*a){12}$', 'polynomial backtracking of degree 12'],
    ['^(a+)+$', 'exponential backtracking'],
  ])('%s → %s', (pattern, want) => {
    expect(catastrophicBacktracking(pattern)).toBe(want);
  });

  it.each([
    '^[a-z]+$',
    '^\\d{4}-\\d{2}-\\d{2}$',
    '^(?:\\.\\d+)?Z$',
    '^(ab|cd)+$',
    '^([a-z0-9]+\\.)*[a-z0-9]+$',
    // quadratic: left (bounded by maxLength, and common)
    '^\\s*a\\s*$',
    '^[a-z]+(?:-[a-z]+)*$',
    '(unclosed',
  ])('%s is not refused', (pattern) => {
    expect(isRiskyPattern(pattern)).toBe(false);
  });
});

describe('riskyPatterns', () => {
  it('names each refused pattern by pointer, patternProperties keys too', () => {
    const document = {
      components: {
        schemas: {
          'a/b': { type: 'string', pattern: '^(a|a?)+$' },
          Safe: { type: 'string', pattern: '^a+$' },
          Map: { type: 'object', patternProperties: { '^(x*)*$': { type: 'string' } } },
        },
      },
    };
    expect(riskyPatterns(document)).toEqual([
      { pointer: '/components/schemas/a~1b/pattern', pattern: '^(a|a?)+$', reason: 'exponential backtracking' },
      {
        pointer: '/components/schemas/Map/patternProperties/^(x*)*$',
        pattern: '^(x*)*$',
        reason: 'exponential backtracking',
      },
    ]);
  });
});

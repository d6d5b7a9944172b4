import { describe, expect, it } from 'vitest';
import { annotations } from '../../../../generators/validators/translate/annotations.js';

describe("OpenAPI's schema annotations are dropped", () => {
  it.each<[string, { given: Record<string, unknown>; want: Record<string, unknown> }]>([
    ['example', { given: { type: 'string', example: 'a' }, want: { type: 'string' } }],
    [
      'xml and externalDocs',
      { given: { type: 'object', xml: { name: 'x' }, externalDocs: { url: 'u' } }, want: { type: 'object' } },
    ],
    [
      'examples (JSON Schema) stay',
      { given: { type: 'string', examples: ['a'] }, want: { type: 'string', examples: ['a'] } },
    ],
    [
      'a property named example stays',
      { given: { properties: { example: {} } }, want: { properties: { example: {} } } },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(annotations(given)).toEqual(want);
  });
});

import { describe, expect, it } from 'vitest';
import { documentWith, lintWithRule } from '../../test/helpers/lint-rule.js';

describe('schema-provenance', () => {
  it.each([
    ['missing', { type: 'object' }, 1],
    ['not one of the three sources', { 'x-provenance': 'guess', type: 'object' }, 1],
    ['interface', { 'x-provenance': 'interface', type: 'object' }, 0],
    ['reference', { 'x-provenance': 'reference', type: 'object' }, 0],
    ['open', { 'x-provenance': 'open', type: 'object' }, 0],
  ])('a schema whose provenance is %s gives %i problem(s)', async (_name, schema, count) => {
    const problems = await lintWithRule('schema-provenance', documentWith({}, { schemas: { Thing: schema } }));
    expect(problems).toHaveLength(count);
    if (count) expect(problems[0]).toMatch(/Schema Thing must set x-provenance/);
  });
});

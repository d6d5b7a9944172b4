import { describe, expect, it } from 'vitest';
import { documentWith, lintWithRule } from '../../test/helpers/lint-rule.js';

const refused = (got: string) => ({
  message: `Schema Thing must set x-provenance to one of interface, reference, open (got ${got}).`,
  pointer: '#/components/schemas/Thing',
});

describe('schema-provenance', () => {
  for (const { name, schema, want } of [
    { name: 'missing', schema: { type: 'object' }, want: [refused('undefined')] },
    {
      name: 'not one of the three sources',
      schema: { 'x-provenance': 'guess', type: 'object' },
      want: [refused('"guess"')],
    },
    { name: 'interface', schema: { 'x-provenance': 'interface', type: 'object' }, want: [] },
    { name: 'reference', schema: { 'x-provenance': 'reference', type: 'object' }, want: [] },
    { name: 'open', schema: { 'x-provenance': 'open', type: 'object' }, want: [] },
  ])
    it(`a schema whose provenance is ${name} gives ${want.length} problem(s)`, async () => {
      expect(await lintWithRule('schema-provenance', documentWith({}, { schemas: { Thing: schema } }))).toEqual(want);
    });

  it('checks a field that states its own provenance', async () => {
    const thing = (provenance: string) => ({
      'x-provenance': 'interface',
      type: 'object',
      properties: { size: { type: 'number', 'x-provenance': provenance } },
    });
    expect(
      await lintWithRule('schema-provenance', documentWith({}, { schemas: { Thing: thing('reference') } })),
    ).toEqual([]);
    expect(await lintWithRule('schema-provenance', documentWith({}, { schemas: { Thing: thing('hearsay') } }))).toEqual(
      [
        {
          message: 'Field size must set x-provenance to one of interface, reference, open (got "hearsay").',
          pointer: '#/components/schemas/Thing/properties/size/x-provenance',
        },
      ],
    );
  });
});

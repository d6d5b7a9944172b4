import { describe, expect, it } from 'vitest';
import { documentWith, lintWithRule } from '../../test/helpers/lint-rule.js';

const known = { type: 'string', enum: ['paid', 'pending'] };
const anyString = { type: 'string' };
const wrongShape = {
  message:
    'An open enum must be `x-enum-open: true` on exactly `anyOf: [{ type: string, enum: [known values] }, { type: string }]`.',
  pointer: '#/components/schemas/Status/x-enum-open',
};

describe('open-enum', () => {
  for (const { name, schema, want } of [
    { name: 'the convention', schema: { 'x-enum-open': true, anyOf: [known, anyString] }, want: [] },
    { name: 'a closed enum', schema: { type: 'string', enum: ['paid'] }, want: [] },
    {
      name: 'the marker on a closed enum',
      schema: { 'x-enum-open': true, type: 'string', enum: ['paid'] },
      want: [wrongShape],
    },
    {
      name: 'the marker set to false',
      schema: { 'x-enum-open': false, anyOf: [known, anyString] },
      want: [wrongShape],
    },
    {
      name: 'a second branch that constrains',
      schema: { 'x-enum-open': true, anyOf: [known, { type: 'string', maxLength: 3 }] },
      want: [wrongShape],
    },
    {
      name: 'an open anyOf without the marker',
      schema: { anyOf: [known, anyString] },
      want: [
        {
          message: 'This anyOf opens an enum: mark it `x-enum-open: true` so the generated types keep its values.',
          pointer: '#/components/schemas/Status/anyOf',
        },
      ],
    },
  ])
    it(`${name} gives ${want.length} problem(s)`, async () => {
      expect(await lintWithRule('open-enum', documentWith({}, { schemas: { Status: schema } }))).toEqual(want);
    });
});

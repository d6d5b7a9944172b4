import { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { openEnumType } from '../../../generators/types/open-enum.js';

const open = (values: unknown[]) => ({
  'x-enum-open': true,
  anyOf: [{ type: 'string', enum: values }, { type: 'string' }],
});
const printed = (schema: object) => {
  const type = openEnumType(schema);
  return type === undefined ? undefined : astToString(type).trim();
};

describe('open enums in the generated types', () => {
  it.each([
    ['an open enum', open(['paid', 'active']), '"paid" | "active" | (string & {})'],
    ['a closed enum', { type: 'string', enum: ['paid'] }, undefined],
    ['an anyOf without the marker', { anyOf: [{ type: 'string', enum: ['paid'] }, { type: 'string' }] }, undefined],
    ['a value with quotes in it', open(['it"s']), '"it\\"s" | (string & {})'],
  ])('%s prints as %s', (_name, schema, want) => {
    expect(printed(schema)).toBe(want);
  });

  it.each([
    ['no branch lists the values', { 'x-enum-open': true, anyOf: [{ type: 'string' }] }, /no anyOf branch/],
    ['a known value is not a string', open(['paid', 3]), /known value 3 is not a string/],
  ])('refuses a marked schema when %s', (_name, schema, message) => {
    expect(() => openEnumType(schema)).toThrow(message);
  });
});

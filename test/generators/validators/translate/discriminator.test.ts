import { describe, expect, it } from 'vitest';
import { discriminator } from '../../../../generators/validators/translate/discriminator.js';

const schemas: Record<string, unknown> = {
  '#/Dog': { required: ['kind'], properties: { kind: { const: 'dog' } } },
  '#/Cat': { required: ['kind'], properties: { kind: { enum: ['cat'] } } },
  '#/Loose': { properties: { kind: { const: 'loose' } } },
  '#/Untagged': { properties: { name: {} } },
};
const resolve = (ref: string) => schemas[ref];
const oneOf = (...refs: string[]) => refs.map(($ref) => ({ $ref }));

describe('discriminator: kept where Ajv reads it, dropped otherwise', () => {
  it.each<[string, { given: Record<string, unknown>; want: Record<string, unknown> }]>([
    [
      'oneOf of tagged, required branches',
      {
        given: { oneOf: oneOf('#/Dog', '#/Cat'), discriminator: { propertyName: 'kind' } },
        want: { oneOf: oneOf('#/Dog', '#/Cat'), discriminator: { propertyName: 'kind' } },
      },
    ],
    [
      'a mapping',
      {
        given: { oneOf: oneOf('#/Dog'), discriminator: { propertyName: 'kind', mapping: { d: '#/Dog' } } },
        want: { oneOf: oneOf('#/Dog') },
      },
    ],
    [
      'the tag not required',
      {
        given: { oneOf: oneOf('#/Dog', '#/Loose'), discriminator: { propertyName: 'kind' } },
        want: { oneOf: oneOf('#/Dog', '#/Loose') },
      },
    ],
    [
      'required by the parent',
      {
        given: { required: ['kind'], oneOf: oneOf('#/Dog', '#/Loose'), discriminator: { propertyName: 'kind' } },
        want: { required: ['kind'], oneOf: oneOf('#/Dog', '#/Loose'), discriminator: { propertyName: 'kind' } },
      },
    ],
    [
      'a branch without the tag',
      {
        given: { oneOf: oneOf('#/Dog', '#/Untagged'), discriminator: { propertyName: 'kind' } },
        want: { oneOf: oneOf('#/Dog', '#/Untagged') },
      },
    ],
    [
      'anyOf, not oneOf',
      { given: { anyOf: oneOf('#/Dog'), discriminator: { propertyName: 'kind' } }, want: { anyOf: oneOf('#/Dog') } },
    ],
    [
      'the same tag twice',
      {
        given: { oneOf: oneOf('#/Dog', '#/Dog'), discriminator: { propertyName: 'kind' } },
        want: { oneOf: oneOf('#/Dog', '#/Dog') },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(discriminator(given, { resolve })).toEqual(want);
  });
});

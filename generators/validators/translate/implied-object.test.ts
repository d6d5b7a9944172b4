import { describe, expect, it } from 'vitest';
import { impliedObject } from './implied-object.js';

describe('object keywords without a type imply type: object', () => {
  it.each<[string, { given: Record<string, unknown>; want: Record<string, unknown> }]>([
    ['properties', { given: { properties: { a: {} } }, want: { type: 'object', properties: { a: {} } } }],
    ['required alone', { given: { required: ['a'] }, want: { type: 'object', required: ['a'] } }],
    [
      'a type is kept',
      { given: { type: ['object', 'null'], properties: {} }, want: { type: ['object', 'null'], properties: {} } },
    ],
    [
      'a $ref is left to its target',
      { given: { $ref: '#/a', required: ['b'] }, want: { $ref: '#/a', required: ['b'] } },
    ],
    ['composition alone', { given: { oneOf: [{}] }, want: { oneOf: [{}] } }],
    ['string keywords are not object ones', { given: { maxLength: 3 }, want: { maxLength: 3 } }],
  ])('%s', (_name, { given, want }) => {
    expect(impliedObject(given)).toEqual(want);
  });
});

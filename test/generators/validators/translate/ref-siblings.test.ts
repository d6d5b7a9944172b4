import { describe, expect, it } from 'vitest';
import { refSiblings } from '../../../../generators/validators/translate/ref-siblings.js';

describe("a $ref's siblings", () => {
  it.each<[string, { given: Record<string, unknown>; version: '3.0' | '3.1'; want: Record<string, unknown> }]>([
    ['3.0: ignored', { given: { $ref: '#/a', nullable: true, maxLength: 1 }, version: '3.0', want: { $ref: '#/a' } }],
    ['3.1: applied', { given: { $ref: '#/a', maxLength: 1 }, version: '3.1', want: { $ref: '#/a', maxLength: 1 } }],
    ['3.0: no $ref', { given: { type: 'string' }, version: '3.0', want: { type: 'string' } }],
  ])('%s', (_name, { given, version, want }) => {
    expect(refSiblings(given, { version })).toEqual(want);
  });
});

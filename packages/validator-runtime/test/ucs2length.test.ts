// JSON Schema's maxLength and minLength count code points ("The length of a string instance is defined as the number
// of its characters as defined by RFC 8259", Validation §6.3): a supplementary-plane character, two UTF-16 units,
// counts 1. The cases below are copied as data from the JSON-Schema-Test-Suite (github.com/json-schema-org/
// JSON-Schema-Test-Suite), tests/draft2020-12/maxLength.json and tests/draft2020-12/minLength.json, string cases
// only: their "ignores non-strings" cases test the type guard around ucs2length, not ucs2length. The validators'
// generated code calls the runtime's ucs2length for every maxLength and minLength.
import { describe, expect, it } from 'vitest';
import { ucs2length } from '../src/index.js';

// [suite file, case description, schema keyword, limit, data, valid]
const SUITE: Array<[string, string, 'maxLength' | 'minLength', number, string, boolean]> = [
  ['maxLength.json', 'shorter is valid', 'maxLength', 2, 'f', true],
  ['maxLength.json', 'exact length is valid', 'maxLength', 2, 'fo', true],
  ['maxLength.json', 'too long is invalid', 'maxLength', 2, 'foo', false],
  ['maxLength.json', 'two graphemes is long enough', 'maxLength', 2, '\uD83D\uDCA9\uD83D\uDCA9', true],
  ['maxLength.json', 'with a decimal: shorter is valid', 'maxLength', 2.0, 'f', true],
  ['maxLength.json', 'with a decimal: too long is invalid', 'maxLength', 2.0, 'foo', false],
  ['minLength.json', 'longer is valid', 'minLength', 2, 'foo', true],
  ['minLength.json', 'exact length is valid', 'minLength', 2, 'fo', true],
  ['minLength.json', 'too short is invalid', 'minLength', 2, 'f', false],
  ['minLength.json', 'one grapheme is not long enough', 'minLength', 2, '\uD83D\uDCA9', false],
  ['minLength.json', 'with a decimal: longer is valid', 'minLength', 2.0, 'foo', true],
  ['minLength.json', 'with a decimal: too short is invalid', 'minLength', 2.0, 'f', false],
];

describe('ucs2length against the JSON-Schema-Test-Suite', () => {
  it.each(SUITE)('%s %s (%s %s)', (_file, _description, keyword, limit, data, valid) => {
    const length = ucs2length(data);
    expect(keyword === 'maxLength' ? length <= limit : length >= limit).toBe(valid);
  });
});

describe('ucs2length at the edges of a surrogate pair', () => {
  it.each([
    ['', 0],
    ['\uD83D\uDCA9', 1],
    ['a\uD83D\uDCA9', 2],
    ['\uD83D\uDCA9a', 2],
    ['\uD83D', 1], // a lone high surrogate is one code point
    ['\uDCA9\uD83D', 2], // low then high: no pair
    ['\uD83D\uD83D\uDCA9', 2],
    ['ä€', 2],
  ])('%j has %s code points', (text, want) => expect(ucs2length(text)).toBe(want));
});

import { describe, expect, it } from 'vitest';
import { stableNames } from '../../../generators/validators/stable-names.js';

describe('stableNames (a module numbered by itself, not by what the shared Ajv compiled before it)', () => {
  it.each([
    [
      'numbers each prefix from 0 in order of first appearance',
      'export const body = validate381;const schema549 = {};function validate381(d){return validate47(d) && formats26(schema549);}function validate47(d){return pattern3.test(d);}',
      'export const body = validate0;const schema0 = {};function validate0(d){return validate1(d) && formats0(schema0);}function validate1(d){return pattern0.test(d);}',
    ],
    [
      'leaves a property of the checked value alone (a field named like a scope name)',
      'function validate9(data){return data.validate9 === undefined;}',
      'function validate0(data){return data.validate9 === undefined;}',
    ],
    [
      'leaves strings alone (an enum value or a property name spelled like a scope name)',
      'function validate9(data){return data === "validate9" || data["schema2"] === \'func1\';}',
      'function validate0(data){return data === "validate9" || data["schema2"] === \'func1\';}',
    ],
    [
      'leaves a regular expression literal alone',
      'const pattern7 = /validate2/u;function validate5(d){return pattern7.test(d) && 4 / 2;}',
      'const pattern0 = /validate2/u;function validate0(d){return pattern0.test(d) && 4 / 2;}',
    ],
    [
      'renames wrappers and run-time functions, not the local names Ajv numbers per function',
      'const wrapper3 = {validate: validate8};const func2 = ucs2length;function validate8(data){let valid0 = true;const err0 = func2(data);return wrapper3.validate(data) && valid0;}',
      'const wrapper0 = {validate: validate0};const func0 = ucs2length;function validate0(data){let valid0 = true;const err0 = func0(data);return wrapper0.validate(data) && valid0;}',
    ],
  ])('%s', (_name, given, want) => {
    expect(stableNames(given)).toBe(want);
  });

  it('gives the same text for the same schemas compiled after different others', () => {
    const early =
      'export const body = validate3;function validate3(d){return validate4(d);}function validate4(d){return true;}';
    const late =
      'export const body = validate90;function validate90(d){return validate91(d);}function validate91(d){return true;}';
    expect(stableNames(early)).toBe(stableNames(late));
  });
});

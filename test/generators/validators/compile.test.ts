import { describe, expect, it } from 'vitest';
import { appendInPlace } from '../../../generators/validators/compile.js';

describe('appendInPlace (quadratic error gathering on arrays whose items all fail)', () => {
  it.each([
    [
      'rewrites the gathering of a called validator',
      'if(!(validate63(x))){vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);errors = vErrors.length;}',
      'if(!(validate63(x))){if(vErrors === null){vErrors = validate63.errors.slice();}else{for(const calleeError of validate63.errors){vErrors.push(calleeError);}};errors = vErrors.length;}',
    ],
    [
      'leaves code without gathering alone',
      'function validate1(data){return true;}',
      'function validate1(data){return true;}',
    ],
  ])('%s', (_name, given, want) => {
    expect(appendInPlace(given)).toBe(want);
  });

  it('refuses a concat it does not know, rather than leave it quadratic', () => {
    expect(() => appendInPlace('vErrors = vErrors.concat(other)')).toThrow(/does not rewrite/);
  });
});

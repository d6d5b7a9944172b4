import { describe, expect, it } from 'vitest';
import { pattern } from '../../../../generators/validators/translate/pattern.js';

describe('pattern: Annex B literals escaped for Unicode mode, the rest as written', () => {
  it.each<[string, { given: string; want: string }]>([
    ['a lone brace pair', { given: '^{[0-9a-f]{4}}$', want: '^\\{[0-9a-f]{4}\\}$' }],
    ['a lone ]', { given: '^a]$', want: '^a\\]$' }],
    ['braces in a class stay', { given: '^[{}]+{x$', want: '^[{}]+\\{x$' }],
    ['a valid pattern stays', { given: '^a{2,3}$', want: '^a{2,3}$' }],
    ['an invalid one in both modes stays (the compiler names it)', { given: '(', want: '(' }],
  ])('%s', (_name, { given, want }) => {
    expect(pattern({ type: 'string', pattern: given })).toEqual({ type: 'string', pattern: want });
  });

  it('the rewritten pattern matches what the lenient one did', () => {
    const { pattern: rewritten } = pattern({ pattern: '^{[0-9]}$' });
    expect(new RegExp(rewritten, 'u').test('{7}')).toBe(/^{[0-9]}$/.test('{7}'));
    expect(new RegExp(rewritten, 'u').test('7')).toBe(false);
  });
});

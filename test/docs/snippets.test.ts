// The snippet copier (docs/snippets.js) takes a guide's code from a region of a checked program. A region name used
// twice in one file would copy only the first and hide the second, so it is refused, naming the file and region.
import { describe, expect, it } from 'vitest';
import { regionOf } from '../../docs/snippets.js';

const file = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('regionOf', () => {
  it.each([
    ['one region', file('// #region a', 'const a = 1;', '// #endregion a'), 'const a = 1;\n'],
    [
      'two regions of different names',
      file('// #region a', 'const a = 1;', '// #endregion a', '// #region b', 'const b = 2;', '// #endregion b'),
      'const a = 1;\n',
    ],
    [
      'a region name used twice',
      file('// #region a', 'const a = 1;', '// #endregion a', '// #region a', 'const b = 2;', '// #endregion a'),
      new Error("x.ts has two regions named 'a': give each region its own name"),
    ],
    [
      'no such region',
      file('// #region b', '// #endregion b'),
      new Error("x.ts has no region 'a' (// #region … // #endregion)"),
    ],
  ])('%s', (_, source, want) => {
    if (want instanceof Error) expect(() => regionOf(source, 'a', 'x.ts')).toThrow(want.message);
    else expect(regionOf(source, 'a', 'x.ts')).toBe(want);
  });
});

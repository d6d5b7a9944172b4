import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleText } from '../../../generators/validators/module-text.js';

// Two components that call each other (a recursive schema split over two modules): A's own function is exported
// before A requires B, so that B, required back while A loads, finds it.
const partsOf = (own: string, other: string) => ({
  exports: [
    { name: 'closed', local: 'validate7' },
    { name: 'other', local: 'validate9' },
  ],
  imports: [{ from: other, name: 'closed', local: 'validate9' }],
  body: `function validate7(data){return data === ${JSON.stringify(own)} || (typeof data == "object" && validate9(data.next));}`,
  runtime: [],
  formats: undefined,
});

describe('moduleText (a standalone module as an ES module, or as CommonJS)', () => {
  it.each([
    [
      'ES module: imports, exports, then the code, numbered by the module',
      partsOf('a', 'B'),
      'import { closed as validate0 } from "../schemas/B.js";\nexport {\n  validate1 as closed,\n  validate0 as other,\n};\nfunction validate1(data){return data === "a" || (typeof data == "object" && validate0(data.next));}\n',
    ],
  ])('%s', (_name, given, want) => {
    expect(moduleText(given)).toBe(want);
  });

  it('CommonJS: own exports before the requires, imported ones after, numbered in the order they appear', () => {
    expect(moduleText(partsOf('a', 'B'), 'commonjs')).toBe(
      '"use strict";\nexports.closed = validate0;\nconst { closed: validate1 } = require("../schemas/B.js");\nexports.other = validate1;\nfunction validate0(data){return data === "a" || (typeof data == "object" && validate1(data.next));}\n',
    );
  });

  it('ES modules that import each other load and call each other, a wrapper reading the other while loading', async () => {
    const folder = join(await mkdtemp(join(tmpdir(), 'module-text-')), 'schemas');
    await import('node:fs/promises').then(({ mkdir }) => mkdir(folder));
    // Ajv's wrapper of a function still being compiled (a recursive schema): a constant read at load time.
    const withWrapper = (own: string, other: string) => {
      const parts = partsOf(own, other);
      return {
        ...parts,
        body: `const wrapper3 = {validate: validate9};\n${parts.body.replace('validate9(data.next)', 'wrapper3.validate(data.next)')}`,
      };
    };
    await writeFile(join(folder, 'A.js'), moduleText(withWrapper('a', 'B')));
    await writeFile(join(folder, 'B.js'), moduleText(withWrapper('b', 'A')));
    await writeFile(join(folder, 'package.json'), '{"type":"module"}');
    const a = await import(join(folder, 'A.js'));
    expect(a.closed({ next: { next: 'a' } })).toBe(true);
    expect(a.closed({ next: 'c' })).toBe(false);
  });

  it('CommonJS modules that require each other load and call each other', async () => {
    const folder = join(await mkdtemp(join(tmpdir(), 'module-text-')), 'schemas');
    await import('node:fs/promises').then(({ mkdir }) => mkdir(folder));
    await writeFile(join(folder, 'A.js'), moduleText(partsOf('a', 'B'), 'commonjs'));
    await writeFile(join(folder, 'B.js'), moduleText(partsOf('b', 'A'), 'commonjs'));
    const a = createRequire(import.meta.url)(join(folder, 'A.js'));
    expect(a.closed({ next: { next: 'a' } })).toBe(true);
    expect(a.closed({ next: 'b' })).toBe(true);
    expect(a.other({ next: 'a' })).toBe(true);
    expect(a.closed({ next: 'c' })).toBe(false);
  });
});

import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCompiler } from '../../../generators/validators/compile.js';
import { evaluatedOnFirstCall } from '../../../generators/validators/linked-standalone.js';

const READ = 'const evaluated0 = validate4.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}';
const EVALUATED = '{"props":{"a":true},"dynamicProps":false,"dynamicItems":false}';

describe('evaluatedOnFirstCall (the evaluated bookkeeping set by the function, not by a statement beside it)', () => {
  it.each<[string, string, string | undefined]>([
    [
      'the first read sets it once',
      `function validate4(data){${READ}return true;}`,
      `function validate4(data){const evaluated0 = validate4.evaluated || (validate4.evaluated = ${EVALUATED});if(evaluated0.dynamicProps){evaluated0.props = undefined;}return true;}`,
    ],
    ['a function without the read keeps the statement', 'function validate4(data){return true;}', undefined],
    ['another function’s read is not its own', `function validate5(data){${READ}}`, undefined],
    ['two reads: not a shape Ajv writes, left alone', `function validate4(data){${READ}${READ}}`, undefined],
  ])('%s', (_name, given, want) => {
    const name = /function (validate\d+)/.exec(given)?.[1] ?? '';
    expect(evaluatedOnFirstCall(given, name, EVALUATED)).toBe(want);
  });
});

// A component whose evaluated properties are known only at run time (`then` adds `extra` when `kind` is "a"), and a
// body that refuses what the component did not evaluate: the body reads the component's `evaluated` after calling
// it, from another module.
const base = {
  type: 'object',
  properties: { kind: { type: 'string' } },
  if: { properties: { kind: { const: 'a' } } },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then`, a schema, never awaited
  then: { properties: { extra: { type: 'string' } } },
};
const readingWith = () => ({
  components: { schemas: { Base: structuredClone(base) } },
  'x-exports': { body: { allOf: [{ $ref: '#/components/schemas/Base' }], unevaluatedProperties: false } },
});

describe('modules without top-level bookkeeping statements', () => {
  it('check unevaluatedProperties across modules as Ajv does', async () => {
    const moduleFor = createCompiler(readingWith(), [{ id: 'Base', name: 'Base' }]);
    const component = moduleFor({ closed: 'closed#/components/schemas/Base' }, { owner: 'Base' });
    const operation = moduleFor({ body: 'closed#/x-exports/body' });
    for (const text of [component, operation]) expect(text).not.toMatch(/(^|[;}])\s*validate\d+\.evaluated =/m);
    const root = await mkdtemp(join(tmpdir(), 'linked-standalone-'));
    await mkdir(join(root, 'schemas'));
    await mkdir(join(root, 'operations'));
    await writeFile(join(root, 'package.json'), '{"type":"module"}');
    await writeFile(join(root, 'schemas', 'Base.js'), component);
    await writeFile(join(root, 'operations', 'body.js'), operation);
    const { body } = await import(join(root, 'operations', 'body.js'));
    const ajv = moduleFor.ajv.getSchema('closed#/x-exports/body');
    for (const given of [
      { kind: 'a', extra: 'x' },
      { kind: 'b', extra: 'x' },
      { kind: 'a', other: 1 },
      { kind: 'a', extra: 'x' },
    ])
      expect([given, body(given)]).toEqual([given, ajv?.(given)]);
    expect(body({ kind: 'a', extra: 'x' })).toBe(true);
    expect(body({ kind: 'b', extra: 'x' })).toBe(false);
  });
});

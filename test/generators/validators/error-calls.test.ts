import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createCompiler } from '../../../generators/validators/compile.js';
import { errorCalls } from '../../../generators/validators/error-calls.js';

// Names and values of the spec that look like the code around them: inside JSON strings, they must stay data.
const HOSTILE = ['a",schemaPath:"#/x', 'b},{c', 'd(e', "f'g:"];

const reading = () => ({
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['id', ...HOSTILE],
        properties: {
          id: { type: 'string', minLength: 3, pattern: '^[a-z]+$' },
          kind: { enum: ['one', 'two', ...HOSTILE] },
          count: { type: 'integer', minimum: 1 },
          ...Object.fromEntries(HOSTILE.map((name) => [name, { type: 'number' }])),
        },
        additionalProperties: false,
      },
    },
  },
});

it('writes each error site as one call giving the same errors, keys in the same order, as Ajv', async () => {
  const moduleFor = createCompiler(reading(), []);
  const ref = 'closed#/components/schemas/Thing';
  const text = moduleFor({ thing: ref });
  expect(text).not.toMatch(/const err\d+ = \{instancePath/);
  expect(text).toContain('vErrors = addError(vErrors, ');
  const root = await mkdtemp(join(tmpdir(), 'error-calls-'));
  await mkdir(join(root, 'operations'));
  await writeFile(join(root, 'package.json'), '{"type":"module"}');
  await writeFile(join(root, 'operations', 'thing.js'), text);
  const { thing } = await import(join(root, 'operations', 'thing.js'));
  const ajvs = moduleFor.ajv.getSchema(ref);
  const values = [
    { id: 'AB', kind: 'three', count: 0.5, extra: 1, [HOSTILE[0] as string]: 'x' },
    { kind: HOSTILE[1], count: 'many' },
    [],
    { id: 'abc', count: 2, ...Object.fromEntries(HOSTILE.map((name) => [name, 1])) },
  ];
  for (const value of values) {
    expect(thing(value)).toBe(ajvs?.(value));
    // JSON text, so that the keys' order counts too.
    expect(JSON.stringify(thing.errors)).toBe(JSON.stringify(ajvs?.errors));
  }
  expect(thing(values[3])).toBe(true);
});

it('leaves a site of another shape as Ajv wrote it', () => {
  const gather = ['if(vErrors === null){', 'vErrors = [err0];', '}', 'else {', 'vErrors.push(err0);', '}', 'errors++;'];
  const verbose = [
    'const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:"string"};',
    ...gather,
  ].join('\n');
  expect(errorCalls(verbose)).toEqual({ code: verbose, calls: 0 });
  const unclosed = [
    'const err0 = {instancePath,schemaPath:"#/type,keyword:"type",params:{},message:"x"};',
    ...gather,
  ].join('\n');
  expect(errorCalls(unclosed)).toEqual({ code: unclosed, calls: 0 });
  const site = [
    'const err0 = {instancePath:instancePath+"/a,b",schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};',
    ...gather,
  ].join('\n');
  expect(errorCalls(site)).toEqual({
    code: 'vErrors = addError(vErrors, instancePath+"/a,b", "#/type", "type", {type: "string"}, "must be string");\nerrors++;',
    calls: 1,
  });
});

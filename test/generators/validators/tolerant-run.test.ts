import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCompiler } from '../../../generators/validators/compile.js';

// A closed reading as transform.js writes it: a component with an enum and a property it closed (marked), and one
// the document itself closed (not marked: a rule of the spec, refused in every run).
const reading = () => ({
  components: {
    schemas: {
      Capture: {
        type: 'object',
        required: ['status'],
        properties: {
          status: { type: 'string', enum: ['pending', 'done'] },
          customer: {
            type: 'object',
            properties: { name: { type: 'string' } },
            unevaluatedProperties: false,
            'x-closing': true,
          },
          card: { type: 'object', properties: { last4: { type: 'string' } }, unevaluatedProperties: false },
        },
      },
    },
  },
  'x-exports': {
    answer: { $ref: '#/components/schemas/Capture', type: 'object', unevaluatedProperties: false, 'x-closing': true },
  },
});

/** The component's module and an operation's (importing it), written and imported as a user's code would be. */
async function modules() {
  const moduleFor = createCompiler(reading(), [{ id: 'Capture', name: 'Capture' }]);
  const component = moduleFor(
    { tolerant: 'tolerant#/components/schemas/Capture', closed: 'closed#/components/schemas/Capture' },
    { owner: 'Capture' },
  );
  // An answer that is the component (its `tolerant` entry, imported), and one whose root this module closes.
  const operation = moduleFor({
    capture: 'tolerant#/components/schemas/Capture',
    answer: 'tolerant#/x-exports/answer',
    drift: 'closed#/x-exports/answer',
  });
  const root = await mkdtemp(join(tmpdir(), 'tolerant-run-'));
  await mkdir(join(root, 'schemas'));
  await mkdir(join(root, 'operations'));
  await writeFile(join(root, 'package.json'), '{"type":"module"}');
  await writeFile(join(root, 'schemas', 'Capture.js'), component);
  await writeFile(join(root, 'operations', 'answer.js'), operation);
  return {
    component: await import(join(root, 'schemas', 'Capture.js')),
    operation: await import(join(root, 'operations', 'answer.js')),
    text: { component, operation },
  };
}

const errorsOf = (validate: { errors?: { instancePath: string; keyword: string }[] | null }) =>
  (validate.errors ?? []).map(({ instancePath, keyword }) => `${instancePath} ${keyword}`);

describe('one compiled function for both readings (tolerant-run.js)', () => {
  it.each<[string, unknown, boolean, boolean]>([
    ['a value the enum lists', { status: 'done' }, true, true],
    ['a value outside the enum: drift, refused only when closed', { status: 'refunded' }, true, false],
    ['a field the closed reading added no room for', { status: 'done', customer: { name: 'a', age: 3 } }, true, false],
    [
      'a field the document itself refuses, in every run',
      { status: 'done', card: { last4: '1', pin: 1 } },
      false,
      false,
    ],
    ['a wrong type, in every run', { status: 3 }, false, false],
    ['a missing required field, in every run', {}, false, false],
  ])('%s', async (_name, given, tolerantly, closed) => {
    const { component, operation } = await modules();
    expect(component.tolerant(given)).toBe(tolerantly);
    expect(component.closed(given)).toBe(closed);
    // Through a $ref into the component's module: the tolerant run reaches the function it calls.
    expect(operation.capture(given)).toBe(tolerantly);
    expect(operation.answer(given)).toBe(tolerantly);
    expect(operation.drift(given)).toBe(closed);
  });

  it('keeps the errors of a tolerant run on the entry, as Ajv keeps them on a function', async () => {
    const { component } = await modules();
    expect(component.tolerant({ status: 3, card: { pin: 1 } })).toBe(false);
    expect(errorsOf(component.tolerant)).toEqual(['/status type', '/card unevaluatedProperties']);
    // The closed run after it reports its own errors, the enum among them.
    expect(component.closed({ status: 'refunded' })).toBe(false);
    expect(errorsOf(component.closed)).toEqual(['/status enum']);
  });

  it('writes each function once: the tolerant entry runs the closed one, imported where it is the component', async () => {
    const { text } = await modules();
    expect(text.component.match(/function validate\d+\(/g)).toHaveLength(1);
    expect(text.component).toContain('.call(TOLERANT, data)');
    expect(text.operation).toMatch(
      /^import \{ tolerant as tolerant\d, closed as validate\d \} from "\.\.\/schemas\/Capture\.js";$/m,
    );
    expect(text.operation.match(/function validate\d+\(/g)).toHaveLength(1);
  });
});

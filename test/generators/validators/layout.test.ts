// Generated validators are read in review: one statement a line, so that a one-field change in the spec shows as
// the few lines it changes (they were single 10–20 kB lines, issue 37). Only a schema literal Ajv keeps for its
// error parameters (`const schema0 = {…}`) is one statement that may be long.
import { describe, expect, it } from 'vitest';
import { generateValidators } from '../../../generators/validators/index.js';

const pet = (tag: Record<string, unknown>) => ({
  openapi: '3.1.0',
  info: { title: 'pets', version: '1' },
  paths: {
    '/pets': {
      post: {
        operationId: 'addPet',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
        responses: {
          200: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Pet: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', maxLength: 5 }, tag, age: { type: 'integer', minimum: 0 } },
      },
    },
  },
});

const noop = () => {};
const generated = (document: unknown, kind: 'esm' | 'commonjs') =>
  generateValidators(document, { typesFrom: '../client/schema.js', kind, skip: noop, warn: noop, unbuilt: noop });
/** The lines of the Ajv modules (`.ajv.*` and `schemas/*`), the code Ajv writes. */
const ajvLines = (files: Record<string, string>) =>
  Object.entries(files)
    .filter(([name]) => /\.ajv\.c?js$|^schemas\//.test(name))
    .flatMap(([name, text]) => text.split('\n').map((line) => ({ name, line })));

describe('the generated validators’ layout', () => {
  it.each(['esm', 'commonjs'] as const)('writes one statement a line (%s)', (kind) => {
    const lines = ajvLines(generated(pet({ type: 'string' }), kind));
    const long = lines.filter(({ line }) => line.length > 240 && !/^const schema\d+ = /.test(line));
    expect(long).toEqual([]);
    expect(lines.filter(({ line }) => /^if\(/.test(line)).length).toBeGreaterThan(5);
  });

  it('shows a one-field change as a few short lines of the component’s module', () => {
    const before = generated(pet({ type: 'string' }), 'commonjs');
    const after = generated(pet({ type: 'string', maxLength: 20 }), 'commonjs');
    const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
    expect(changed).toEqual(['schemas/Pet.cjs']);
    const was = new Set((before['schemas/Pet.cjs'] ?? '').split('\n'));
    const added = (after['schemas/Pet.cjs'] ?? '').split('\n').filter((line) => !was.has(line));
    expect(added.length).toBeGreaterThan(0);
    expect(added.length).toBeLessThan(20);
    expect(added.filter((line) => line.length > 240)).toEqual([]);
  });
});

describe('the components a module calls', () => {
  it('checks a leaf component of a few keywords inline, and calls a larger one from its module', () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'pets', version: '1' },
      paths: {},
      components: {
        schemas: {
          Id: { type: 'string', format: 'uuid' },
          Owner: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string' }, since: { type: 'string' } },
            additionalProperties: false,
          },
          Pet: {
            type: 'object',
            properties: { id: { $ref: '#/components/schemas/Id' }, owner: { $ref: '#/components/schemas/Owner' } },
          },
        },
      },
    };
    const pet = generated(document, 'commonjs')['schemas/Pet.cjs'] ?? '';
    expect(pet).not.toContain('../schemas/Id.js');
    expect(pet).toContain('../schemas/Owner.js');
  });
});

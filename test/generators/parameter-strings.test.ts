// Issue 37, "Usable": parameters given as the strings a URL carries are read by OpenAPI's serialization rules
// (style simple for path and header, form for query) before their schemas judge them. Given a location, values and
// the schema, want ok with the values read as their types, or the rule broken named as for typed values.
import { describe, expect, it } from 'vitest';
import { compileRequestChecks } from '../../generators/validators/run-time.js';
import * as validators from '../../packages/validators/src/index.js';

const document = {
  openapi: '3.1.0',
  info: { title: 'parameters', version: '1' },
  paths: {
    '/items/{id}': {
      get: {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
          { name: 'ratio', in: 'query', schema: { type: 'number' } },
          { name: 'full', in: 'query', schema: { type: 'boolean' } },
          { name: 'ids', in: 'query', schema: { type: 'array', items: { type: 'integer' } } },
          { name: 'tags', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
          { name: 'name', in: 'query', schema: { type: 'string' } },
          { name: 'either', in: 'query', schema: { type: ['integer', 'null'] } },
          { name: 'X-Dry-Run', in: 'header', schema: { type: 'boolean' } },
        ],
        responses: { '204': { description: 'ok' } },
      },
    },
  },
};
const checks = compileRequestChecks(document);
const GET = 'GET /items/{id}';

describe('parameter values given as strings', () => {
  it.each<[string, 'path' | 'query' | 'header', Record<string, unknown>, Record<string, unknown>]>([
    ['an integer', 'query', { limit: '5' }, { limit: 5 }],
    ['a negative number with a fraction and exponent', 'query', { ratio: '-1.5e2' }, { ratio: -150 }],
    ['a boolean', 'query', { full: 'true' }, { full: true }],
    ['an array of integers, comma-separated', 'query', { ids: '1,2,3' }, { ids: [1, 2, 3] }],
    ['an array of integers, repeated keys', 'query', { ids: ['1', '2'] }, { ids: [1, 2] }],
    ['an array of one string', 'query', { tags: 'a' }, { tags: ['a'] }],
    ['a string stays a string', 'query', { name: '5' }, { name: '5' }],
    ['a typed value stays', 'query', { limit: 7 }, { limit: 7 }],
    ['a union with null', 'query', { either: '3' }, { either: 3 }],
    ['a path integer', 'path', { id: '42' }, { id: 42 }],
    ['a header boolean, any case', 'header', { 'x-dry-run': 'false' }, { 'X-Dry-Run': false }],
  ])('%s is read as its type', (_name, location, given, want) => {
    expect(checks.validateParameters(GET, location, given)).toMatchObject({ ok: true, value: want });
  });

  it.each<[string, 'path' | 'query', Record<string, unknown>, string]>([
    ['not an integer', 'query', { limit: '5x' }, 'limit'],
    ['a fraction for an integer', 'query', { limit: '1.5' }, 'limit'],
    ['out of range once read', 'query', { limit: '500' }, 'limit'],
    ['not a boolean', 'query', { full: 'yes' }, 'full'],
    ['an item not an integer', 'query', { ids: '1,b' }, 'ids'],
    ['a path below its minimum', 'path', { id: '0' }, 'id'],
  ])('%s is refused, naming the parameter', (_name, location, given, field) => {
    const result = checks.validateParameters(GET, location, given);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toContainEqual(expect.stringContaining(field));
  });

  it('the generated validators read them too (GET /single: page and records_per_page)', () => {
    expect(validators.validateParameters('GET /single', 'query', { page: '2', records_per_page: '50' })).toMatchObject({
      ok: true,
      value: { page: 2, records_per_page: 50 },
    });
    expect(validators.validateParameters('GET /single', 'query', { records_per_page: '500' }).ok).toBe(false);
  });
});

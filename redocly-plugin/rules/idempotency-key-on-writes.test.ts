import { describe, expect, it } from 'vitest';
import { documentWith, lintWithRule } from '../../test/helpers/lint-rule.js';

const key = { name: 'Idempotency-Key', in: 'header', schema: { type: 'string', maxLength: 50 } };
const ok = { description: 'ok' };

describe('idempotency-key-on-writes', () => {
  it.each([
    ['a POST without the header', { '/a': { post: { responses: { 201: ok } } } }, 1],
    [
      'a PATCH with another header only',
      { '/a': { patch: { parameters: [{ name: 'X', in: 'header' }], responses: { 200: ok } } } },
      1,
    ],
    ['a POST with the header', { '/a': { post: { parameters: [key], responses: { 201: ok } } } }, 0],
    ['a PATCH with the header on its path', { '/a': { parameters: [key], patch: { responses: { 200: ok } } } }, 0],
    [
      'a GET and a DELETE without it',
      { '/a': { get: { responses: { 200: ok } }, delete: { responses: { 204: ok } } } },
      0,
    ],
  ])('%s gives %i problem(s)', async (_name, paths, count) => {
    const problems = await lintWithRule('idempotency-key-on-writes', documentWith(paths));
    expect(problems).toHaveLength(count);
    if (count) expect(problems[0]).toMatch(/Idempotency-Key/);
  });

  it('follows a $ref to a component parameter', async () => {
    const doc = documentWith(
      { '/a': { post: { parameters: [{ $ref: '#/components/parameters/Key' }], responses: { 201: ok } } } },
      { parameters: { Key: key } },
    );
    expect(await lintWithRule('idempotency-key-on-writes', doc)).toEqual([]);
  });
});

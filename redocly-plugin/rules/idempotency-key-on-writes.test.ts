import { describe, expect, it } from 'vitest';
import { documentWith, lintWithRule } from '../../test/helpers/lint-rule.js';

const key = { name: 'Idempotency-Key', in: 'header', schema: { type: 'string', maxLength: 50 } };
const ok = { description: 'ok' };
const missing = (method: string) => ({
  message: `${method} operation must declare the Idempotency-Key header parameter.`,
  pointer: `#/paths/~1a/${method.toLowerCase()}`,
});

describe('idempotency-key-on-writes', () => {
  for (const { name, paths, want } of [
    {
      name: 'a POST without the header',
      paths: { '/a': { post: { responses: { 201: ok } } } },
      want: [missing('POST')],
    },
    {
      name: 'a PATCH with another header only',
      paths: { '/a': { patch: { parameters: [{ name: 'X', in: 'header' }], responses: { 200: ok } } } },
      want: [missing('PATCH')],
    },
    {
      name: 'a POST with the header',
      paths: { '/a': { post: { parameters: [key], responses: { 201: ok } } } },
      want: [],
    },
    {
      name: 'a PATCH with the header on its path',
      paths: { '/a': { parameters: [key], patch: { responses: { 200: ok } } } },
      want: [],
    },
    {
      name: 'a GET and a DELETE without it',
      paths: { '/a': { get: { responses: { 200: ok } }, delete: { responses: { 204: ok } } } },
      want: [],
    },
  ])
    it(`${name} gives ${want.length} problem(s)`, async () => {
      expect(await lintWithRule('idempotency-key-on-writes', documentWith(paths))).toEqual(want);
    });

  it("reads the keyed methods from the document's retry policy, never from a list of its own", async () => {
    const paths = { '/a': { put: { responses: { 200: ok } }, post: { responses: { 201: ok } } } };
    const putKeyed = { idempotency: { methods: ['PUT'] } };
    expect(await lintWithRule('idempotency-key-on-writes', documentWith(paths, {}, putKeyed))).toEqual([
      { ...missing('PUT'), pointer: '#/paths/~1a/put' },
    ]);
    // a document without the policy keys no method, so it asks for no header
    expect(await lintWithRule('idempotency-key-on-writes', documentWith(paths, {}, {}))).toEqual([]);
  });

  it('follows a $ref to a component parameter', async () => {
    const doc = documentWith(
      { '/a': { post: { parameters: [{ $ref: '#/components/parameters/Key' }], responses: { 201: ok } } } },
      { parameters: { Key: key } },
    );
    expect(await lintWithRule('idempotency-key-on-writes', doc)).toEqual([]);
  });
});

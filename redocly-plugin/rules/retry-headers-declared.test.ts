import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentWith, lintWithRule } from '../../test/helpers/lint-rule.js';

const policy = {
  shouldRetryHeader: 'X-Service-Should-Retry',
  idempotency: { header: 'Idempotency-Key', methods: ['POST', 'PATCH'], replayHeader: 'Idempotency-Replay' },
};
const advice = { 'X-Service-Should-Retry': { schema: { type: 'string' } } };
const replay = { 'Idempotency-Replay': { schema: { type: 'string' } } };
const answer = (headers: object) => ({ description: 'answer', headers });
const missing = (method: string, status: string, headers: string) => ({
  message: `${method} /a answer ${status} must declare the header ${headers} (x-retry-policy; Errors rules 5 and 6).`,
  pointer: `#/paths/~1a/${method.toLowerCase()}/responses/${status}`,
});

describe('retry-headers-declared', () => {
  it.each([
    [
      'a GET answer without the advice',
      { get: { responses: { 200: answer({}) } } },
      [missing('GET', '200', 'X-Service-Should-Retry')],
    ],
    ['a GET answer with it', { get: { responses: { 200: answer(advice) } } }, []],
    [
      'an error answer without it',
      { get: { responses: { 404: answer({}) } } },
      [missing('GET', '404', 'X-Service-Should-Retry')],
    ],
    [
      'a POST success without either',
      { post: { responses: { 201: answer({}) } } },
      [missing('POST', '201', 'X-Service-Should-Retry and Idempotency-Replay')],
    ],
    [
      'a PATCH success without the replay',
      { patch: { responses: { 200: answer(advice) } } },
      [missing('PATCH', '200', 'Idempotency-Replay')],
    ],
    ['a POST success with both', { post: { responses: { 201: answer({ ...advice, ...replay }) } } }, []],
    ['a POST refusal needs no replay', { post: { responses: { 400: answer(advice) } } }, []],
    ['a DELETE success needs no replay', { delete: { responses: { 204: answer(advice) } } }, []],
    ['header names in any case', { get: { responses: { 200: answer({ 'x-service-should-retry': {} }) } } }, []],
  ])('%s', async (_name, item, want) => {
    expect(await lintWithRule('retry-headers-declared', documentWith({ '/a': item }, {}, policy))).toEqual(want);
  });

  it("reads the header names and keyed methods from the document's retry policy", async () => {
    const other = { shouldRetryHeader: 'Retry-Advice', idempotency: { methods: ['PUT'], replayHeader: 'Replayed' } };
    const paths = { '/a': { put: { responses: { 200: answer({}) } }, post: { responses: { 201: answer({}) } } } };
    expect(await lintWithRule('retry-headers-declared', documentWith(paths, {}, other))).toEqual([
      {
        message:
          'PUT /a answer 200 must declare the header Retry-Advice and Replayed (x-retry-policy; Errors rules 5 and 6).',
        pointer: '#/paths/~1a/put/responses/200',
      },
      {
        message: 'POST /a answer 201 must declare the header Retry-Advice (x-retry-policy; Errors rules 5 and 6).',
        pointer: '#/paths/~1a/post/responses/201',
      },
    ]);
  });

  it('follows a $ref to a component answer', async () => {
    const doc = documentWith(
      { '/a': { get: { responses: { 200: { $ref: '#/components/responses/Ok' } } } } },
      { responses: { Ok: answer(advice) } },
      policy,
    );
    expect(await lintWithRule('retry-headers-declared', doc)).toEqual([]);
  });

  it("holds on the project's document: every answer declares the retry advice, every write success the replay", async () => {
    const bundle = JSON.parse(readFileSync(new URL('../../packages/spec/openapi.json', import.meta.url), 'utf8'));
    expect(await lintWithRule('retry-headers-declared', bundle)).toEqual([]);
  });
});

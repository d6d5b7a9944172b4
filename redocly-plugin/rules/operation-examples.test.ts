import { describe, expect, it } from 'vitest';
import { documentWith, lintWithRule } from '../../test/helpers/lint-rule.js';

const media = (extra: object = {}) => ({ 'application/json': { schema: { type: 'object' }, ...extra } });
const withExamples = media({ examples: { One: { value: {} } } });
const at = '#/paths/~1a/post';

describe('operation-examples', () => {
  for (const { name, operation, want } of [
    {
      name: 'a request body without examples',
      operation: {
        requestBody: { content: media() },
        responses: { 201: { description: 'ok', content: withExamples } },
      },
      want: [{ message: 'The application/json request body needs an example.', pointer: `${at}/requestBody` }],
    },
    {
      name: 'a response body without examples',
      operation: { responses: { 200: { description: 'ok', content: media() } } },
      want: [{ message: 'The 200 application/json response needs an example.', pointer: `${at}/responses/200` }],
    },
    {
      name: 'examples on both',
      operation: {
        requestBody: { content: withExamples },
        responses: { 201: { description: 'ok', content: withExamples } },
      },
      want: [],
    },
    {
      name: 'a single `example`',
      operation: { responses: { 200: { description: 'ok', content: media({ example: {} }) } } },
      want: [],
    },
    { name: 'a response with no body', operation: { responses: { 204: { description: 'gone' } } }, want: [] },
  ])
    it(`${name} gives ${want.length} problem(s)`, async () => {
      expect(await lintWithRule('operation-examples', documentWith({ '/a': { post: operation } }))).toEqual(want);
    });
});

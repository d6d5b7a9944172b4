import { describe, expect, it } from 'vitest';
import { documentWith, lintWithRule } from '../../test/helpers/lint-rule.js';

const media = (extra: object = {}) => ({ 'application/json': { schema: { type: 'object' }, ...extra } });
const withExamples = media({ examples: { One: { value: {} } } });

describe('operation-examples', () => {
  it.each([
    [
      'a request body without examples',
      { requestBody: { content: media() }, responses: { 201: { description: 'ok', content: withExamples } } },
      1,
    ],
    ['a response body without examples', { responses: { 200: { description: 'ok', content: media() } } }, 1],
    [
      'examples on both',
      { requestBody: { content: withExamples }, responses: { 201: { description: 'ok', content: withExamples } } },
      0,
    ],
    ['a single `example`', { responses: { 200: { description: 'ok', content: media({ example: {} }) } } }, 0],
    ['a response with no body', { responses: { 204: { description: 'gone' } } }, 0],
  ])('%s gives %i problem(s)', async (_name, operation, count) => {
    expect(await lintWithRule('operation-examples', documentWith({ '/a': { post: operation } }))).toHaveLength(count);
  });
});

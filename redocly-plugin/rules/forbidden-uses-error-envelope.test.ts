import { describe, expect, it } from 'vitest';
import { documentWith, envelopeComponents, errorEnvelope, lintWithRule } from '../../test/helpers/lint-rule.js';

const error = (schema: object) => ({ description: 'error', content: { 'application/json': { schema } } });
const ok = { description: 'ok' };
const at = '#/paths/~1a/get';

describe('forbidden-uses-error-envelope', () => {
  for (const { name, responses, want } of [
    {
      name: 'no 403 at all',
      responses: { 200: ok },
      want: [
        { message: 'Operation must declare a 403 response (authentication failure).', pointer: `${at}/responses` },
      ],
    },
    {
      name: 'a 403 with an inline schema',
      responses: { 200: ok, 403: error({ type: 'object' }) },
      want: [
        {
          message: 'The 403 response must use the ErrorEnvelope schema for application/json.',
          pointer: `${at}/responses/403`,
        },
      ],
    },
    {
      name: 'a 500 outside the envelope',
      responses: { 200: ok, 403: error(errorEnvelope), 500: error({ type: 'string' }) },
      want: [
        {
          message: 'The 500 response must use the ErrorEnvelope schema for application/json.',
          pointer: `${at}/responses/500`,
        },
      ],
    },
    {
      name: 'errors that all use the envelope',
      responses: { 200: ok, 403: error(errorEnvelope), 429: error(errorEnvelope) },
      want: [],
    },
  ])
    it(`${name} gives ${want.length} problem(s)`, async () => {
      const problems = await lintWithRule(
        'forbidden-uses-error-envelope',
        documentWith({ '/a': { get: { responses } } }, envelopeComponents),
      );
      expect(problems).toEqual(want);
    });

  it('leaves notifications (webhooks) alone', async () => {
    const doc = { ...documentWith({}, envelopeComponents), webhooks: { hook: { post: { responses: { 200: ok } } } } };
    expect(await lintWithRule('forbidden-uses-error-envelope', doc)).toEqual([]);
  });
});

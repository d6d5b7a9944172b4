import { describe, expect, it } from 'vitest';
import { documentWith, envelopeComponents, errorEnvelope, lintWithRule } from '../../test/helpers/lint-rule.js';

const error = (schema: object) => ({ description: 'error', content: { 'application/json': { schema } } });
const ok = { description: 'ok' };

describe('forbidden-uses-error-envelope', () => {
  it.each([
    ['no 403 at all', { 200: ok }, /403/],
    [
      'a 403 with an inline schema',
      { 200: ok, 403: error({ type: 'object' }) },
      /403 response must use the ErrorEnvelope/,
    ],
    ['a 500 outside the envelope', { 200: ok, 403: error(errorEnvelope), 500: error({ type: 'string' }) }, /500/],
  ])('reports %s', async (_name, responses, message) => {
    const problems = await lintWithRule(
      'forbidden-uses-error-envelope',
      documentWith({ '/a': { get: { responses } } }, envelopeComponents),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('accepts errors that all use the envelope', async () => {
    const responses = { 200: ok, 403: error(errorEnvelope), 429: error(errorEnvelope) };
    expect(
      await lintWithRule(
        'forbidden-uses-error-envelope',
        documentWith({ '/a': { get: { responses } } }, envelopeComponents),
      ),
    ).toEqual([]);
  });

  it('leaves notifications (webhooks) alone', async () => {
    const doc = { ...documentWith({}, envelopeComponents), webhooks: { hook: { post: { responses: { 200: ok } } } } };
    expect(await lintWithRule('forbidden-uses-error-envelope', doc)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { documentWith, lintWithRule } from '../../test/helpers/lint-rule.js';

const ok = { description: 'ok' };
const all = (...statuses: string[]) => Object.fromEntries(statuses.map((s) => [s, ok]));
const transient = ['400', '429', '500', '502', '503'];

describe('service-statuses-declared', () => {
  for (const { name, path, method, responses, want } of [
    {
      name: 'a GET without the transient statuses',
      path: '/a',
      method: 'get',
      responses: all('200'),
      want: 'GET /a must declare 400, 429, 500, 502, 503',
    },
    {
      name: 'a GET by id without 404',
      path: '/a/{id}',
      method: 'get',
      responses: all('200', ...transient),
      want: 'GET /a/{id} must declare 404',
    },
    {
      name: 'a POST without 409',
      path: '/a',
      method: 'post',
      responses: all('201', ...transient),
      want: 'POST /a must declare 409',
    },
    {
      name: 'a PATCH by id with everything',
      path: '/a/{id}',
      method: 'patch',
      responses: all('200', ...transient, '404', '409'),
      want: undefined,
    },
    {
      name: 'a DELETE by id with everything (no 409: DELETE takes no key)',
      path: '/a/{id}',
      method: 'delete',
      responses: all('204', ...transient, '404'),
      want: undefined,
    },
  ])
    it(`${name} [errors.status-codes-in-use]`, async () => {
      const problems = await lintWithRule(
        'service-statuses-declared',
        documentWith({ [path]: { [method]: { responses } } }),
      );
      expect(problems.map((p: { message: string }) => p.message.split(':')[0])).toEqual(want ? [want] : []);
    });

  it('asks for 409 on the methods the retry policy keys, read from the document [errors.status-codes-in-use]', async () => {
    const document = documentWith(
      { '/a': { put: { responses: all('200', ...transient) } } },
      {},
      {
        idempotency: { methods: ['PUT'] },
      },
    );
    const problems = await lintWithRule('service-statuses-declared', document);
    expect(problems.map((p: { message: string }) => p.message.split(':')[0])).toEqual(['PUT /a must declare 409']);
  });
});

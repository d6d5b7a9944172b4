import { describe, expect, it } from 'vitest';
import { documentWith, lintWithRule } from '../../test/helpers/lint-rule.js';

const ok = { description: 'ok' };
const get = (operation: object) =>
  documentWith({ '/a': { get: { responses: { '200': ok, '429': ok }, ...operation } } });

describe('status-source', () => {
  for (const { name, operation, want } of [
    { name: 'every answer marked', operation: { 'x-status-source': { '200': 'listed', '429': 'errors' } }, want: [] },
    {
      name: 'no marks',
      operation: {},
      want: [{ message: 'GET /a must mark each status it declares with x-status-source (listed, purpose, errors).' }],
    },
    {
      name: 'an answer unmarked',
      operation: { 'x-status-source': { '200': 'purpose' } },
      want: [{ message: 'GET /a must mark 429 in x-status-source.' }],
    },
    {
      name: 'a mark for a status not declared',
      operation: { 'x-status-source': { '200': 'listed', '429': 'errors', '404': 'errors' } },
      want: [{ message: 'GET /a marks 404 in x-status-source, which it does not declare.' }],
    },
    {
      name: 'a mark that is no source',
      operation: { 'x-status-source': { '200': 'guess', '429': 'errors' } },
      want: [{ message: 'GET /a marks 200 as "guess"; x-status-source takes listed, purpose, errors.' }],
    },
  ])
    it(`${name}: ${want.length} problem(s)`, async () => {
      const got = await lintWithRule('status-source', get(operation));
      expect(got.map(({ message }) => ({ message }))).toEqual(want);
    });
});

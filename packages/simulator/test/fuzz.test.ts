// 5 000 random requests (fast-check, a fixed seed so a failure reproduces) leave the simulator answering: every
// answer is a JSON envelope or success with a status below 500, never a crash, each valid against the spec, and a ping still succeeds after.
import { HTTP_METHODS } from '@payments-contract/openapi-vocabulary';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { routes } from '../src/routes.js';
import { ACCOUNT, BASE, checkedSimulator } from './checked.js';

const json = fc.jsonValue({ maxDepth: 3 });
const segment = fc.oneof(fc.uuid(), fc.string({ maxLength: 12 }).map(encodeURIComponent), fc.constant('%E0%A4%A'));
const request = fc.record({
  route: fc.constantFrom(...routes),
  ids: fc.array(segment, { minLength: 2, maxLength: 2 }),
  // any of the eight methods of an OpenAPI 3.1 path item, not only those the route has
  method: fc.option(fc.constantFrom(...HTTP_METHODS.map((m) => m.toUpperCase())), { nil: undefined }),
  query: fc.dictionary(
    fc.constantFrom('page', 'limit', 'cursor', 'created_at', 'records_per_page', 'x'),
    fc.string({ maxLength: 20 }),
  ),
  body: fc.oneof(
    json.map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 40 }),
  ),
  contentType: fc.constantFrom('application/json', 'text/plain', ''),
  key: fc.option(fc.string({ maxLength: 60 }), { nil: undefined }),
  credentials: fc.boolean(),
});

describe('fuzz', () => {
  it(
    'answers 5 000 random requests without a crash or a 5xx',
    async () => {
      const { simulator, fetch, drift } = checkedSimulator();
      const problems: string[] = [];
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          let i = 0;
          const path = r.route.template.replace(/\{[^}]+\}/g, () => r.ids[i++] ?? 'x');
          const method = r.method ?? r.route.method;
          const headers: Record<string, string> = r.credentials
            ? { AccountId: ACCOUNT.accountId, ApiKey: ACCOUNT.apiKey }
            : {};
          if (r.contentType) headers['Content-Type'] = r.contentType;
          if (r.key !== undefined) headers['Idempotency-Key'] = r.key;
          let answer: Response;
          try {
            answer = await fetch(`${BASE}${path}?${new URLSearchParams(r.query)}`, {
              method,
              headers,
              ...(method === 'GET' || method === 'DELETE' ? {} : { body: r.body }),
            });
          } catch (error) {
            // a request the Fetch API itself refuses (an invalid header value) never reaches the simulator
            if (error instanceof TypeError && !/dropped/.test(error.message)) return;
            throw error;
          }
          const body = await answer.text();
          if (answer.status >= 500 || (body && !/^[{[]/.test(body)))
            problems.push(`${method} ${path}: ${answer.status} ${body}`);
        }),
        { numRuns: 5_000, seed: 13 },
      );
      expect(problems.slice(0, 5)).toEqual([]);
      expect(drift.slice(0, 5)).toEqual([]);
      const ping = await simulator.fetch(`${BASE}/system/ping`, {
        headers: { AccountId: ACCOUNT.accountId, ApiKey: ACCOUNT.apiKey },
      });
      expect(ping.status).toBe(200);
    },
    patience(60_000),
  );
});

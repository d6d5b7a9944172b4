// Threats on the mock (Prism behind the simulator's front): concurrent requests with one idempotency key each got
// a fresh 201 (327 of 1 000 on main), and five operations answered a missing credential with 401 ["Unauthorized"]
// where the interface's Authentication rule 3 says 403 with a single-string message.
import { createRequire } from 'node:module';
import { startMock } from '@payments-contract/mock';
import { operationsOf } from '@payments-contract/openapi-vocabulary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';

const spec = createRequire(import.meta.url)('@payments-contract/spec/openapi.json');
let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock({ port: 0 });
}, patience(60_000));
afterAll(() => mock?.stop());

describe('one key, one effect, concurrent requests included (the first answer replayed)', () => {
  it('answers 1 000 concurrent same-key, same-body POSTs with one fresh answer and 999 replays', async () => {
    const send = () =>
      fetch(`${mock.url}/single`, {
        method: 'POST',
        headers: {
          AccountId: 'simulator-account',
          ApiKey: 'simulator-key',
          'Content-Type': 'application/json',
          'Idempotency-Key': 'concurrent-key-1',
        },
        body: JSON.stringify({ method: 'cc', value: 10, type: 'sale' }),
      });
    const answers = await Promise.all(Array.from({ length: 1_000 }, send));
    const fresh = answers.filter((a) => a.headers.get('idempotency-replay') !== 'true');
    expect(fresh.map((a) => a.status)).toEqual([201]);
    const bodies = new Set(await Promise.all(answers.map((a) => a.text())));
    expect(bodies.size).toBe(1); // every replay is the first answer
  });
});

describe('every authentication failure is 403 with a single-string message', () => {
  // the operations that declare a 401 in the spec (Prism answers their documented 401 example) and one that does not
  const declaring401 = [...operationsOf(spec)].filter((o) => o.operation.responses?.['401']);
  const cases = [...declaring401.map((o) => [o.method.toUpperCase(), o.path]), ['GET', '/system/ping']];

  it('covers the five operations that declare a 401', () => {
    expect(declaring401.length).toBe(5);
  });

  it.each(cases)('%s %s without credentials', async (method, path) => {
    const concrete = path.replace(/\{[^}]+\}/g, '7c9e6679-7425-40de-944b-e07fc1f90ae7');
    const answer = await fetch(`${mock.url}${concrete}`, {
      method,
      ...(method === 'GET' || method === 'DELETE'
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: '{}' }),
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ status: 'error', message: expect.any(String) });
  });
});

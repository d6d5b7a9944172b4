// Errors rule 5 over every status, model-based: "when a request with an `Idempotency-Key` has the same key and
// `AccountId` as an earlier one, the stored status code and body of the first request are returned and the response
// carries `Idempotency-Replay: true`. When the body differs from the original, an error is returned. Transient errors
// 429, 502 and 503 are not pinned to the stored result and may be retried." fast-check draws sequences of keyed
// requests whose first answers span 200, 201, 400, 404 and 503 (a simulator at its capacity of records or keys,
// through the public fetch); a model of the key store says what each answer must be.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customer, harness } from '../harness.js';
import { spec } from './spec.js';

const policy = spec['x-retry-policy'].idempotency;
const TRANSIENT = new Set<number>(policy.notPinnedStatuses);
const unknown = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
const CAPACITY = 3; // records and keys: one single is made before the run

type Kind = 'create' | 'createOther' | 'invalid' | 'patch' | 'missing';
const KINDS: Kind[] = ['create', 'createOther', 'invalid', 'patch', 'missing'];
const KEYS = ['k-1', 'k-2', 'k-3', 'k-4'];

describe('Errors rule 5 across statuses: every answer is pinned to its key but 429, 502 and 503', () => {
  it('replays each stored answer whatever its status, refuses another request on the key, and runs a transient one again [idempotency.replay-same-key] [idempotency.transient-not-pinned] [idempotency.other-body-refused]', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ kind: fc.constantFrom(...KINDS), key: fc.constantFrom(...KEYS) }), {
          minLength: 4,
          maxLength: 14,
        }),
        async (steps) => {
          const h = await harness({ capacity: CAPACITY, log: () => {} });
          const own = (await h.call('POST', '/single', { body: { method: 'mb', value: 5, customer } })).body.id;
          const request: Record<Kind, [string, string, object]> = {
            create: ['POST', '/single', { method: 'mb', value: 10, customer }],
            createOther: ['POST', '/single', { method: 'mb', value: 12, customer }],
            invalid: ['POST', '/single', { method: 'mb', customer }],
            patch: ['PATCH', `/single/${own}`, { key: 'changed' }],
            missing: ['PATCH', `/single/${unknown}`, { key: 'changed' }],
          };
          let singles = 1;
          const stored = new Map<string, { kind: Kind; status: number; text: string }>();
          for (const { kind, key } of steps) {
            const [method, path, body] = request[kind];
            const got = await h.call(method, path, { body, headers: { [policy.header]: key } });
            const text = JSON.stringify(got.body);
            const replay = got.headers.get(policy.replayHeader);
            const before = stored.get(key);
            const step = `${kind} on ${key} after ${JSON.stringify(steps)}`;
            if (before && before.kind === kind) {
              expect([got.status, text, replay], step).toEqual([before.status, before.text, 'true']);
              continue;
            }
            expect(replay, step).toBeNull();
            if (before) {
              // another request on a stored key: an error, and the key keeps its first answer
              expect(got.status, step).toBeGreaterThanOrEqual(400);
              continue;
            }
            // The simulator's capacity (its guide) answers 503: a new key once it holds CAPACITY keys, and any POST
            // once it holds CAPACITY singles, after the request checks (so an invalid one is still a 400).
            const creates = kind === 'create' || kind === 'createOther';
            const full = stored.size >= CAPACITY || (creates && singles >= CAPACITY);
            const expected = { create: 201, createOther: 201, invalid: 400, patch: 200, missing: 404 }[kind];
            const status = full ? 503 : expected;
            expect(got.status, step).toBe(status);
            statuses.add(status);
            if (status === 201) singles += 1;
            if (!TRANSIENT.has(status)) stored.set(key, { kind, status, text });
          }
          expect(h.checked.drift).toEqual([]);
        },
      ),
      { numRuns: 30, seed: 41 },
    );
    // the draws met each status the sequence can produce
    expect([...statuses].sort()).toEqual([200, 201, 400, 404, 503]);
  });
});

// 1 000 concurrent captures against a service that drops connections (before and after doing the work) and answers
// 503 at random (issue 14): every call ends with an answer and every generated key has exactly one effect, so the
// key stays the same across tries. Counts, no timings.
import { afterEach, describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { callInfo, createPaymentsClient } from '../src/index.js';
import { startFlakyService } from './helpers/flaky-service.js';

let service: Awaited<ReturnType<typeof startFlakyService>> | undefined;
afterEach(() => service?.close());

describe('1 000 concurrent POSTs under drops and 503s', () => {
  it.each([1])('seed %i: one effect per key', async (seed) => {
    service = await startFlakyService({ seed });
    const client = createPaymentsClient({
      baseUrl: service.baseUrl,
      accountId: 'a',
      apiKey: 'k',
      maxAttempts: 10,
      backoff: { baseMs: 1, maxMs: 20 },
      // A call's own deadline stops a hang, not a slow machine: 1 000 calls share two cores here.
      timeoutMs: patience(30_000),
    });
    const calls = Array.from({ length: 1000 }, (_, index) =>
      client.POST('/capture/{id}', {
        params: { path: { id: `p${index}` } },
        body: { descriptive: `Order ${index}`, value: 1 },
      }),
    );
    const results = await Promise.all(calls);
    expect(results.map((r) => r.response.status).filter((s) => s !== 201)).toEqual([]);
    const keys = results.map((r) => callInfo(r.response)?.idempotencyKey);
    expect(new Set(keys).size).toBe(1000);
    expect(service.effects.size).toBe(1000);
    expect([...service.effects.values()].filter((count) => count !== 1)).toEqual([]);
    // The faults did happen, and some calls only succeeded through a replay of work already done.
    expect(service.counts.droppedAfter).toBeGreaterThan(50);
    expect(service.counts.unavailable).toBeGreaterThan(50);
    expect(results.filter((r) => callInfo(r.response)?.replayed).length).toBeGreaterThan(50);
  });
});

// When to try again and how long to wait, unit by unit. Errors rule 6: "responses include `X-Service-Should-Retry`
// (`true` or `false` …). When absent: resend if no response was received; resend on 409, 429, 502, 503; resend on
// 500 unless the request was a POST; otherwise do not repeat." The waits are the client's own (options.ts).
import { describe, expect, it } from 'vitest';
import { retryPolicy } from '../src/generated/policy.js';
import { delayBeforeRetry, mayRetry, retryAfterMs } from '../src/retry.js';

const answer = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });
const advice = (value: string) => ({ [retryPolicy.shouldRetryHeader]: value });

describe('mayRetry (Errors rule 6)', () => {
  it.each([
    ['no answer, a POST', 'POST', undefined, true],
    ['409 without advice', 'POST', answer(409), true],
    ['429 without advice', 'POST', answer(429), true],
    ['502 without advice', 'POST', answer(502), true],
    ['503 without advice', 'POST', answer(503), true],
    ['500 to a POST without advice', 'POST', answer(500), false],
    ['500 to a PATCH without advice', 'PATCH', answer(500), true],
    ['500 to a DELETE without advice', 'DELETE', answer(500), true],
    ['501 without advice', 'GET', answer(501), false],
    ['400 without advice', 'GET', answer(400), false],
    ['400 advised true', 'POST', answer(400, advice('true')), true],
    ['400 advised True', 'POST', answer(400, advice('True')), true],
    ['503 advised false', 'GET', answer(503, advice('false')), false],
    ['503 advised something else', 'GET', answer(503, advice('maybe')), false],
    ['a success advised true', 'GET', answer(200, advice('true')), false],
  ])('%s', (_name, method, response, want) => {
    expect(mayRetry(method, response)).toBe(want);
  });
});

describe('retryAfterMs', () => {
  const now = Date.UTC(2026, 10, 24, 9, 0, 0);
  it.each([
    ['seconds', '3', 3_000],
    ['zero seconds', '0', 0],
    ['an HTTP date 5 s ahead', new Date(now + 5_000).toUTCString(), 5_000],
    ['an HTTP date already past', new Date(now - 5_000).toUTCString(), 0],
    ['neither', 'soon', undefined],
  ])('reads %s', (_name, value, want) => {
    expect(retryAfterMs(answer(503, { 'Retry-After': value }), now)).toBe(want);
  });

  it('is undefined without the header or without an answer', () => {
    expect(retryAfterMs(answer(503), now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});

describe('delayBeforeRetry', () => {
  const backoff = { baseMs: 100, maxMs: 1_000 };
  it.each([
    [1, 1, 100],
    [2, 1, 200],
    [3, 1, 400],
    [5, 1, 1_000],
    [2, 0.5, 100],
    [3, 0, 0],
  ])(
    'before try %i + 1 with jitter %d waits %i ms (full jitter over baseMs·2^(try-1), at most maxMs)',
    (attempt, random, want) => {
      expect(delayBeforeRetry(attempt, answer(503), backoff, () => random)).toBe(want);
    },
  );

  it("waits the service's Retry-After instead, when it sends one", () => {
    expect(delayBeforeRetry(1, answer(429, { 'Retry-After': '2' }), backoff, () => 1)).toBe(2_000);
    expect(delayBeforeRetry(1, undefined, backoff, () => 1)).toBe(100);
  });
});

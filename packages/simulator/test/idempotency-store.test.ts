// The idempotency store on its own, with a clock the test holds (the path users run, through createSimulator's
// fetch, is tested in behaviour.test.ts and robustness.test.ts). Errors rule 5: "the stored status code and body of
// the first request are returned and the response carries `Idempotency-Replay: true`. When the body differs from the
// original, an error is returned. Transient errors 429, 502 and 503 are not pinned"; Limits: "at most 50 characters;
// purged after 24 hours, after which a reused key starts a fresh request".
import { describe, expect, it } from 'vitest';
import { answer } from '../src/answers.js';
import { createIdempotencyStore, fingerprint } from '../src/idempotency.js';

const HOURS_24 = 24 * 3_600_000;
function store() {
  let now = 0;
  const keys = createIdempotencyStore({ now: () => now });
  const at = (ms: number) => {
    now = ms;
  };
  return { keys, at };
}
const created = answer(201, { id: 'p-1' }, { 'X-Other': 'kept' });
const refusalText = (decision: ReturnType<ReturnType<typeof createIdempotencyStore>['before']>) =>
  decision.run ? '' : String((decision.answer.body as { message: string[] }).message[0]);

describe('Idempotency-Key', () => {
  it('takes 1 to 50 characters and refuses others, naming the header and the limit [limits.idempotency-key-max-50]', () => {
    const { keys } = store();
    expect(keys.before('a', 'k'.repeat(50), 'x')).toEqual({ run: true });
    for (const key of ['', 'k'.repeat(51)]) {
      const refused = keys.before('a', key, 'x');
      expect(refused.run ? 0 : refused.answer.status).toBe(400);
      for (const words of ["header 'Idempotency-Key'", '1 to 50 characters', `not ${key.length}`])
        expect(refusalText(refused)).toContain(words);
    }
  });

  it('replays the stored answer for the same request, marked, per account [idempotency.replay-same-key]', () => {
    const { keys } = store();
    keys.after('a', 'k', 'print', created);
    expect(keys.before('a', 'k', 'print')).toEqual({
      run: false,
      answer: { ...created, headers: { 'X-Other': 'kept', 'Idempotency-Replay': 'true' } },
    });
    expect(keys.before('b', 'k', 'print')).toEqual({ run: true });
    expect(keys.size).toBe(1);
  });

  it('refuses the key with another request, telling not to resend [idempotency.other-body-refused]', () => {
    const { keys } = store();
    keys.after('a', 'k', 'print', created);
    const refused = keys.before('a', 'k', 'other');
    expect(refused.run ? {} : refused.answer.headers).toEqual({ 'X-Service-Should-Retry': 'false' });
    expect(refused.run ? 0 : refused.answer.status).toBe(409);
    expect(refusalText(refused)).toContain("header 'Idempotency-Key'");
    expect(refusalText(refused)).toContain('different request');
  });

  it.each([429, 502, 503])('does not pin %i, and pins other answers [idempotency.transient-not-pinned]', (status) => {
    const { keys } = store();
    keys.after('a', 'k', 'print', answer(status, {}));
    expect(keys.before('a', 'k', 'print')).toEqual({ run: true });
    keys.after('a', 'k', 'print', answer(500, {}));
    expect(keys.before('a', 'k', 'print').run).toBe(false);
  });

  it('starts a fresh request 24 hours after, and purges then, not before [idempotency.purged-after-24-hours]', () => {
    const { keys, at } = store();
    keys.after('a', 'k', 'print', created);
    at(HOURS_24 - 1);
    keys.purge();
    expect([keys.size, keys.before('a', 'k', 'print').run]).toEqual([1, false]);
    at(HOURS_24);
    expect(keys.before('a', 'k', 'print')).toEqual({ run: true });
    keys.purge();
    expect(keys.size).toBe(0);
  });

  it('exports and restores its keys', () => {
    const { keys } = store();
    keys.after('a', 'k', 'print', created);
    const copy = createIdempotencyStore({ now: () => 0 });
    copy.restore(keys.entries());
    expect(copy.before('a', 'k', 'print').run).toBe(false);
    expect(copy.entries()).toEqual(keys.entries());
  });
});

describe('what makes two requests the same', () => {
  it('is the method, the path and the body as JSON, whatever its key order or spacing', () => {
    const base = fingerprint('POST', '/single', '{"a":1,"b":{"c":[1,2],"d":null}}');
    expect(fingerprint('POST', '/single', ' { "b" : { "d": null, "c": [1, 2] }, "a": 1 } ')).toBe(base);
    for (const other of [
      fingerprint('PATCH', '/single', '{"a":1,"b":{"c":[1,2],"d":null}}'),
      fingerprint('POST', '/frequent', '{"a":1,"b":{"c":[1,2],"d":null}}'),
      fingerprint('POST', '/single', '{"a":1,"b":{"c":[2,1],"d":null}}'),
      fingerprint('POST', '/single', '{"a":1,"b":{"c":[1,2],"d":0}}'),
      fingerprint('POST', '/single', '{"a":"1","b":{"c":[1,2],"d":null}}'),
    ])
      expect(other).not.toBe(base);
    // an array is not the object with its indexes as keys, and its items stay apart
    expect(fingerprint('POST', '/single', '[1]')).not.toBe(fingerprint('POST', '/single', '{"0":1}'));
    expect(fingerprint('POST', '/single', '[1,23]')).not.toBe(fingerprint('POST', '/single', '[12,3]'));
    // a body that is not JSON is compared as it was sent
    expect(fingerprint('POST', '/single', '{a')).toBe(fingerprint('POST', '/single', '{a'));
    expect(fingerprint('POST', '/single', '{a')).not.toBe(fingerprint('POST', '/single', '{ a'));
  });
});

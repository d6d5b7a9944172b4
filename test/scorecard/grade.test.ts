// The grading alone, on journals written by hand: what each client-side rule reads, including what the ladder's
// runs do not reach (a signature that does not verify, an act on a forged notification, a read polled after 404).
import { createSign, generateKeyPairSync } from 'node:crypto';
import { grade, type JournalEntry } from '@payments-contract/behaviour/scorecard';
import { TEST_PRIVATE_KEY, TEST_PUBLIC_KEY } from '@payments-contract/simulator';
import { describe, expect, it } from 'vitest';

type Request = Extract<JournalEntry, { type: 'request' }>;
let seq = 0;
const request = (fields: Partial<Request>): Request => ({
  seq: ++seq,
  type: 'request',
  method: 'GET',
  path: '/single',
  query: '',
  body: '',
  accountId: true,
  apiKey: true,
  key: null,
  signature: null,
  status: 200,
  shouldRetry: null,
  fault: null,
  ...fields,
});
const outcome = (entries: JournalEntry[], id: string) => {
  const all = grade(entries, { publicKey: TEST_PUBLIC_KEY });
  return [...all.grades, ...all.practices].find((g) => g.id === id);
};
const sign = (key: Parameters<ReturnType<typeof createSign>['sign']>[0], text: string) =>
  createSign('RSA-SHA256').update(text).sign(key, 'base64');

describe('grading a journal', () => {
  it("auth.signature-rsa-sha256: a Signature made with another key is broken, the account's key held", () => {
    const body = '{"value":12}';
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const good = request({ method: 'POST', path: '/out_payment', body, signature: sign(TEST_PRIVATE_KEY, body) });
    const bad = request({ method: 'POST', path: '/out_payment', body, signature: sign(other, body) });
    expect(outcome([good], 'auth.signature-rsa-sha256')?.outcome).toBe('held');
    expect(outcome([good, bad], 'auth.signature-rsa-sha256')?.broken).toEqual([
      expect.stringMatching(/^#\d+ POST \/out_payment → 200: the Signature does not verify over the body$/),
    ]);
  });

  it('auth.signature-rsa-sha256: DELETE /out_payment/{id} signs the id', () => {
    const id = '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21';
    const entry = request({ method: 'DELETE', path: `/out_payment/${id}`, signature: sign(TEST_PRIVATE_KEY, id) });
    expect(outcome([entry], 'auth.signature-rsa-sha256')?.outcome).toBe('held');
  });

  it('events.confirm-success: acting on a forged notification is broken, naming the delivery', () => {
    const entries: JournalEntry[] = [
      { seq: 1, type: 'delivery', kind: 'generic', id: 'f0', status: 'success', body: '{}', fault: 'forged' },
      request({ seq: 2, path: '/single/f0', status: 404 }),
      { seq: 3, type: 'act', id: 'f0', status: 'success' },
    ];
    expect(outcome(entries, 'events.confirm-success')?.broken).toEqual([
      '#3 the receiver acted on f0 (success): on #1 generic notification f0 success (forged), which its details do not confirm',
    ]);
  });

  it('events.confirm-success: held after a GET of the notified id answered 200', () => {
    const entries: JournalEntry[] = [
      { seq: 1, type: 'delivery', kind: 'generic', id: 'p1', status: 'success', body: '{}', fault: null },
      request({ seq: 2, path: '/single/p1', status: 200 }),
      { seq: 3, type: 'act', id: 'p1', status: 'success' },
    ];
    expect(outcome(entries, 'events.confirm-success')?.outcome).toBe('held');
  });

  it('a read polled after 404 is no resend; a POST after 404 is', () => {
    const polled = [request({ path: '/single/x', status: 404 }), request({ path: '/single/x', status: 200 })];
    expect(outcome(polled, 'retry.absent-otherwise-not')?.outcome).toBe('not exercised');
    const body = '{"value":1}';
    const resent = [
      request({ method: 'POST', path: '/refund/x', body, key: 'k', status: 404 }),
      request({ method: 'POST', path: '/refund/x', body, key: 'k', status: 404 }),
    ];
    expect(outcome(resent, 'retry.absent-otherwise-not')?.outcome).toBe('broken');
  });

  it('limits.interval-span-30-days: 30 days held, 30 days and a minute broken', () => {
    const ok = request({ query: '?created_at=interval(2026-01-01%2000:00,2026-01-31%2000:00)' });
    const over = request({ query: '?created_at=interval(2026-01-01%2000:00,2026-01-31%2000:01)' });
    expect(outcome([ok], 'limits.interval-span-30-days')?.outcome).toBe('held');
    expect(outcome([over], 'limits.interval-span-30-days')?.outcome).toBe('broken');
  });
});

// The scorecard proved the way the catalogue is proved: a ladder of integrations built from our client and handler,
// each with one deliberate defect, run through one merchant's flow under the default fault plan. Each wrong rung
// breaks exactly its rule; ours keeps every rule the run exercised, and exercises every client-side rule.
import { brokenRules, formatScorecard, shortestFailure } from '@payments-contract/behaviour/scorecard';
import { describe, expect, it } from 'vitest';
import { CLOCK_PLAN, RUNGS, runRung } from './ladder.js';

const EXPECTED: Record<string, { rules: string[]; practices?: string[] }> = {
  'new key per retry': { rules: ['idempotency.replay-same-key'] },
  'POST retried after 500': { rules: ['retry.absent-500-unless-post'] },
  'X-Service-Should-Retry: false ignored': { rules: ['retry.header-on-responses'] },
  'no key': { rules: ['idempotency.key-on-post-and-patch'] },
  'no signature': { rules: ['auth.signature-on-out-payment-writes'] },
  'a 31-day interval': { rules: ['limits.interval-span-30-days'] },
  'acting before confirming': { rules: ['events.confirm-success'] },
  'dedupe on the raw date string': { rules: [], practices: ['receiver.act-once'] },
};

describe('the scorecard ladder (default fault plan, in process)', () => {
  it('ours: every client-side rule the simulator can exercise, held', async () => {
    const { card } = await runRung(RUNGS.ours ?? {});
    const text = formatScorecard(card).join('\n');
    expect(brokenRules(card), text).toEqual([]);
    expect(
      card.practices.filter((p) => p.outcome === 'broken'),
      text,
    ).toEqual([]);
    expect(
      card.grades.filter((g) => g.outcome === 'not exercised').map((g) => g.id),
      text,
      // the simulator's refusals all carry X-Service-Should-Retry, so the header's rule grades them, never this one
    ).toEqual(['retry.absent-otherwise-not']);
  });

  for (const [name, expected] of Object.entries(EXPECTED))
    it(`${name}: breaks exactly ${[...expected.rules, ...(expected.practices ?? [])].join(', ')}`, async () => {
      const { card } = await runRung(RUNGS[name] ?? {});
      const text = formatScorecard(card).join('\n');
      expect(brokenRules(card), text).toEqual(expected.rules);
      expect(
        card.practices.filter((p) => p.outcome === 'broken').map((p) => p.id),
        text,
      ).toEqual(expected.practices ?? []);
      // the report names the entry that broke it
      for (const g of [...card.grades, ...card.practices].filter((g) => g.outcome === 'broken'))
        expect(g.broken.length).toBeGreaterThan(0);
    });
});

describe('the clock faults (the key past its 24 hours, the clock past 18:00 Lisbon)', () => {
  it('ours: every exercised rule held; the write resent after 24 hours with its key, the late cancel not resent', async () => {
    const { card, journal } = await runRung(RUNGS.ours ?? {}, CLOCK_PLAN);
    const text = formatScorecard(card).join('\n');
    expect(brokenRules(card), text).toEqual([]);
    const requests = journal.filter((e) => e.type === 'request');
    const lost = requests.find((e) => e.fault === 'no-answer past-24h');
    const late = requests.find((e) => e.fault === 'past-cutoff');
    expect(lost?.method).toBe('PATCH');
    // the resend is a fresh request for the service (the key purged): our client sent it with the same key
    expect(requests.filter((e) => e.path === lost?.path && e.key === lost?.key)).toHaveLength(2);
    expect(late).toMatchObject({ method: 'DELETE', status: 400, shouldRetry: 'false' });
    expect(requests.filter((e) => e.method === 'DELETE')).toHaveLength(1);
    for (const id of ['retry.absent-no-response-resend', 'idempotency.replay-same-key', 'retry.header-on-responses'])
      expect(card.grades.find((g) => g.id === id)?.outcome, text).toBe('held');
  });

  const CLOCK_EXPECTED: Record<string, string[]> = {
    'a refused late cancel resent': ['retry.header-on-responses'],
    'new key per retry': ['idempotency.replay-same-key'],
  };
  for (const [name, rules] of Object.entries(CLOCK_EXPECTED))
    it(`${name}: breaks exactly ${rules.join(', ')}`, async () => {
      const { card } = await runRung(RUNGS[name] ?? {}, CLOCK_PLAN);
      const text = formatScorecard(card).join('\n');
      expect(brokenRules(card), text).toEqual(rules);
      for (const g of card.grades.filter((g) => g.outcome === 'broken')) expect(g.broken.length).toBeGreaterThan(0);
    });
});

describe('drawing fault plans and shrinking a failure (fast-check)', () => {
  it('finds a plan that catches a POST resent after 500, and shrinks it to its shortest: two faults', async () => {
    const rung = RUNGS['POST retried after 500'] ?? {};
    const found = await shortestFailure(
      async (plan) => {
        const { card } = await runRung(rung, plan);
        return { broken: brokenRules(card), card };
      },
      { runs: 40, seed: 40, maxFaults: 3 },
    );
    // the flow's first write is a PATCH, which the wrong client leaves alone: the shortest plan lets one fault pass
    // it, then answers a POST with a 500 (with or without the header, each rule naming it)
    expect(found?.plan.notifications).toEqual([]);
    expect(found?.plan.requests).toHaveLength(2);
    expect(found?.plan.requests[1]?.kind).toMatch(/^500/);
    expect(found?.result.broken).toHaveLength(1);
    expect(['retry.absent-500-unless-post', 'retry.header-on-responses']).toContain(found?.result.broken[0]);
  });

  it('finds nothing to shrink for our own client and handler', async () => {
    const found = await shortestFailure(
      async (plan) => ({ broken: brokenRules((await runRung(RUNGS.ours ?? {}, plan)).card) }),
      { runs: 8, seed: 40, maxFaults: 3 },
    );
    expect(found).toBeUndefined();
  });
});

// The clock faults in process: a write whose answer is lost while the key's 24 hours pass is a fresh request when
// sent again (the plain lost answer is replayed); the clock moved past 18:00 Lisbon before a DELETE, and only a
// DELETE; and shrinking a plan by taking faults out, bounded in runs.
import { checkPlan, createScorecard, type FaultPlan, shrinkPlan } from '@payments-contract/behaviour/scorecard';
import { describe, expect, it } from 'vitest';

const BASE = 'http://simulator.test/2.0';
const HEADERS = { AccountId: 'simulator-account', ApiKey: 'simulator-key', 'content-type': 'application/json' };
const PAYMENT = JSON.stringify({ method: 'cc', type: 'sale', value: 10, customer: { name: 'Ana' } });
const lisbonHour = (at: number) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: '2-digit', hour12: false }).format(at)) %
  24;

/** POSTs a payment whose first answer the plan loses, sends it again with the same key, and counts the payments. */
async function lostThenResent(kind: 'no-answer' | 'no-answer past-24h') {
  const scorecard = await createScorecard({ plan: { requests: [{ on: 'write', kind }], notifications: [] } });
  const started = scorecard.simulator.clock.now();
  const init = { method: 'POST', headers: { ...HEADERS, 'Idempotency-Key': 'order-1' }, body: PAYMENT };
  await expect(scorecard.fetch(`${BASE}/single`, init)).rejects.toThrow('fetch failed');
  const resent = await scorecard.fetch(`${BASE}/single`, init);
  const list = await scorecard.fetch(`${BASE}/single`, { headers: HEADERS });
  const payments = ((await list.json()) as { data?: unknown[] }).data ?? [];
  const moved = scorecard.simulator.clock.now() - started;
  await scorecard.close();
  return { resent, payments: payments.length, moved };
}

describe('clock faults', () => {
  it("no-answer past-24h: the key's 24 hours pass before the resend, which the service takes as a fresh request", async () => {
    const past = await lostThenResent('no-answer past-24h');
    expect(past.moved).toBeGreaterThan(24 * 3_600_000);
    expect(past.resent.status).toBe(201);
    expect(past.resent.headers.get('idempotency-replay')).toBeNull();
    expect(past.payments).toBe(2);
    // without the clock fault, the same resend is a replay of the first
    const within = await lostThenResent('no-answer');
    expect(within.resent.headers.get('idempotency-replay')).toBe('true');
    expect(within.payments).toBe(1);
  });

  it('past-cutoff: taken by the first DELETE only, which reaches the simulator after 18:00 Lisbon', async () => {
    const scorecard = await createScorecard({
      plan: { requests: [{ on: 'write', kind: 'past-cutoff' }], notifications: [] },
    });
    const started = scorecard.simulator.clock.now();
    const created = await scorecard.fetch(`${BASE}/single`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({
        method: 'dd',
        type: 'sale',
        value: 10,
        customer: { name: 'Ana' },
        sdd_mandate: { name: 'Ana', iban: 'PT50002700000001234567833' },
      }),
    });
    expect(created.status).toBe(201);
    expect(scorecard.simulator.clock.now() - started).toBeLessThan(3_600_000); // the POST did not take it
    const { id } = (await created.json()) as { id: string };
    const cancel = await scorecard.fetch(`${BASE}/single/${id}`, { method: 'DELETE', headers: HEADERS });
    expect(lisbonHour(scorecard.simulator.clock.now())).toBeGreaterThanOrEqual(18);
    expect(scorecard.simulator.clock.now() - started).toBeLessThan(24 * 3_600_000);
    expect(cancel.status).toBe(400);
    expect(cancel.headers.get('x-service-should-retry')).toBe('false');
    expect(scorecard.journal.entries.find((e) => e.type === 'request' && e.method === 'DELETE')).toMatchObject({
      fault: 'past-cutoff',
    });
    await scorecard.close();
  });

  it('a plan naming a clock fault is read; an unknown kind is refused, naming the field', () => {
    expect(checkPlan({ requests: [{ on: 'write', kind: 'past-cutoff' }] }).requests).toHaveLength(1);
    expect(() => checkPlan({ requests: [{ on: 'write', kind: 'past-midnight' }] })).toThrow(
      "fault plan field 'requests[0].kind'",
    );
  });
});

describe('shrinkPlan', () => {
  const plan: FaultPlan = {
    requests: [
      { on: 'write', kind: 'no-answer' },
      { on: 'write', kind: '500' },
      { on: 'read', kind: '503' },
    ],
    notifications: ['duplicated', 'forged'],
  };
  it('takes out every fault the failure does not need', async () => {
    const breaks = async (p: FaultPlan) =>
      p.requests.some((f) => f.kind === '500') && p.notifications.includes('forged');
    const { plan: shortest, runs } = await shrinkPlan(plan, breaks);
    expect(shortest).toEqual({ requests: [{ on: 'write', kind: '500' }], notifications: ['forged'] });
    expect(runs).toBeLessThanOrEqual(30);
  });
  it('stops after the runs it is given', async () => {
    let calls = 0;
    const { runs } = await shrinkPlan(plan, async () => ++calls > 100, { runs: 4 });
    expect(runs).toBe(4);
    expect(calls).toBe(4);
  });
});

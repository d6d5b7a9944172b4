// The suite against the mock (issue 19, item 6: "the mock runs what examples can answer"): `runBehaviour` starts
// the mock in process, as `payments-behaviour --target mock` does, and runs every workflow whose checks the
// spec's examples can answer. Those pass; every other workflow is skipped naming what it needs (`x-needs`), and the
// per-rule report gives each rule the workflows check as passed, or not run here with that reason, never failed.
import { beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { NEEDS, workflowFiles } from '../src/plan.js';
import { readCatalogue, stepsByRule } from '../src/rules.js';
import { runBehaviour } from '../src/run.js';

let result: Awaited<ReturnType<typeof runBehaviour>>;
beforeAll(async () => {
  result = await runBehaviour({ target: 'mock', credentials: { accountId: 'mock-account', apiKey: 'mock-api-key' } });
}, patience(180_000));

const unmarked = workflowFiles().flatMap(({ file, document }) =>
  document.workflows
    .filter((w: { 'x-needs'?: string }) => w['x-needs'] === undefined)
    .map((w: { workflowId: string }) => `${file}#${w.workflowId}`),
);

describe('the behaviour suite against the mock', () => {
  it('runs every workflow that needs nothing the mock lacks, and each passes', () => {
    const ran = result.workflows.filter((w) => w.outcome !== 'skipped');
    expect(ran.map((w) => w.key).sort()).toEqual([...unmarked].sort());
    expect(ran.flatMap((w) => w.result?.failures ?? [])).toEqual([]);
    expect(ran.map((w) => w.outcome)).toEqual(ran.map(() => 'passed'));
  });

  it('skips the others, each with the reason its x-needs gives', () => {
    const reasons = new Set(['simulator', 'state', 'accounts'].map((need) => NEEDS[need]?.reason));
    const skipped = result.workflows.filter((w) => w.outcome === 'skipped');
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped.filter((w) => !reasons.has(w.reason))).toEqual([]);
  });

  it('reports each rule as passed by a step that ran, or not run here and why; none failed', () => {
    const by = (outcome: string) => result.rules.filter((r) => r.outcome === outcome);
    expect(by('failed')).toEqual([]);
    // every catalogue rule a step of a workflow that ran names: the count comes from the workflows, not a floor
    const ids = new Set(readCatalogue().map((rule: { id: string }) => rule.id));
    const named = [...stepsByRule(workflowFiles(), readCatalogue())]
      .filter(
        ([id, steps]) => ids.has(id) && [...steps].some((step) => unmarked.some((key) => step.startsWith(`${key}.`))),
      )
      .map(([id]) => id);
    expect(
      by('passed')
        .map((rule) => rule.id)
        .sort(),
    ).toEqual(named.sort());
    for (const rule of by('passed')) expect(rule.why.length, rule.id).toBeGreaterThan(0);
    const reasons = Object.values(NEEDS).map((need) => need.reason);
    expect(by('not run').filter((r) => r.why.some((why) => !reasons.includes(why)))).toEqual([]);
  });

  it.each([
    {
      id: 'limits.interval-span-30-days',
      want: 'passed',
      why: 'packages/behaviour/workflows lists#interval-filters-30-days',
    },
    { id: 'idempotency.replay-same-key', want: 'passed', why: 'the replay header on a repeated PATCH' },
    { id: 'auth.invalid-credentials-message', want: 'not run', why: NEEDS.accounts?.reason },
    { id: 'authcapture.split-across-captures', want: 'not run', why: NEEDS.state?.reason },
    { id: 'refund-windows.card-12-months', want: 'not run', why: NEEDS.simulator?.reason },
  ])('$id: $want', ({ id, want, why }) => {
    const rule = result.rules.find((r) => r.id === id);
    expect(rule?.outcome).toBe(want);
    if (want === 'not run') expect(rule?.why).toEqual([why]);
  });
});

// The verdict counts only the rule's own checks: one failing proves it (unless it fails without the sabotage too),
// all passing is a survival, and a check that could not run makes the proof broken, never proved.
import { describe, expect, it } from 'vitest';
import { selectChecks } from './checks.js';
import { type CheckOutcome, judge, stepOutcomes, testOutcomes } from './verdict.js';

const passed = (name: string): CheckOutcome => ({ name, outcome: 'passed' });
const failed = (name: string): CheckOutcome => ({ name, outcome: 'failed' });
const notRun = (name: string): CheckOutcome => ({ name, outcome: 'not-run', detail: 'no test of that name ran' });

describe('judge', () => {
  it.each([
    {
      name: 'one check failed',
      outcomes: [passed('a'), failed('b')],
      baseline: [],
      want: { verdict: 'proved', failed: ['b'] },
    },
    {
      name: 'every check passed',
      outcomes: [passed('a'), passed('b')],
      baseline: [],
      want: { verdict: 'survived', failed: [] },
    },
    {
      name: 'the only failure also fails without the sabotage',
      outcomes: [failed('a'), passed('b')],
      baseline: ['a'],
      want: { verdict: 'broken', failed: [], reason: 'fails without the sabotage too: a' },
    },
    {
      name: 'a check did not run and none failed',
      outcomes: [passed('a'), notRun('b')],
      baseline: [],
      want: { verdict: 'broken', failed: [], reason: 'could not run: b (no test of that name ran)' },
    },
    {
      name: 'a failure beside a check that did not run',
      outcomes: [failed('a'), notRun('b')],
      baseline: [],
      want: { verdict: 'proved', failed: ['a'] },
    },
    {
      name: 'no checks',
      outcomes: [],
      baseline: [],
      want: { verdict: 'broken', failed: [], reason: 'the rule names no check' },
    },
  ])('$name: $want.verdict', ({ outcomes, baseline, want }) => {
    expect(judge(outcomes, new Set(baseline))).toEqual(want);
  });
});

describe('testOutcomes and stepOutcomes', () => {
  const selection = selectChecks(
    [
      't/a.test.ts > it works',
      't/b.test.ts > it loads',
      'w/card.arazzo.yaml#flow.capture',
      'w/card.arazzo.yaml#flow.refund',
    ],
    () => "it('it works'); it('it loads');",
  );

  it('counts a failure only of the named test, and says why a test did not run', () => {
    const outcomes = testOutcomes(selection, {
      results: [
        { file: 't/a.test.ts', ancestorTitles: [], title: 'it works', status: 'passed' },
        { file: 't/a.test.ts', ancestorTitles: [], title: 'another test [other.rule]', status: 'failed' },
      ],
      fileErrors: new Map([['t/b.test.ts', 'SyntaxError: Unexpected token\n  at …']]),
    });
    expect(outcomes).toEqual([
      passed('t/a.test.ts > it works'),
      {
        name: 't/b.test.ts > it loads',
        outcome: 'not-run',
        detail: 'its file failed to load: SyntaxError: Unexpected token',
      },
    ]);
  });

  it('counts a failure only at the named step, and a step never reached as not run', () => {
    const outcomes = stepOutcomes(selection, [
      {
        workflowId: 'flow',
        failures: ['flow#capture: status code check: $statusCode == 200 (answered 422 …)'],
        reached: [{ stepId: 'capture', passed: false }],
      },
    ]);
    expect(outcomes).toEqual([
      {
        name: 'w/card.arazzo.yaml#flow.capture',
        outcome: 'failed',
        detail: 'flow#capture: status code check: $statusCode == 200',
      },
      {
        name: 'w/card.arazzo.yaml#flow.refund',
        outcome: 'not-run',
        detail: 'the workflow stopped before it: flow#capture: status code check: $statusCode == 200',
      },
    ]);
    expect(stepOutcomes(selection, [])[0]).toEqual({
      name: 'w/card.arazzo.yaml#flow.capture',
      outcome: 'not-run',
      detail: 'the workflow flow did not run',
    });
  });
});

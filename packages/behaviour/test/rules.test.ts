// The per-rule report (rules.js): a rule passes when a step proving it passed and none failed, fails when one failed,
// and otherwise says why it was not run here (its workflow skipped with a reason, or stopped at an earlier step).
// The steps proving a rule come from the steps' `x-rules` and the catalogue's `file#workflowId.stepId` checks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatRules, readCatalogue, ruleOutcomes, stepsByRule } from '../src/rules.js';

const rule = (id: string, checks: string[] = []) => ({
  id,
  sentence: `the sentence of ${id}`,
  kind: 'checked',
  checks,
});
const files = [
  {
    file: 'a.arazzo.yaml',
    document: {
      workflows: [
        {
          workflowId: 'one',
          steps: [
            { stepId: 's1', 'x-rules': ['r.both'] },
            { stepId: 's2', 'x-rules': ['r.late'] },
          ],
        },
        { workflowId: 'two', steps: [{ stepId: 's1', 'x-rules': ['r.both', 'r.skipped'] }] },
      ],
    },
  },
];
const rules = [rule('r.both'), rule('r.late'), rule('r.skipped'), rule('r.by-check', ['x/y/a.arazzo.yaml#one.s1'])];
const result = (reached: { stepId: string; passed: boolean }[]) => ({
  workflowId: '',
  status: '',
  steps: 0,
  checks: 0,
  failures: [],
  reached,
});

describe('ruleOutcomes', () => {
  it('maps rules to the steps that name them in x-rules or in a catalogue check', () => {
    const steps = stepsByRule(files, rules);
    expect(Object.fromEntries([...steps].map(([id, set]) => [id, [...set]]))).toEqual({
      'r.both': ['a.arazzo.yaml#one.s1', 'a.arazzo.yaml#two.s1'],
      'r.late': ['a.arazzo.yaml#one.s2'],
      'r.skipped': ['a.arazzo.yaml#two.s1'],
      'r.by-check': ['a.arazzo.yaml#one.s1'],
    });
  });

  it.each([
    {
      given: 'one step passed, the workflow stopped before the other, the second workflow skipped',
      ran: { 'a.arazzo.yaml#one': [{ stepId: 's1', passed: true }] },
      skipped: { 'a.arazzo.yaml#two': 'writes not allowed here' },
      want: {
        'r.both': ['passed', ['a.arazzo.yaml#one.s1']],
        'r.late': ['not run', ['a.arazzo.yaml#one stopped before s2 (an earlier step failed)']],
        'r.skipped': ['not run', ['writes not allowed here']],
        'r.by-check': ['passed', ['a.arazzo.yaml#one.s1']],
      },
    },
    {
      given: 'a step failed in one workflow and passed in the other',
      ran: {
        'a.arazzo.yaml#one': [{ stepId: 's1', passed: false }],
        'a.arazzo.yaml#two': [{ stepId: 's1', passed: true }],
      },
      skipped: {},
      want: {
        'r.both': ['failed', ['a.arazzo.yaml#one.s1 failed']],
        'r.late': ['not run', ['a.arazzo.yaml#one stopped before s2 (an earlier step failed)']],
        'r.skipped': ['passed', ['a.arazzo.yaml#two.s1']],
        'r.by-check': ['failed', ['a.arazzo.yaml#one.s1 failed']],
      },
    },
  ])('$given', ({ ran, skipped, want }) => {
    const outcomes = ruleOutcomes({
      rules,
      steps: stepsByRule(files, rules),
      ran: new Map(Object.entries(ran).map(([key, reached]) => [key, result(reached)])),
      skipped: new Map(Object.entries(skipped)),
    });
    expect(Object.fromEntries(outcomes.map((o) => [o.id, [o.outcome, o.why]]))).toEqual(want);
  });

  it('counts the rules no workflow checks apart, and explains each reason once', () => {
    const lines = formatRules(
      [{ id: 'r.both', sentence: '', outcome: 'not run', why: ['writes not allowed here'] }],
      [rule('r.both'), rule('r.tested'), { ...rule('r.bank'), kind: 'not-checkable' }],
    );
    expect(lines).toEqual([
      'Per rule of the interface:',
      '- r.both: not run here: writes not allowed here',
      expect.stringMatching(
        /^Rules the workflows check: 0 passed, 0 failed, 1 not run here \(of 1\)\. Of the catalogue's 2 other rules, 1 are proved by the project's own tests \(not by a workflow\), 1 cannot be checked/,
      ),
      expect.stringMatching(/^ {2}writes not allowed here: a workflow that POSTs/),
    ]);
  });

  // the count comes from the shipped file itself, not a floor (issue 31: counts derived from the interface data)
  it('reads the catalogue this package ships, every rule of it with its id, sentence and kind', () => {
    const shipped = parse(readFileSync(new URL('../rules/catalogue.yaml', import.meta.url), 'utf8')).rules;
    const read = readCatalogue();
    expect(read.map((r: { id: string }) => r.id)).toEqual(shipped.map((r: { id: string }) => r.id));
    expect(read.filter((r: { sentence?: unknown; kind?: unknown }) => !r.sentence || !r.kind)).toEqual([]);
  });
});

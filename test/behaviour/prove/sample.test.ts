// The sample npm test proves (sample.ts): only rules whose proof needs no rebuild and one unit-test file, the same
// ones for the same catalogue, and the committed catalogue has such rules to sample.
import { describe, expect, it } from 'vitest';
import { coverage } from '../rules/coverage.js';
import { readFromRoot, testFiles, workflowFiles } from '../rules/files.js';
import { readChoices, readRules } from '../rules/read.js';
import { cheapToProve, pickSample, type SampleRule } from './sample.js';

const edit = (file: string) => ({ file, find: 'a', replace: 'b' });
const rule = (id: string, file = 'packages/simulator/src/resources/singles.js'): SampleRule => ({
  id,
  kind: 'checked',
  sabotage: { why: 'w', edits: [edit(file)] },
});
const unitCheck = 'packages/simulator/test/lifecycle.test.ts > does it [x.y]';

describe('cheapToProve', () => {
  it.each([
    {
      name: 'a simulator edit with one unit-test file',
      r: rule('x.a'),
      checks: [unitCheck, `${unitCheck} too`],
      want: true,
    },
    {
      name: 'a spec edit (the spec must be rebundled)',
      r: rule('x.a', 'openapi/info.yaml'),
      checks: [unitCheck],
      want: false,
    },
    {
      name: 'a workflow step among its checks',
      r: rule('x.a'),
      checks: [unitCheck, 'packages/behaviour/workflows/card.arazzo.yaml#sale-one-step.captured'],
      want: false,
    },
    {
      name: 'two test files',
      r: rule('x.a'),
      checks: [unitCheck, 'packages/simulator/test/kinds.test.ts > t'],
      want: true,
    },
    {
      name: 'three test files',
      r: rule('x.a'),
      checks: [unitCheck, 'packages/simulator/test/kinds.test.ts > t', 'test/a.test.ts > t'],
      want: false,
    },
    { name: 'an integration test', r: rule('x.a'), checks: ['test/x.integration.test.ts > t'], want: false },
    { name: 'no sabotage', r: { id: 'x.a', kind: 'checked' }, checks: [unitCheck], want: false },
    { name: 'no check', r: rule('x.a'), checks: [], want: false },
  ])('$name: $want', ({ r, checks, want }) => {
    expect(cheapToProve(r, checks)).toBe(want);
  });
});

describe('pickSample', () => {
  const rules = ['x.a', 'x.b', 'x.c', 'x.d', 'x.e'].map((id) => rule(id));
  const checks = () => [unitCheck];

  it('picks the same distinct rules for the same catalogue, and only cheap ones', () => {
    const picked = pickSample([...rules, rule('x.f', 'openapi/a.yaml')], checks, 2);
    expect(picked).toHaveLength(2);
    expect(new Set(picked).size).toBe(2);
    expect(picked.map((r) => r.id)).not.toContain('x.f');
    expect(pickSample([...rules, rule('x.f', 'openapi/a.yaml')], checks, 2)).toEqual(picked);
  });

  it('gives every cheap rule when there are no more than asked', () => {
    expect(pickSample(rules.slice(0, 2), checks, 3).map((r) => r.id)).toEqual(['x.a', 'x.b']);
  });

  it('finds rules to sample in the committed catalogue', () => {
    const catalogue = readRules(new URL('../../../packages/behaviour/rules/catalogue.yaml', import.meta.url));
    const { proofs } = coverage({
      rules: catalogue,
      choices: readChoices(new URL('../rules/simulator-choices.yaml', import.meta.url)),
      testFiles: testFiles(),
      workflowFiles: workflowFiles(),
      read: readFromRoot,
    });
    expect(pickSample(catalogue, (id) => proofs.get(id) ?? [], 2)).toHaveLength(2);
  });
});

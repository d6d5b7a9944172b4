// The behaviour contract's coverage (issue 19, item 1): every rule of the interface document in the catalogue has a
// check that can fail, or the reason it cannot be checked here. The report printed here is what CI shows.
import { afterAll, describe, expect, it } from 'vitest';
import { parseReport } from './prove/report-file.js';
import { applyEdits, hasEdits } from './prove/sabotage.js';
import { coverage } from './rules/coverage.js';
import { readFromRoot, testFiles, workflowFiles } from './rules/files.js';
import { proofStatus } from './rules/proof-status.js';
import { readChoices, readRules } from './rules/read.js';
import { report } from './rules/report.js';

const rules = readRules(new URL('../../packages/behaviour/rules/catalogue.yaml', import.meta.url));
const choices = readChoices(new URL('./rules/simulator-choices.yaml', import.meta.url));
const result = coverage({
  rules,
  choices,
  testFiles: testFiles(),
  workflowFiles: workflowFiles(),
  read: readFromRoot,
});
// issue 31: each checked rule's sabotage, proved by its own checks (npm run prove writes the report)
const proof = proofStatus(rules, parseReport(readFromRoot('test/behaviour/proof.json')).rules);
// CI sets CI; a local run reports the rules still waiting for a workflow without failing on them.
const inCI = Boolean(process.env.CI);

// The recipe step each kind of problem skipped (CONTRIBUTING.md, "Adding a behaviour rule").
const ENTRY = 'CONTRIBUTING.md › Adding a behaviour rule, step 1';
const CHECK = 'CONTRIBUTING.md › Adding a behaviour rule, step 2';
const SABOTAGE = 'CONTRIBUTING.md › Adding a behaviour rule, step 3';
const PROVE = 'CONTRIBUTING.md › Adding a behaviour rule, step 4';
const naming = (step: string) => (problem: string) => `${problem} (${step})`;

afterAll(() => {
  process.stdout.write(`\n${report(result, proof)}\n\n`);
});

describe('the behaviour contract', () => {
  it('names only checks that exist and ids that are rules or choices, and leaves no rule without a check or a reason', () => {
    expect(
      result.problems.map((problem) =>
        naming(/which is neither a rule nor a choice/.test(problem) ? ENTRY : CHECK)(problem),
      ),
    ).toEqual([]);
  });

  it('counts every rule once: checked, not checkable here, pending a workflow, or without either', () => {
    const counted = [result.checked, result.notCheckable, result.pending, result.unproved].flat().map((r) => r.id);
    expect(counted.sort()).toEqual(rules.map((r) => r.id).sort());
    expect(result.checked.length).toBeGreaterThan(0);
  });

  it("quotes each simulator choice from the simulator guide's list of choices", () => {
    const guide = (readFromRoot('docs/guides/simulator.md') ?? '').replace(/\s*\n\s*/g, ' ');
    expect(choices.filter((choice) => !guide.includes(choice.sentence)).map((choice) => choice.id)).toEqual([]);
  });

  it('keeps no pending marker on a rule a check already proves (the marker would misreport it as waiting)', () => {
    expect(result.pendingProved.map((rule) => rule.id)).toEqual([]);
  });

  it('has every sabotage caught by its own checks: none survived, none broken, none stale [issue 31]', () => {
    expect(proof.failing.map(naming(PROVE))).toEqual([]);
  });

  // A proof holds for the code it was run on: a sabotage whose text the code no longer holds would break nothing
  // the next time, so an edit that moved code names the sabotage here, before the next `npm run prove`.
  it('finds each sabotage edit exactly once in the code as it is now [issue 31]', () => {
    const problems = rules.flatMap((rule) => {
      if (!hasEdits(rule.sabotage)) return [];
      const applied = applyEdits(rule.id, rule.sabotage.edits, readFromRoot);
      return 'problem' in applied ? [applied.problem] : [];
    });
    expect(problems.map(naming(SABOTAGE))).toEqual([]);
  });

  it('gives every checked rule a sabotage [issue 31]', () => {
    expect(proof.missing.map(naming(SABOTAGE))).toEqual([]);
  });

  // An `unproved:` reason is how a rule waits for the stand-in's fix; every rule is proved now, so none may wait
  it('leaves no checked rule unproved [issue 31]', () => {
    expect(proof.unproved).toEqual([]);
  });

  it.runIf(inCI)('leaves no rule pending a workflow (in CI)', () => {
    expect(result.pending.map((rule) => `${rule.id}: ${rule.flow}`)).toEqual([]);
  });
});

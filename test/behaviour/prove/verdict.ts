// The verdict on one rule from what its own checks did under the sabotage: proved when one of them failed (and did
// not fail without the sabotage too, which would prove nothing), survived when all passed, broken when a check could
// not run (a test not found, a file that failed to load, a workflow stopped before the named step).
import { isCheck, type Selection, type TestResult } from './checks.js';

export type Outcome = 'passed' | 'failed' | 'not-run';
export interface CheckOutcome {
  name: string;
  outcome: Outcome;
  /** Why a check failed or did not run, short. */
  detail?: string;
}

export type Verdict = 'proved' | 'survived' | 'broken';

/** What one vitest run reported: each test's result, and the files that failed to load (path → message). */
export interface TestRun {
  results: TestResult[];
  fileErrors: Map<string, string>;
}

/** What one workflow run reported, as the behaviour runner's Respect summary gives it. */
export interface WorkflowRun {
  workflowId: string;
  failures: string[];
  reached: { stepId: string; passed: boolean }[];
}

export function testOutcomes(selection: Selection, run: TestRun): CheckOutcome[] {
  return selection.tests.map((check) => {
    const matched = run.results.filter((result) => isCheck(check, result));
    if (matched.some((r) => r.status === 'failed')) return { name: check.name, outcome: 'failed' };
    if (matched.some((r) => r.status === 'passed')) return { name: check.name, outcome: 'passed' };
    const error = run.fileErrors.get(check.file);
    return {
      name: check.name,
      outcome: 'not-run',
      detail: error ? `its file failed to load: ${error.split('\n')[0]}` : 'no test of that name ran',
    };
  });
}

/** A Respect failure without what the server answered (ids, times): the committed report stays deterministic. */
const withoutAnswer = (failure: string) => failure.split(' (answered ')[0] ?? failure;

export function stepOutcomes(selection: Selection, runs: readonly WorkflowRun[]): CheckOutcome[] {
  return selection.steps.map((check) => {
    const run = runs.find((r) => r.workflowId === check.workflowId);
    if (!run) return { name: check.name, outcome: 'not-run', detail: `the workflow ${check.workflowId} did not run` };
    const failures = run.failures.filter((f) => f.startsWith(`${check.workflowId}#${check.stepId}:`));
    if (failures[0]) return { name: check.name, outcome: 'failed', detail: withoutAnswer(failures[0]) };
    const step = run.reached.find((s) => s.stepId === check.stepId);
    if (step?.passed) return { name: check.name, outcome: 'passed' };
    const earlier = run.failures[0];
    return {
      name: check.name,
      outcome: 'not-run',
      detail: earlier ? `the workflow stopped before it: ${withoutAnswer(earlier)}` : 'the step was not reached',
    };
  });
}

export interface Judgement {
  verdict: Verdict;
  /** The checks that failed under the sabotage (proved), or why the proof is broken. */
  failed: string[];
  reason?: string;
}

/** `baseline` holds the checks that fail without any sabotage: their failure proves nothing. */
export function judge(outcomes: readonly CheckOutcome[], baseline: ReadonlySet<string> = new Set()): Judgement {
  if (outcomes.length === 0) return { verdict: 'broken', failed: [], reason: 'the rule names no check' };
  const failed = outcomes.filter((o) => o.outcome === 'failed');
  const proving = failed.filter((o) => !baseline.has(o.name)).map((o) => o.name);
  if (proving.length) return { verdict: 'proved', failed: proving.sort() };
  if (failed.length)
    return {
      verdict: 'broken',
      failed: [],
      reason: `fails without the sabotage too: ${failed.map((o) => o.name).join('; ')}`,
    };
  const notRun = outcomes.filter((o) => o.outcome === 'not-run');
  if (notRun.length)
    return {
      verdict: 'broken',
      failed: [],
      reason: `could not run: ${notRun.map((o) => `${o.name} (${o.detail})`).join('; ')}`,
    };
  return { verdict: 'survived', failed: [] };
}

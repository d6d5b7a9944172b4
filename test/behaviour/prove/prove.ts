// One rule's proof in one scratch copy: write its edited files, rebuild what depends on them, run its own tests and
// workflows, judge, then put the copy back (resync) so the next rule starts clean whatever happened.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Selection } from './checks.js';
import { run } from './processes.js';
import { rebuildSteps, type Step } from './rebuild.js';
import type { Entry } from './report-file.js';
import { applyEdits, type Edit, fingerprint } from './sabotage.js';
import { resync } from './scratch.js';
import { type CheckOutcome, judge, stepOutcomes, testOutcomes } from './verdict.js';
import { runTests } from './vitest-run.js';
import { runWorkflows } from './workflow-run.js';

export interface ProofTask {
  id: string;
  edits: Edit[];
  selection: Selection;
}

export interface Context {
  root: string;
  copy: string;
  /** Packages whose import entry point is built (rebuild.ts). */
  built: string[];
  /** Checks that fail without any sabotage. */
  baseline: ReadonlySet<string>;
  read: (file: string) => string | undefined;
}

/** Runs a rule's checks in the copy as it stands: its tests (one vitest run) and its workflows. */
export async function runChecks(copy: string, selection: Selection): Promise<CheckOutcome[]> {
  const tests = testOutcomes(selection, await runTests(copy, selection.tests));
  const steps = stepOutcomes(selection, await runWorkflows(copy, selection.steps));
  return [...tests, ...steps];
}

async function rebuild(copy: string, steps: readonly Step[]): Promise<string | undefined> {
  for (const step of steps) {
    const ran = await run(step.command, copy);
    if (ran.code !== 0) return `${step.name} failed after the edit: ${ran.output.slice(-600)}`;
  }
  return undefined;
}

export async function prove(task: ProofTask, context: Context): Promise<Entry> {
  const print = fingerprint({ edits: task.edits });
  const applied = applyEdits(task.id, task.edits, context.read);
  if ('problem' in applied) return { verdict: 'broken', fingerprint: print, failed: [], reason: applied.problem };
  try {
    for (const [file, text] of applied.files) writeFileSync(join(context.copy, file), text);
    const sources = [...new Set(task.selection.tests.map((t) => t.file))].map((file) => context.read(file) ?? '');
    const steps = rebuildSteps([...applied.files.keys()], context.built, sources);
    const failedBuild = await rebuild(context.copy, steps);
    if (failedBuild) return { verdict: 'broken', fingerprint: print, failed: [], reason: failedBuild };
    const judged = judge(await runChecks(context.copy, task.selection), context.baseline);
    return {
      verdict: judged.verdict,
      fingerprint: print,
      failed: judged.failed,
      ...(judged.reason ? { reason: judged.reason } : {}),
    };
  } catch (error) {
    return {
      verdict: 'broken',
      fingerprint: print,
      failed: [],
      reason: error instanceof Error ? error.message : String(error),
    };
  } finally {
    resync(context.root, context.copy);
  }
}

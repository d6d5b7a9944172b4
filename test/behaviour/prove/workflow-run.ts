// The Arazzo workflows a rule's steps belong to, each run alone (by workflowId) in the scratch copy: the copy's
// behaviour runner starts a simulator from the copy's packages (one per workflow file, as `npm run behaviour` does),
// only when the rule names a step.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { StepCheck } from './checks.js';
import { run } from './processes.js';
import type { WorkflowRun } from './verdict.js';

export async function runWorkflows(copy: string, steps: readonly StepCheck[]): Promise<WorkflowRun[]> {
  const ids = [...new Set(steps.map((s) => s.workflowId))].sort();
  if (ids.length === 0) return [];
  const dir = mkdtempSync(join(copy, '.prove-'));
  const output = join(dir, 'workflows.json');
  try {
    const ran = await run(['node', 'test/behaviour/prove/workflows-child.js', output, ...ids], copy);
    if (!existsSync(output))
      throw new Error(`the behaviour runner wrote no result (exit ${ran.code}): ${ran.output.slice(-1500)}`);
    return JSON.parse(readFileSync(output, 'utf8')) as WorkflowRun[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

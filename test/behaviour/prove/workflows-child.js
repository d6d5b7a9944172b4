// @ts-check
// Run inside the scratch copy by workflow-run.ts: the named Arazzo workflows (by workflowId) through the copy's own
// behaviour runner against a simulator it starts from the copy's packages, so that the sabotaged simulator answers.
// Writes each workflow's Respect summary as JSON to the file named first.
import { writeFileSync } from 'node:fs';
import { runBehaviour } from '../../../packages/behaviour/src/run.js';

const [output, ...workflows] = process.argv.slice(2);
if (!output || workflows.length === 0) {
  process.stderr.write('usage: workflows-child.js OUTPUT WORKFLOW_ID…\n');
  process.exit(2);
}
const result = await runBehaviour({
  target: 'simulator',
  credentials: { accountId: 'simulator-account', apiKey: 'simulator-key' },
  workflows,
});
const runs = result.workflows.map((w) => ({
  workflowId: w.key.split('#')[1] ?? w.key,
  outcome: w.outcome,
  reason: w.reason,
  failures: w.result?.failures ?? [],
  reached: w.result?.reached ?? [],
}));
writeFileSync(output, JSON.stringify(runs));

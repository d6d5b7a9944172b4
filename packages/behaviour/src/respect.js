// @ts-check
// Runs Arazzo workflow files with Redocly Respect (`redocly respect`, from @redocly/cli) and reads its JSON report:
// one process per call, the `payments` and `control` source descriptions pointed at the given base URLs, the
// credentials as workflow inputs. Returns, per workflow, its status and the checks that failed, named
// `workflowId#stepId: check: message` so a failing test prints the step, the check and what was answered, and
// whether each step it reached passed (the per-rule report reads that). Respect talks to the targets through a
// redirect guard (redirect-guard.js): it follows every redirect and no option changes that, so the guard refuses one
// that leaves the target's origin before Respect can carry the credentials there.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedirectGuard } from './redirect-guard.js';

const require = createRequire(import.meta.url);
const CLI = join(require.resolve('@redocly/cli/package.json'), '..', 'bin', 'cli.js');

/**
 * @typedef {{ workflowId: string, status: string, steps: number, checks: number, failures: string[],
 *   reached: { stepId: string, passed: boolean }[] }} WorkflowResult
 * @param {{ files: string[], servers: Record<string, string>, inputs?: Record<string, string>,
 *   skip?: string[], timeoutMs?: number,
 *   signer?: ReturnType<typeof import('./signing.js').createSigner> | undefined }} options
 * @returns {Promise<Map<string, WorkflowResult[]>>} per file (as given), the workflows Respect ran
 */
export async function respect({ files, servers, inputs = {}, skip = [], timeoutMs = 120_000, signer }) {
  const dir = await mkdtemp(join(tmpdir(), 'respect-'));
  const report = join(dir, 'report.json');
  const guard = await startRedirectGuard(servers, signer);
  const args = [CLI, 'respect', ...files, '--json-output', report, '--max-fetch-timeout', '10000'];
  args.push(
    '--server',
    Object.entries(guard.servers)
      .map(([name, url]) => `${name}=${url}`)
      .join(','),
  );
  // the inputs (the credentials among them) as one JSON object in Respect's environment (yargs reads `--input` from
  // REDOCLY_CLI_RESPECT_INPUT), never on a command line that any local user can list
  for (const workflowId of skip) args.push('--skip', workflowId);
  try {
    const stderr = await new Promise((resolve) => {
      // Respect exits 1 when a workflow fails; the report says which, so the exit code is not an error here
      execFile(
        process.execPath,
        args,
        {
          timeout: timeoutMs,
          env: {
            ...process.env,
            NO_COLOR: '1',
            REDOCLY_TELEMETRY: 'off',
            REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
            REDOCLY_CLI_RESPECT_INPUT: JSON.stringify(inputs),
          },
        },
        (_e, _out, err) => resolve(err),
      );
    });
    let parsed;
    try {
      parsed = JSON.parse(await readFile(report, 'utf8'));
    } catch {
      throw new Error(
        `Respect wrote no report for ${files.join(', ')} (killed after ${timeoutMs} ms?); it said:\n${String(stderr).slice(-2000)}`,
      );
    }
    const results = new Map();
    for (const [file, entry] of Object.entries(parsed.files ?? {}))
      results.set(file, /** @type {any} */ (entry.executedWorkflows ?? []).map(summariseWorkflow));
    return results;
  } finally {
    await guard.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** @param {any} workflow @returns {WorkflowResult} */
function summariseWorkflow(workflow) {
  const steps = (workflow.executedSteps ?? []).filter((/** @type {any} */ s) => s.type === 'step');
  const failures = [];
  const reached = [];
  let checks = 0;
  for (const step of steps) {
    const failed = (step.checks ?? []).filter((/** @type {any} */ c) => !c.passed && c.severity === 'error');
    reached.push({ stepId: String(step.stepId), passed: failed.length === 0 });
    for (const check of step.checks ?? []) {
      checks++;
      if (check.passed || check.severity !== 'error') continue;
      const answered = step.response
        ? ` (answered ${step.response.statusCode} ${JSON.stringify(step.response.body)?.slice(0, 300)})`
        : '';
      // Respect leaves its status check's message empty: say what it means
      const said =
        check.message || (check.name === 'status code check' ? 'a status the operation does not declare' : '');
      failures.push(
        `${workflow.workflowId}#${step.stepId}: ${check.name}: ${check.condition ?? ''} ${said}`.trim() + answered,
      );
    }
  }
  if (workflow.status !== 'success' && failures.length === 0)
    failures.push(`${workflow.workflowId}: ${workflow.status}`);
  return { workflowId: workflow.workflowId, status: workflow.status, steps: steps.length, checks, failures, reached };
}

// @ts-check
// One run of the behaviour suite against one target: the simulator (started here, a fresh one per workflow file),
// the mock (started here unless given a base URL), or a service at a base URL. Each workflow runs, or is skipped
// with its reason (plan.js); Respect runs the workflow files (respect.js); the result is each workflow's outcome
// and each rule's (rules.js).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { saveConfig } from './config-restore.js';
import { NOT_SELECTED, SIGNING, select, skipReason, workflowFiles } from './plan.js';
import { respect } from './respect.js';
import { readCatalogue, ruleOutcomes, stepsByRule } from './rules.js';
import { createSigner, SIGNED_OPERATIONS, signingKey } from './signing.js';
import { startTarget } from './targets.js';

const require = createRequire(import.meta.url);
/** The simulator's control routes are described once, in the simulator package, which checks its input with them. */
function controlSource() {
  try {
    return require.resolve('@payments-contract/simulator/control.openapi.yaml');
  } catch {
    // the simulator is an optional peer: without it, the workflows' own relative path (they are skipped anyway)
    return fileURLToPath(new URL('../../simulator/control.openapi.yaml', import.meta.url));
  }
}
const SOURCES = {
  payments: require.resolve('@payments-contract/spec/openapi.json'),
  control: controlSource(),
};

/** @typedef {import('./plan.js').Target} Target */
/**
 * One workflow's outcome: `key` is `file#workflowId`; `reason` says why a skipped workflow did not run; `result` is
 * what Respect reported for one that ran.
 * @typedef {{ key: string, outcome: 'passed' | 'failed' | 'skipped', reason?: string,
 *   result?: import('./respect.js').WorkflowResult }} WorkflowOutcome
 */
/**
 * What a run takes. `baseUrl`: the service's (or a mock's) base address; without it the simulator or the mock is
 * started here. `privateKey`: the account's RSA private key (PEM) that signs the out-payment workflows (never
 * printed); without it the simulator's published test key signs against the simulator or the mock, and a service
 * skips those workflows. `allowWrites`: send workflows that POST, PATCH or DELETE to a service (always sent to the
 * simulator and the mock). `workflows`: workflow file names (without `.arazzo.yaml`) or workflowIds; every workflow
 * when empty.
 * @typedef {{ target: Target, baseUrl?: string | undefined, credentials: { accountId: string, apiKey: string },
 *   privateKey?: string | undefined, allowWrites?: boolean, workflows?: string[],
 *   onWorkflow?: (outcome: WorkflowOutcome) => void }} RunOptions
 */
/**
 * What a run found: each workflow's outcome, each rule's the workflows check, the catalogue; against a service with
 * writes, `config` says whether the account's config (its notification URLs), read before the run, was put back
 * after it (`differs` names the fields still not as they were: one the account did not have cannot be removed by
 * PATCH /config).
 * @typedef {{ workflows: WorkflowOutcome[], rules: import('./rules.js').RuleOutcome[],
 *   catalogue: import('./rules.js').Rule[], config?: { restored: boolean, differs: string[] } }} BehaviourReport
 */

/**
 * Runs the workflows against the target; each rule the workflows check gets an outcome.
 * @param {RunOptions} options
 * @returns {Promise<BehaviourReport>}
 */
export async function runBehaviour({
  target,
  baseUrl,
  credentials,
  privateKey,
  allowWrites = false,
  workflows = [],
  onWorkflow,
}) {
  const files = workflowFiles();
  const chosen = select(files, workflows);
  const signer = await signerFor(target, privateKey);
  // a good guest: what a run with writes may change on a service's account (its notification URLs) is read first
  // and put back at the end, whatever the workflows did (config-restore.js)
  const config =
    target === 'service' && allowWrites && baseUrl ? await saveConfig({ baseUrl, credentials }) : undefined;
  /** @type {{ restored: boolean, differs: string[] } | undefined} */
  let configRestored;
  /** @type {Map<string, import('./respect.js').WorkflowResult>} */
  const ran = new Map();
  /** @type {Map<string, string>} */
  const skipped = new Map();
  /** @type {WorkflowOutcome[]} */
  const outcomes = [];
  const report = (/** @type {WorkflowOutcome} */ outcome) => {
    outcomes.push(outcome);
    onWorkflow?.(outcome);
  };
  // the mock keeps no state, so one serves the whole run; a simulator is started per file below
  const shared = target === 'mock' && !baseUrl ? await startTarget('mock') : undefined;
  const dir = await mkdtemp(join(tmpdir(), 'behaviour-'));
  try {
    /** @type {{ file: string, document: any }[]} */
    const runnable = [];
    const skip = [];
    for (const { file, document } of files) {
      let runs = false;
      for (const workflow of document.workflows) {
        const key = `${file}#${workflow.workflowId}`;
        const reason = !chosen.has(key)
          ? NOT_SELECTED.reason
          : (skipReason(workflow, target, allowWrites) ?? (!signer && signs(workflow) ? SIGNING.reason : undefined));
        runs ||= !reason;
        if (!reason) continue;
        skip.push(workflow.workflowId);
        skipped.set(key, reason);
        if (chosen.has(key)) report({ key, outcome: 'skipped', reason });
      }
      if (runs) runnable.push({ file, document });
    }
    // a fresh simulator per file (its clock only moves forward, and some workflows count what they made); one
    // Respect run of every file otherwise, which saves a process start per file
    const batches = target === 'simulator' ? runnable.map((f) => [f]) : runnable.length ? [runnable] : [];
    for (const batch of batches) {
      const own = target === 'simulator' ? await startTarget('simulator') : undefined;
      const url = baseUrl ?? own?.url ?? shared?.url ?? '';
      try {
        const results = await respect({
          files: await Promise.all(batch.map(({ file, document }) => resolvedCopy(dir, file, document))),
          servers: { payments: url, control: url },
          inputs: credentials,
          skip,
          signer,
          timeoutMs: 120_000 * batch.length,
        });
        for (const result of [...results.values()].flat()) {
          // workflowIds are unique across the files (skip.test.ts), so the id names the file
          const file = batch.find((f) =>
            f.document.workflows.some((/** @type {any} */ w) => w.workflowId === result.workflowId),
          )?.file;
          const key = `${file}#${result.workflowId}`;
          ran.set(key, result);
          const ok = result.failures.length === 0 && result.status === 'success';
          report({ key, outcome: ok ? 'passed' : 'failed', result });
        }
      } finally {
        await own?.stop();
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
    await shared?.stop();
    if (config) configRestored = { restored: true, ...(await config.restore()) };
  }
  const rules = readCatalogue();
  return {
    workflows: outcomes,
    rules: ruleOutcomes({ rules, steps: stepsByRule(files, rules), ran, skipped }),
    catalogue: rules,
    ...(configRestored ? { config: configRestored } : {}),
  };
}

/**
 * The signer of the run (signing.js): the user's key when given, else the simulator's published test key against
 * the simulator or the mock; none against a service without a key (its signing workflows are skipped).
 * @param {'simulator' | 'mock' | 'service'} target @param {string | undefined} privateKey
 */
async function signerFor(target, privateKey) {
  if (privateKey) return createSigner(signingKey(privateKey, 'PAYMENTS_PRIVATE_KEY'));
  if (target === 'service') return undefined;
  try {
    const { TEST_PRIVATE_KEY } = await import('@payments-contract/simulator');
    return createSigner(signingKey(TEST_PRIVATE_KEY, "the simulator's test key"));
  } catch {
    return undefined; // the simulator is an optional peer; without it a mock run skips its signing workflows
  }
}

/** Whether a workflow calls a signed operation (then the runner signs for it). @param {any} workflow */
const signs = (workflow) =>
  (workflow.steps ?? []).some((/** @type {any} */ step) =>
    SIGNED_OPERATIONS.has(String(step.operationId ?? '').replace(/^payments\./, '')),
  );

/**
 * The workflow file with its source descriptions pointing at the spec this package resolves and at its control
 * routes, wherever npm put them (a relative path would break when the spec is installed nested).
 * @param {string} dir @param {string} file @param {any} document
 */
async function resolvedCopy(dir, file, document) {
  const sources = document.sourceDescriptions.map((/** @type {any} */ source) => ({
    ...source,
    url: SOURCES[/** @type {keyof typeof SOURCES} */ (source.name)] ?? source.url,
  }));
  const path = join(dir, file);
  await writeFile(path, stringify({ ...document, sourceDescriptions: sources }));
  return path;
}

#!/usr/bin/env node
// @ts-check
// `node test/behaviour/run.js`: the behaviour workflows (test/behaviour/workflows/*.arazzo.yaml) run by Redocly
// Respect against a service named by PAYMENTS_BASE_URL (ending in /2.0), PAYMENTS_ACCOUNT_ID and PAYMENTS_API_KEY,
// or, without them, against a simulator started here for each file. Against a service, workflows marked
// `x-needs: simulator` are skipped (they move its clock or pay as the customer), and so is every workflow that sends
// a POST, PATCH or DELETE unless PAYMENTS_CONTRACT_ALLOW_WRITES=1 (the contract run's opt-in). Prints one line per
// workflow (passed, failed with its failing checks, or skipped with why); exits 1 on a failure, 2 on bad usage.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { startSimulator } from '../../packages/simulator/src/index.js';
import { respect } from './respect.js';

const DIR = fileURLToPath(new URL('./workflows/', import.meta.url));
const spec = createRequire(import.meta.url)('@payments-contract/spec/openapi.json');
/** @type {Map<string, string>} operationId → HTTP method */
const METHODS = new Map();
for (const item of Object.values(spec.paths))
  for (const [method, operation] of Object.entries(/** @type {Record<string, any>} */ (item)))
    if (operation?.operationId) METHODS.set(operation.operationId, method.toUpperCase());

/** Why a workflow cannot run against a real service, or undefined. @param {any} workflow @param {boolean} writes */
export function skipReason(workflow, writes) {
  if (workflow['x-needs'] === 'simulator') return 'needs the simulator (x-needs: simulator)';
  const writing = workflow.steps.some((/** @type {any} */ step) => {
    const [source, operationId] = String(step.operationId ?? '').split('.');
    return source === 'payments' && METHODS.get(operationId ?? '') !== 'GET';
  });
  return writing && !writes ? 'writes (sent only with PAYMENTS_CONTRACT_ALLOW_WRITES=1)' : undefined;
}

async function main() {
  const { PAYMENTS_BASE_URL: base, PAYMENTS_ACCOUNT_ID: accountId, PAYMENTS_API_KEY: apiKey } = process.env;
  if (base && (!accountId || !apiKey)) {
    process.stderr.write('error: PAYMENTS_ACCOUNT_ID and PAYMENTS_API_KEY must be set with PAYMENTS_BASE_URL\n');
    return 2;
  }
  const writes = process.env.PAYMENTS_CONTRACT_ALLOW_WRITES === '1';
  let failed = 0;
  for (const file of readdirSync(DIR)
    .filter((name) => name.endsWith('.arazzo.yaml'))
    .sort()) {
    const workflows = parse(readFileSync(DIR + file, 'utf8')).workflows;
    const skipped = new Map();
    if (base) for (const w of workflows) skipReason(w, writes) && skipped.set(w.workflowId, skipReason(w, writes));
    for (const [id, reason] of skipped) process.stdout.write(`- ${file}#${id}: skipped, ${reason}\n`);
    if (skipped.size === workflows.length) continue;
    const simulator = base ? undefined : await startSimulator({ port: 0 });
    const url = base ?? simulator?.url ?? '';
    try {
      const results = await respect({
        files: [DIR + file],
        servers: { payments: url, control: url },
        inputs: { accountId: accountId ?? 'simulator-account', apiKey: apiKey ?? 'simulator-key' },
        skip: [...skipped.keys()],
      });
      for (const result of [...results.values()].flat()) {
        const ok = result.failures.length === 0 && result.status === 'success';
        if (!ok) failed++;
        process.stdout.write(
          `${ok ? '✓' : '✗'} ${file}#${result.workflowId}: ${result.steps} steps, ${result.checks} checks\n`,
        );
        for (const failure of result.failures) process.stdout.write(`    ${failure}\n`);
      }
    } finally {
      await simulator?.stop();
    }
  }
  process.stdout.write(failed ? `${failed} workflow(s) failed\n` : 'every workflow run passed\n');
  return failed ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();

#!/usr/bin/env node
// @ts-check
// `npm run contract`: the contract run of @payments-contract/behaviour (its hooks, Dredd over every operation) with
// this repository's generated OpenAPI 3.0 copy (test/contract/generated), against the mock (started and stopped
// here) or, when PAYMENTS_BASE_URL, PAYMENTS_ACCOUNT_ID and PAYMENTS_API_KEY are set, against that server (the
// sandbox). Ends with a summary; exits 1 on any failure. With writes against the sandbox, the account's config is
// read first and put back at the end.
import { fileURLToPath } from 'node:url';
import { startMock } from '@payments-contract/mock';
import { runContract as runPackaged } from '../../packages/behaviour/src/contract/run.js';

const GENERATED = fileURLToPath(new URL('./generated/', import.meta.url));

/**
 * Runs Dredd against `endpoint` (a mock already running), or else the sandbox named by PAYMENTS_BASE_URL, or else a
 * mock started for the run. `sandbox` says how to treat an explicit endpoint.
 * @param {{ endpoint?: string, sandbox?: boolean, quiet?: boolean }} [options]
 */
export async function runContract({ endpoint, sandbox: explicitSandbox, quiet = false } = {}) {
  const env = process.env;
  const sandbox = explicitSandbox ?? (endpoint === undefined && Boolean(env.PAYMENTS_BASE_URL));
  if (sandbox) {
    for (const name of ['PAYMENTS_ACCOUNT_ID', 'PAYMENTS_API_KEY']) {
      if (!env[name]) throw new Error(`${name} must be set with PAYMENTS_BASE_URL to run against the sandbox`);
    }
  }
  const mock = endpoint === undefined && !sandbox ? await startMock({ port: 0 }) : undefined;
  try {
    return await runPackaged({
      baseUrl: endpoint ?? mock?.url ?? String(env.PAYMENTS_BASE_URL),
      target: sandbox ? 'service' : 'mock',
      generated: GENERATED,
      credentials: { accountId: String(env.PAYMENTS_ACCOUNT_ID), apiKey: String(env.PAYMENTS_API_KEY) },
      ...(env.PAYMENTS_PRIVATE_KEY ? { privateKey: env.PAYMENTS_PRIVATE_KEY } : {}),
      allowWrites: env.PAYMENTS_CONTRACT_ALLOW_WRITES === '1',
      quiet,
    });
  } finally {
    await mock?.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const started = Date.now();
    const { summary } = await runContract();
    process.stdout.write(`${summary.text}\ncontract run took ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    if (summary.failed > 0) process.exitCode = 1;
  } catch (error) {
    process.stderr.write(`error: ${error instanceof Error ? error.message : error}\n`);
    process.exitCode = 1;
  }
}

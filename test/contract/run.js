#!/usr/bin/env node
// @ts-check
// `npm run contract`: Dredd over every operation of the spec, against the mock (started and stopped here) or,
// when PAYMENTS_BASE_URL, PAYMENTS_ACCOUNT_ID and PAYMENTS_API_KEY are set, against that server (the sandbox).
// Dredd reads the generated OpenAPI 3.0 copy (test/contract/generated). Ends with a summary; exits 1 on any failure.
// With writes against the sandbox, the account's config is read first and put back at the end (PATCH /config's
// example would leave the notifications going to https://shop.example/…).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startMock } from '@payments-contract/mock';
import { saveConfig } from '../../packages/behaviour/src/config-restore.js';
import { summarise } from './summary.js';

const require = createRequire(import.meta.url);
const { requireWithoutPadLevels } = require('./load-dredd.cjs');
// Without winston 2's padLevels warning, which every run printed (load-dredd.cjs).
const Dredd = requireWithoutPadLevels(require, 'dredd');
// Dredd's reporters write through this logger whatever the log level; a quiet run (the tests) silences it.
const reporterOutput = require('dredd/build/reporters/reporterOutputLogger.js').default;
const DOCUMENT = fileURLToPath(new URL('./generated/openapi-3.0.json', import.meta.url));
const HOOKS = fileURLToPath(new URL('./hooks.cjs', import.meta.url));

/**
 * Runs Dredd against `endpoint` (a mock already running), or else the sandbox named by PAYMENTS_BASE_URL, or else a
 * mock started for the run. `sandbox` says how to treat an explicit endpoint.
 * @param {{ endpoint?: string, sandbox?: boolean, quiet?: boolean }} [options]
 * @returns {Promise<{ summary: ReturnType<typeof summarise>, stats: any, config?: { differs: string[] } }>}
 *   `config`: with writes against the sandbox, the fields of the account's config still not as they were
 */
export async function runContract({ endpoint, sandbox: explicitSandbox, quiet = false } = {}) {
  const sandbox = explicitSandbox ?? (endpoint === undefined && Boolean(process.env.PAYMENTS_BASE_URL));
  if (sandbox) {
    for (const name of ['PAYMENTS_ACCOUNT_ID', 'PAYMENTS_API_KEY']) {
      if (!process.env[name]) throw new Error(`${name} must be set with PAYMENTS_BASE_URL to run against the sandbox`);
    }
  }
  process.env.PAYMENTS_CONTRACT_TARGET = sandbox ? 'sandbox' : 'mock';
  const mock = endpoint === undefined && !sandbox ? await startMock({ port: 0 }) : undefined;
  const target = endpoint ?? mock?.url ?? String(process.env.PAYMENTS_BASE_URL);
  /** @type {any[]} */
  const results = [];
  /** @type {any} */ (globalThis).__paymentsContractResults = results;
  const writes = sandbox && process.env.PAYMENTS_CONTRACT_ALLOW_WRITES === '1';
  const credentials = {
    accountId: String(process.env.PAYMENTS_ACCOUNT_ID),
    apiKey: String(process.env.PAYMENTS_API_KEY),
  };
  const config = writes ? await saveConfig({ baseUrl: target, credentials }) : undefined;
  const console = reporterOutput.transports.console;
  const wasSilent = console.silent;
  console.silent = quiet;
  /** @type {any} */
  let stats;
  /** @type {{ differs: string[] } | undefined} */
  let restored;
  try {
    const dredd = new Dredd({
      endpoint: target,
      path: [DOCUMENT],
      hookfiles: [HOOKS],
      loglevel: quiet ? 'silent' : 'error',
      reporter: quiet ? [] : ['dot'],
      color: false,
    });
    keepParsedOutOfHooks(dredd.configuration);
    stats = await new Promise((resolve, reject) => {
      dredd.run((/** @type {unknown} */ error, /** @type {any} */ stats) => (error ? reject(error) : resolve(stats)));
    });
  } finally {
    console.silent = wasSilent;
    delete (/** @type {any} */ (globalThis).__paymentsContractResults);
    await mock?.stop();
    // put back whatever the run did, a failed or broken run included
    restored = await config?.restore();
  }
  return { summary: summarise(results), stats, ...(restored ? { config: restored } : {}) };
}

/**
 * Dredd keeps the parsed description (API Elements with source maps) on its configuration, then deep-copies the
 * configuration for the hooks' API (`hooks.configuration`, dredd/build/addHooks.js), which our hooks never read:
 * about 9 s of CPU per run, most of a run. A non-enumerable property is left out of the copy (the `clone` package
 * copies enumerable properties) and is there for Dredd as before.
 * @param {Record<string, unknown>} configuration
 */
function keepParsedOutOfHooks(configuration) {
  let parsed = configuration.apiDescriptions;
  Object.defineProperty(configuration, 'apiDescriptions', {
    enumerable: false,
    configurable: true,
    get: () => parsed,
    set: (value) => {
      parsed = value;
    },
  });
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

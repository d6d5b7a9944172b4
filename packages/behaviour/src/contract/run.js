// @ts-check
// The contract run: Dredd over every operation of the spec, each declared status, with the hooks this package ships
// (contract/*.cjs: credentials, an Idempotency-Key on writes, a Signature on out payments, ids chained through each
// resource's life, and the schema each answer is checked against). Against the mock (`mock`: Prism answers any
// declared status on request) or a service (`service`: the sandbox, or the simulator), where it sends GETs only
// unless writes are allowed; with writes the account's config is read first and put back at the end. Dredd reads
// the OpenAPI 3.0 copy `payments-contract generate --with contract` writes (`generated`: that folder). Dredd is an
// optional peer (it is unmaintained: its last commit is from 2023), loaded only here.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { saveConfig } from '../config-restore.js';
import { summarise } from './summary.js';

const require = createRequire(import.meta.url);
const CONTRACT = new URL('../../contract/', import.meta.url);
const HOOKS = fileURLToPath(new URL('hooks.cjs', CONTRACT));

/**
 * @typedef {{ baseUrl: string, target: 'mock' | 'service', generated: string,
 *   credentials?: { accountId: string, apiKey: string }, privateKey?: string, allowWrites?: boolean,
 *   quiet?: boolean }} ContractOptions
 *   `generated`: the folder holding openapi-3.0.json and contract-rules.json
 */

/** Dredd, without winston 2's padLevels warning; a clear error when it is not installed. */
function loadDredd() {
  const { requireWithoutPadLevels } = require(fileURLToPath(new URL('load-dredd.cjs', CONTRACT)));
  try {
    return {
      Dredd: requireWithoutPadLevels(require, 'dredd'),
      // Dredd's reporters write through this logger whatever the log level; a quiet run silences it
      reporterOutput: require('dredd/build/reporters/reporterOutputLogger.js').default,
    };
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error('the contract run needs Dredd: npm install --save-dev dredd');
  }
}

/**
 * @param {ContractOptions} options
 * @returns {Promise<{ summary: ReturnType<typeof summarise>, stats: any, config?: { differs: string[] } }>}
 *   `config`: with writes against a service, the fields of the account's config still not as they were
 */
export async function runContract(options) {
  const { baseUrl, target, generated, quiet = false } = options;
  const service = target === 'service';
  const credentials = options.credentials ?? { accountId: 'mock-account', apiKey: 'mock-api-key' };
  const writes = service && Boolean(options.allowWrites);
  const { Dredd, reporterOutput } = loadDredd();
  // The hooks run in this process and read their settings from the environment: set for the run, then put back.
  const settings = {
    PAYMENTS_CONTRACT_TARGET: service ? 'sandbox' : 'mock',
    PAYMENTS_CONTRACT_ALLOW_WRITES: writes ? '1' : '',
    PAYMENTS_CONTRACT_GENERATED: generated,
    PAYMENTS_ACCOUNT_ID: credentials.accountId,
    PAYMENTS_API_KEY: credentials.apiKey,
    PAYMENTS_PRIVATE_KEY: options.privateKey ?? '',
  };
  const before = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  Object.assign(process.env, settings);
  /** @type {any[]} */
  const results = [];
  /** @type {any} */ (globalThis).__paymentsContractResults = results;
  const config = writes ? await saveConfig({ baseUrl, credentials }) : undefined;
  const console = reporterOutput.transports.console;
  const wasSilent = console.silent;
  console.silent = quiet;
  /** @type {any} */
  let stats;
  /** @type {{ differs: string[] } | undefined} */
  let restored;
  try {
    const dredd = new Dredd({
      endpoint: baseUrl,
      path: [fileURLToPath(new URL('openapi-3.0.json', `file://${generated.replace(/\/?$/, '/')}`))],
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
    // put back whatever the run did, a failed or broken run included
    restored = await config?.restore();
    for (const [name, value] of Object.entries(before))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
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

// @ts-check
// `payments-behaviour` (bin.js) (and `payments-contract behaviour`, `npm run behaviour`): the behaviour workflows against a
// target, then the report per workflow and per rule. Credentials come from the environment only and are never
// printed. Exit codes: 0 every workflow run passed, 1 one failed (or could not run), 2 bad usage.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { UsageError } from '@payments-contract/openapi-vocabulary';
import { contractMain } from './contract/cli.js';
import { TARGETS } from './plan.js';
import { formatRules } from './rules.js';
import { runBehaviour } from './run.js';
import { scorecardMain } from './scorecard/cli.js';

const VERSION = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
export const HELP = `Usage: payments-behaviour [--base-url URL] [--target simulator|mock|service] [--allow-writes]
                         [--workflows NAME,…] | --version | --help
       payments-behaviour scorecard [options] -- COMMAND   (your integration graded: scorecard --help)
       payments-behaviour contract --generated DIR [--base-url URL] [--allow-writes]   (Dredd: contract --help)

Runs the interface's flows (Arazzo 1.0 workflows, run by Redocly Respect) and reports each rule of the interface
they check as passed, failed, or not run here and why.

  --base-url URL   the service's base address, ending in /2.0 (default: PAYMENTS_BASE_URL); with it the target
                   is a service unless --target says mock
  --target T       simulator (default without a base URL: a fresh one per workflow file, needs
                   @payments-contract/simulator), mock (started here without a base URL, needs
                   @payments-contract/mock; runs what the spec's examples can answer) or service
  --allow-writes   also run the workflows that POST, PATCH or DELETE against a service (or set
                   PAYMENTS_CONTRACT_ALLOW_WRITES=1); without it a service gets reads only. With it the
                   account's config (its notification URLs) is read first and put back at the end
  --workflows N,…  only these workflow files (card, lists, …) or workflowIds

Credentials for a service: PAYMENTS_ACCOUNT_ID and PAYMENTS_API_KEY in the environment (never on the command line),
and PAYMENTS_PRIVATE_KEY (the account's RSA private key, PEM) to sign the out-payment workflows; without it they are
skipped against a service. Against the simulator or the mock the runner signs with the simulator's published test key.
Exit codes: 0 every workflow run passed, 1 one failed, 2 bad usage.
`;

/** @param {string[]} argv @param {NodeJS.ProcessEnv} env */
export function options(argv, env) {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        target: { type: 'string' },
        'allow-writes': { type: 'boolean' },
        workflows: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help || values.version) return { help: Boolean(values.help), version: Boolean(values.version) };
  const baseUrl = values['base-url'] ?? (env.PAYMENTS_BASE_URL || undefined);
  if (baseUrl !== undefined && !/^https?:\/\/[^/\s]+/.test(baseUrl))
    throw new UsageError(`--base-url must be an http or https address (the service's …/2.0), not '${baseUrl}'`);
  const target = values.target ?? (baseUrl ? 'service' : 'simulator');
  if (!(/** @type {readonly string[]} */ (TARGETS).includes(target)))
    throw new UsageError(`--target must be simulator, mock or service, not '${target}'`);
  if (target === 'service' && !baseUrl)
    throw new UsageError('--target service needs --base-url (or PAYMENTS_BASE_URL)');
  if (target === 'simulator' && baseUrl)
    throw new UsageError(
      '--target simulator starts a fresh simulator per workflow file; give --base-url with --target service or mock',
    );
  const { PAYMENTS_ACCOUNT_ID: accountId, PAYMENTS_API_KEY: apiKey } = env;
  if (target === 'service' && (!accountId || !apiKey))
    throw new UsageError('a service needs PAYMENTS_ACCOUNT_ID and PAYMENTS_API_KEY set in the environment');
  const fallback = target === 'simulator' ? ['simulator-account', 'simulator-key'] : ['mock-account', 'mock-api-key'];
  return {
    run: {
      target: /** @type {'simulator' | 'mock' | 'service'} */ (target),
      baseUrl,
      credentials: { accountId: accountId || fallback[0] || '', apiKey: apiKey || fallback[1] || '' },
      privateKey: env.PAYMENTS_PRIVATE_KEY || undefined,
      allowWrites: Boolean(values['allow-writes']) || env.PAYMENTS_CONTRACT_ALLOW_WRITES === '1',
      workflows: (values.workflows ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    },
  };
}

/**
 * @param {string[]} argv the arguments after the command name
 * @param {{ env?: NodeJS.ProcessEnv, stdout?: NodeJS.WritableStream, stderr?: NodeJS.WritableStream }} [io]
 * @returns {Promise<number>} the exit code
 */
export async function main(argv, { env = process.env, stdout = process.stdout, stderr = process.stderr } = {}) {
  if (argv[0] === 'scorecard') return scorecardMain(argv.slice(1), { env, stdout, stderr });
  if (argv[0] === 'contract') return contractMain(argv.slice(1), { env, stdout, stderr });
  let parsed;
  try {
    parsed = options(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    stderr.write(`error: ${error.message}\n\n${HELP}`);
    return 2;
  }
  if (!parsed.run) {
    stdout.write(parsed.help ? HELP : `${VERSION}\n`);
    return 0;
  }
  const { target, baseUrl, allowWrites } = parsed.run;
  // an address may carry a user and password (https://user:secret@host/2.0): never print them
  const shown = baseUrl && Object.assign(new URL(baseUrl), { username: '', password: '' }).href;
  stderr.write(
    `behaviour: against the ${target}${shown ? ` at ${shown}` : ''}${target === 'service' && !allowWrites ? ', reads only' : ''}\n`,
  );
  let result;
  try {
    result = await runBehaviour({
      ...parsed.run,
      onWorkflow: ({ key, outcome, reason, result: r }) => {
        if (outcome === 'skipped') return stdout.write(`- ${key}: skipped, ${reason}\n`);
        stdout.write(`${outcome === 'passed' ? '✓' : '✗'} ${key}: ${r?.steps} steps, ${r?.checks} checks\n`);
        for (const failure of r?.failures ?? []) stdout.write(`    ${failure}\n`);
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    stderr.write(`error: ${message}\n`);
    return message.startsWith('--workflows') ? 2 : 1;
  }
  if (result.config)
    stderr.write(
      result.config.differs.length
        ? `behaviour: the account's config was put back, but ${result.config.differs.join(', ')} could not be (PATCH /config cannot remove a field the account did not have)\n`
        : "behaviour: the account's config (its notification URLs) was put back as it was before the run\n",
    );
  stdout.write(`\n${formatRules(result.rules, result.catalogue).join('\n')}\n`);
  const failed = result.workflows.filter((w) => w.outcome === 'failed').length;
  stdout.write(failed ? `${failed} workflow(s) failed\n` : 'every workflow run passed\n');
  return failed ? 1 : 0;
}

// @ts-check
// `payments-behaviour contract`: the contract run (Dredd over every operation's documented example and declared
// statuses, with this package's hooks) from the user's own repository. Credentials from the environment only, never
// printed. Exit codes: 0 nothing failed, 1 something failed (or could not run), 2 bad usage.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startTarget } from '../targets.js';
import { runContract } from './run.js';

export const CONTRACT_HELP = `Usage: payments-behaviour contract --generated DIR [--base-url URL] [--target mock|service]
                                  [--allow-writes]

Runs Dredd over every operation of the spec, each declared status, with the hooks this package ships (credentials,
an Idempotency-Key on each write, a Signature on out payments, ids chained through each resource's life).

  --generated DIR  the folder \`payments-contract generate --out … --with contract\` wrote the contract files in
                   (openapi-3.0.json, contract-rules.json): e.g. gen/contract
  --base-url URL   the server's base address (…/2.0): a service (the sandbox, or the simulator) unless --target
                   says mock; without it a mock is started here (needs @payments-contract/mock)
  --allow-writes   against a service, also POST, PATCH and DELETE (or PAYMENTS_CONTRACT_ALLOW_WRITES=1); without it
                   only GETs are sent. With it the account's config is read first and put back at the end

Against a service: PAYMENTS_ACCOUNT_ID and PAYMENTS_API_KEY in the environment, and PAYMENTS_PRIVATE_KEY (PEM) to
sign the out-payment operations (skipped without it). Needs Dredd (npm install --save-dev dredd).
Exit codes: 0 nothing failed, 1 something failed, 2 bad usage.
`;

class UsageError extends Error {}

/** @param {string[]} argv @param {NodeJS.ProcessEnv} env */
export function contractOptions(argv, env) {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: {
        generated: { type: 'string' },
        'base-url': { type: 'string' },
        target: { type: 'string' },
        'allow-writes': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return undefined;
  if (!values.generated)
    throw new UsageError('--generated DIR is required (payments-contract generate --with contract)');
  const generated = resolve(values.generated);
  for (const file of ['openapi-3.0.json', 'contract-rules.json'])
    if (!existsSync(resolve(generated, file)))
      throw new UsageError(
        `--generated ${values.generated} holds no ${file}: run payments-contract generate --out … --with contract`,
      );
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined && !/^https?:\/\/[^/\s]+/.test(baseUrl))
    throw new UsageError(`--base-url must be an http or https address (the service's …/2.0), not '${baseUrl}'`);
  const target = values.target ?? (baseUrl ? 'service' : 'mock');
  if (target !== 'mock' && target !== 'service')
    throw new UsageError(`--target must be mock or service, not '${target}'`);
  if (target === 'service' && !baseUrl) throw new UsageError('--target service needs --base-url');
  const { PAYMENTS_ACCOUNT_ID: accountId, PAYMENTS_API_KEY: apiKey } = env;
  if (target === 'service' && (!accountId || !apiKey))
    throw new UsageError('a service needs PAYMENTS_ACCOUNT_ID and PAYMENTS_API_KEY set in the environment');
  return {
    generated,
    baseUrl,
    target: /** @type {'mock' | 'service'} */ (target),
    credentials: { accountId: accountId || 'mock-account', apiKey: apiKey || 'mock-api-key' },
    ...(env.PAYMENTS_PRIVATE_KEY ? { privateKey: env.PAYMENTS_PRIVATE_KEY } : {}),
    allowWrites: Boolean(values['allow-writes']) || env.PAYMENTS_CONTRACT_ALLOW_WRITES === '1',
  };
}

/**
 * @param {string[]} argv the arguments after `contract`
 * @param {{ env?: NodeJS.ProcessEnv, stdout?: NodeJS.WritableStream, stderr?: NodeJS.WritableStream }} [io]
 * @returns {Promise<number>}
 */
export async function contractMain(argv, { env = process.env, stdout = process.stdout, stderr = process.stderr } = {}) {
  let parsed;
  try {
    parsed = contractOptions(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    stderr.write(`error: ${error.message}\n\n${CONTRACT_HELP}`);
    return 2;
  }
  if (!parsed) {
    stdout.write(CONTRACT_HELP);
    return 0;
  }
  const mock = parsed.baseUrl ? undefined : await startTarget('mock');
  const baseUrl = parsed.baseUrl ?? mock?.url ?? '';
  const shown = Object.assign(new URL(baseUrl), { username: '', password: '' }).href;
  const reads = parsed.target === 'service' && !parsed.allowWrites;
  stderr.write(`contract: against the ${parsed.target} at ${shown}${reads ? ', reads only' : ''}\n`);
  try {
    const { summary, config } = await runContract({ ...parsed, baseUrl });
    stdout.write(`${summary.text}\n`);
    if (config)
      stderr.write(
        config.differs.length
          ? `contract: the account's config was put back, but ${config.differs.join(', ')} could not be (PATCH /config cannot remove a field the account did not have)\n`
          : "contract: the account's config (its notification URLs) was put back as it was before the run\n",
      );
    return summary.failed > 0 ? 1 : 0;
  } catch (error) {
    stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await mock?.stop();
  }
}

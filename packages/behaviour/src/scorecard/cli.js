// @ts-check
// `payments-behaviour scorecard [options] -- COMMAND [ARGS…]`: starts the simulator behind the scorecard's front on
// 127.0.0.1, runs the merchant's own command with its address in the environment, then grades what the command sent
// and received. Exit codes: 0 no rule broken, 1 a rule broken (or the command could not run), 2 bad usage.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createScorecard } from './front.js';
import { grade } from './grade.js';
import { checkPlan, DEFAULT_PLAN, NO_FAULTS, shrinkPlan } from './plan.js';
import { brokenRules, formatScorecard, junitScorecard } from './report.js';

export const SCORECARD_HELP = `Usage: payments-behaviour scorecard [--plan FILE|default|none] [--junit FILE] [--json FILE]
                                   [--port N] [--timeout SECONDS] [--shrink [--shrink-runs N]]
                                   -- COMMAND [ARGS…]

Runs COMMAND (your tests, or your app) against the simulator, behind a front that injects the faults of a plan
and keeps a journal of every request, answer and notification; then grades each client-side rule of the interface
the run exercised: held, broken (naming the request or delivery that broke it), or not exercised.

COMMAND gets, in its environment:
  PAYMENTS_BASE_URL       the simulator's address (…/2.0) through the scorecard's front
  PAYMENTS_ACCOUNT_ID     simulator-account
  PAYMENTS_API_KEY        simulator-key
  PAYMENTS_PRIVATE_KEY    the simulator's published test key, to sign out payments with
  PAYMENTS_SCORECARD_URL  where your notification receiver says it acted: POST {"id", "status"} to
                          \${PAYMENTS_SCORECARD_URL}/acted each time it acts on a notification

  --plan P         the fault plan: default (lost answers after a write, 429 with Retry-After, 500 and 503 with and
                   without X-Service-Should-Retry, a slow answer; notifications duplicated, re-dated, forged and
                   contradicted), none, or a JSON file { "requests": [{ "on": "write|read|any", "kind": … }],
                   "notifications": [ … ] }; request kinds also include the clock faults
                   "no-answer past-24h" (a POST or PATCH: its answer lost, then the clock past the key's 24 hours)
                   and "past-cutoff" (a DELETE: the clock past 18:00 Europe/Lisbon first), never in the default plan
  --junit FILE     also write the report as JUnit XML (one test case per rule)
  --json FILE      also write the grades and the journal as JSON
  --port N         the front's port on 127.0.0.1 (default: a free one)
  --timeout S      stop COMMAND after S seconds (default 600)
  --shrink         when a rule is broken, run COMMAND again under smaller plans (one fault taken out at a time)
                   and print the shortest plan that still breaks the first rule broken, as a --plan file
  --shrink-runs N  at most N more runs of COMMAND for --shrink (default 20)
Exit codes: 0 no rule broken, 1 a rule broken or COMMAND could not start, 2 bad usage.
`;

class UsageError extends Error {}

/** @param {string[]} argv */
export function scorecardOptions(argv) {
  const split = argv.indexOf('--');
  const own = split === -1 ? argv : argv.slice(0, split);
  const command = split === -1 ? [] : argv.slice(split + 1);
  let values;
  try {
    values = parseArgs({
      args: own,
      options: {
        plan: { type: 'string' },
        junit: { type: 'string' },
        json: { type: 'string' },
        port: { type: 'string' },
        timeout: { type: 'string' },
        shrink: { type: 'boolean' },
        'shrink-runs': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { help: true };
  if (!command.length) throw new UsageError('give the command to run after --, e.g. -- npm test');
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new UsageError('--port must be a port number');
  const timeout = values.timeout === undefined ? 600 : Number(values.timeout);
  if (!(timeout > 0)) throw new UsageError('--timeout must be a number of seconds above 0');
  const shrinkRuns = values['shrink-runs'] === undefined ? 20 : Number(values['shrink-runs']);
  if (!Number.isInteger(shrinkRuns) || shrinkRuns < 1)
    throw new UsageError('--shrink-runs must be a whole number above 0');
  let plan = DEFAULT_PLAN;
  if (values.plan === 'none') plan = NO_FAULTS;
  else if (values.plan !== undefined && values.plan !== 'default') {
    try {
      plan = checkPlan(readFileSync(values.plan, 'utf8'));
    } catch (error) {
      throw new UsageError(`--plan ${values.plan}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return {
    help: false,
    command,
    plan,
    port,
    timeoutMs: timeout * 1000,
    junit: values.junit,
    json: values.json,
    shrink: values.shrink === true ? shrinkRuns : 0,
  };
}

/**
 * @param {string[]} argv the arguments after `scorecard`
 * @param {{ env?: NodeJS.ProcessEnv, stdout?: NodeJS.WritableStream, stderr?: NodeJS.WritableStream }} [io]
 * @returns {Promise<number>}
 */
export async function scorecardMain(
  argv,
  { env = process.env, stdout = process.stdout, stderr = process.stderr } = {},
) {
  let parsed;
  try {
    parsed = scorecardOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    stderr.write(`error: ${error.message}\n\n${SCORECARD_HELP}`);
    return 2;
  }
  if (parsed.help || !parsed.command) {
    stdout.write(SCORECARD_HELP);
    return 0;
  }
  const { command, port, timeoutMs } = parsed;
  const first = await runUnder(parsed.plan, { command, port, timeoutMs, env, stderr, quiet: false });
  if (first.error) {
    stderr.write(`error: ${command.join(' ')} could not start: ${first.error}\n`);
    return 1;
  }
  const { card, scorecard, code } = first;
  const lines = formatScorecard(card, { command: command.join(' '), exitCode: code });
  stdout.write(`${lines.join('\n')}\n`);
  if (parsed.junit) writeFileSync(parsed.junit, junitScorecard(card));
  if (parsed.json)
    writeFileSync(
      parsed.json,
      `${JSON.stringify({ ...card, plan: parsed.plan, journal: scorecard.journal.entries }, null, 2)}\n`,
    );
  const broken = brokenRules(card);
  if (broken.length && parsed.shrink) {
    const [rule] = broken;
    stderr.write(`scorecard: shrinking the plan that broke ${rule} (at most ${parsed.shrink} more runs)\n`);
    const shrunk = await shrinkPlan(
      parsed.plan,
      async (plan) => {
        const run = await runUnder(plan, { command, port, timeoutMs, env, stderr, quiet: true });
        return !run.error && brokenRules(run.card).includes(/** @type {string} */ (rule));
      },
      { runs: parsed.shrink },
    );
    stdout.write(
      `\nShortest plan found that still breaks ${rule} (${shrunk.runs} more runs; save it and pass --plan FILE):\n${JSON.stringify(shrunk.plan)}\n`,
    );
  }
  return broken.length ? 1 : 0;
}

/**
 * One run of the merchant's command under `plan`: a scorecard on loopback, the command with its address, the grades.
 * `quiet`: the command's output is dropped (the runs of --shrink).
 * @param {import('./plan.js').FaultPlan} plan
 * @param {{ command: string[], port: number, timeoutMs: number, env: NodeJS.ProcessEnv,
 *   stderr: NodeJS.WritableStream, quiet: boolean }} options
 */
async function runUnder(plan, { command, port, timeoutMs, env, stderr, quiet }) {
  const scorecard = await createScorecard({ plan });
  const baseUrl = await scorecard.listen(port);
  const { TEST_PRIVATE_KEY } = await import('@payments-contract/simulator');
  const [program = '', ...args] = command;
  if (!quiet) stderr.write(`scorecard: the simulator at ${baseUrl}; running ${command.join(' ')}\n`);
  const exit = await new Promise((resolve) => {
    const child = spawn(program, args, {
      stdio: ['ignore', quiet ? 'ignore' : 'pipe', quiet ? 'ignore' : 'inherit'],
      env: {
        ...env,
        PAYMENTS_BASE_URL: baseUrl,
        PAYMENTS_ACCOUNT_ID: 'simulator-account',
        PAYMENTS_API_KEY: 'simulator-key',
        PAYMENTS_PRIVATE_KEY: TEST_PRIVATE_KEY,
        PAYMENTS_SCORECARD_URL: baseUrl.replace(/\/2\.0$/, '/__scorecard'),
      },
    });
    // the command's own output goes to stderr, so that stdout carries the report alone
    child.stdout?.pipe(stderr, { end: false });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ error: error.message });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
  await scorecard.close();
  const ran = /** @type {{ code?: number | null, signal?: string | null, error?: string }} */ (exit);
  const card = grade(scorecard.journal.entries, { publicKey: scorecard.publicKey });
  return { error: ran.error, code: ran.code ?? null, card, scorecard };
}

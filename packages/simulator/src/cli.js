#!/usr/bin/env node
// @ts-check
// `npm run simulate` / `payments-simulator [--port N] [--seed N]` (and `payments-contract simulate`): the stateful
// simulator on 127.0.0.1 until Ctrl-C. Exit codes: 0 stopped, 1 could not start, 2 bad usage.
import { existsSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startSimulator } from './server.js';
import { DEFAULT_ACCOUNTS } from './simulator.js';

export const HELP = `Usage: payments-simulator [--port 4011] [--seed N] [--state FILE] [--allowed-host NAME]... | --version | --help

A stateful simulator of the payments service 2.0 on 127.0.0.1: payments move through their lifecycle, idempotency
keys are kept, notifications are sent to the URLs set with PATCH /config, and /__simulator/ controls the clock and
injects faults (see docs/guides/simulator.md). Credentials: AccountId '${Object.keys(DEFAULT_ACCOUNTS)[0]}', ApiKey
'simulator-key'. --seed makes the ids it creates repeatable. --state FILE starts from the state saved in FILE (if it
exists) and saves the state there when stopped (written whole to a temporary file, then renamed over FILE: a
failed save keeps the previous file); without it every start is empty. Only requests naming a loopback host (or
an --allowed-host) are answered, and its /__simulator/ controls refuse cross-site requests. Exit codes: 0
stopped, 1 could not start or could not save the state, 2 bad usage.
`;

/** The saved state in `file`, or undefined when there is none yet. @param {string} file */
function readState(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`--state ${file} is not a state file: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * Writes the state whole to a temporary file beside `file`, then renames it over `file` (atomic on one file
 * system), so a save that fails half-way (a full disk, a state that cannot be written) leaves the previous file.
 * @param {string} file @param {() => unknown} state
 */
export function saveState(file, state) {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(state())}\n`);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new Error(
      `the state was not saved to ${file} (${error instanceof Error ? error.message : error}); the previous file is kept`,
    );
  }
}

/** @param {string} flag @param {string | undefined} text @param {number} fallback @param {number} max */
function whole(flag, text, fallback, max) {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > max)
    throw Object.assign(new Error(`${flag} must be a whole number from 0 to ${max}`), { usage: true });
  return value;
}

/**
 * Runs the simulator command; resolves with a stop function once it listens (or undefined after --help).
 * @param {string[]} argv the arguments after the command name
 * @param {{ stderr?: NodeJS.WritableStream, stdout?: NodeJS.WritableStream }} [io]
 */
export async function main(argv, { stderr = process.stderr, stdout = process.stdout } = {}) {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        seed: { type: 'string' },
        state: { type: 'string' },
        'allowed-host': { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
    if (values.help) {
      stdout.write(HELP);
      return { exitCode: 0 };
    }
    if (values.version) {
      // Read at run time, so the installed package answers with its own version.
      const manifest = new URL('../package.json', import.meta.url);
      stdout.write(`${JSON.parse(readFileSync(manifest, 'utf8')).version}\n`);
      return { exitCode: 0 };
    }
    const port = whole('--port', values.port, 4011, 65535);
    const seed = values.seed === undefined ? undefined : whole('--seed', values.seed, 0, 2 ** 32 - 1);
    const file = values.state;
    const state = file === undefined ? undefined : readState(file);
    let running;
    try {
      running = await startSimulator({
        port,
        ...(values['allowed-host'] ? { allowedHosts: values['allowed-host'] } : {}),
        ...(seed === undefined ? {} : { seed }),
        ...(state === undefined ? {} : { state }),
      });
    } catch (error) {
      // a state the simulator cannot start from: name the file beside the record and field
      if (file !== undefined && error instanceof TypeError && error.message.startsWith('state:'))
        throw new Error(`--state ${file}: ${error.message.slice('state: '.length)}`);
      throw error;
    }
    stderr.write(
      `payments simulator listening on ${running.url} (AccountId simulator-account, ApiKey simulator-key)${state ? `, state loaded from ${file}` : ''}\n`,
    );
    const stop = async () => {
      await running.stop();
      if (file !== undefined) {
        saveState(file, running.simulator.exportState);
        stderr.write(`state saved to ${file}\n`);
      }
    };
    return { exitCode: 0, stop, url: running.url };
  } catch (error) {
    const usage =
      /** @type {{ usage?: boolean }} */ (error).usage ||
      /^ERR_PARSE_ARGS/.test(/** @type {{ code?: string }} */ (error).code ?? '');
    stderr.write(`error: ${error instanceof Error ? error.message : error}\n${usage ? `\n${HELP}` : ''}`);
    return { exitCode: usage ? 2 : 1 };
  }
}

const invoked = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
// No top-level await: index.js re-exports this module, and Node cannot `require()` (from CommonJS, 20.19+) an ES
// module graph that has one.
if (invoked)
  main(process.argv.slice(2)).then((result) => {
    if (result.stop) {
      const stop = async () => {
        process.stderr.write('stopping the simulator\n');
        try {
          await result.stop?.();
          process.exit(0);
        } catch (error) {
          process.stderr.write(`error: ${error instanceof Error ? error.message : error}\n`);
          process.exit(1);
        }
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    } else process.exitCode = result.exitCode;
  });

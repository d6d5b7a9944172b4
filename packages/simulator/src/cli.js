#!/usr/bin/env node
// @ts-check
// `npm run simulate` / `payments-simulator [--port N] [--seed N]` (and `payments-contract simulate`): the stateful
// simulator on 127.0.0.1 until Ctrl-C. Exit codes: 0 stopped, 1 could not start, 2 bad usage.
import { createPublicKey } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadState, openJournal, saveState } from './durable-file.js';
import { startSimulator } from './server.js';
import { DEFAULT_ACCOUNTS, DEFAULT_CAPACITY } from './simulator.js';

export const HELP = `Usage: payments-simulator [--port 4011] [--seed N] [--state FILE] [--capacity N] [--allowed-host NAME]... [--signing-public-key FILE] | --version | --help

A stateful simulator of the payments service 2.0 on 127.0.0.1: payments move through their lifecycle, idempotency
keys are kept, notifications are sent to the URLs set with PATCH /config, and /__simulator/ controls the clock and
injects faults (see docs/guides/simulator.md). Credentials: AccountId '${Object.keys(DEFAULT_ACCOUNTS)[0]}', ApiKey
'simulator-key'. --seed makes the ids it creates repeatable. --state FILE keeps the state in FILE and FILE.journal:
every write is in the journal, synced to disk, before it is answered, so a crash (kill -9 included) loses nothing
answered and a seeded simulator never makes an id it made before; it starts from them and rewrites FILE when stopped
(Ctrl-C, SIGTERM, SIGHUP, SIGQUIT); without it every start is empty. --capacity N: the records of each kind an
account may hold (default ${DEFAULT_CAPACITY}); past it new ones are refused (503), nothing is dropped. Only requests
naming a loopback host (or an --allowed-host) are answered, and its /__simulator/ controls refuse cross-site
requests. --signing-public-key FILE: the PEM (SPKI) RSA public key the accounts verify \`Signature\` with, the half of
your own signing key pair, instead of the published test key (whose signatures are then refused).
Exit codes: 0 stopped, 1 could not start or could not save the state, 2 bad usage.
`;

export { saveState };

/** @param {string} flag @param {string | undefined} text @param {number} fallback @param {number} max */
function whole(flag, text, fallback, max) {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > max)
    throw Object.assign(new Error(`${flag} must be a whole number from 0 to ${max}`), { usage: true });
  return value;
}

/**
 * The accounts for --signing-public-key FILE: the default ones, each verifying `Signature` (Authentication rule 5)
 * with the key in FILE instead of the published test key. Errors name the flag and file, never the key's text.
 * @param {string} file
 */
function accountsVerifyingWith(file) {
  const flag = `--signing-public-key ${file}`;
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code;
    throw Object.assign(new Error(`${flag}: cannot read the file (${code ?? 'unreadable'})`), { usage: true });
  }
  // a private key would also yield a public one; refuse it, so that no one is led to hand a private key around
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text))
    throw Object.assign(new Error(`${flag}: holds a private key; give its public half (PEM, BEGIN PUBLIC KEY)`), {
      usage: true,
    });
  let key;
  try {
    key = createPublicKey(text);
  } catch {
    key = undefined;
  }
  if (key === undefined || key.asymmetricKeyType !== 'rsa')
    throw Object.assign(
      new Error(`${flag}: not an RSA public key in PEM (BEGIN PUBLIC KEY); \`Signature\` is RSA-SHA256`),
      { usage: true },
    );
  return Object.fromEntries(
    Object.entries(DEFAULT_ACCOUNTS).map(([id, account]) => [id, { ...account, publicKey: key }]),
  );
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
        capacity: { type: 'string' },
        'allowed-host': { type: 'string', multiple: true },
        'signing-public-key': { type: 'string' },
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
    const capacity = whole('--capacity', values.capacity, DEFAULT_CAPACITY, 2 ** 31 - 1);
    if (capacity < 1) throw Object.assign(new Error('--capacity must be at least 1'), { usage: true });
    const keyFile = values['signing-public-key'];
    const accounts = keyFile === undefined ? undefined : accountsVerifyingWith(keyFile);
    const loaded = file === undefined ? undefined : loadState(file);
    const state = loaded?.snapshot;
    if (loaded?.dropped)
      stderr.write(
        `--state ${file}.journal: its last line was cut short by a crash (a write never answered); dropped\n`,
      );
    const log = (/** @type {string} */ message) => void stderr.write(`${message}\n`);
    // The files are rewritten (the loaded state as a new snapshot, an empty journal) only once the port is held,
    // so a start that fails (the port of a simulator already running on this file) leaves them as they are; a write
    // that arrives meanwhile waits for the journal.
    /** @type {(journal: Awaited<ReturnType<typeof openJournal>>) => void} */
    let opened = () => {};
    /** @type {Promise<Awaited<ReturnType<typeof openJournal>>>} */
    const opening = new Promise((resolve) => (opened = resolve));
    const journal =
      file === undefined ? undefined : { append: async (/** @type {string} */ line) => (await opening).append(line) };
    let running;
    try {
      running = await startSimulator({
        port,
        capacity,
        log,
        ...(values['allowed-host'] ? { allowedHosts: values['allowed-host'] } : {}),
        ...(seed === undefined ? {} : { seed }),
        ...(accounts === undefined ? {} : { accounts }),
        ...(state === undefined ? {} : { state }),
        ...(journal === undefined ? {} : { journal }),
      });
    } catch (error) {
      // a state the simulator cannot start from: name the file beside the record and field
      if (file !== undefined && error instanceof TypeError && error.message.startsWith('state:'))
        throw new Error(`--state ${file}: ${error.message.slice('state: '.length)}`);
      throw error;
    }
    const files = loaded && file !== undefined ? await openJournal(file, state, loaded.generation) : undefined;
    if (files) opened(files);
    stderr.write(
      `payments simulator listening on ${running.url} (AccountId simulator-account, ApiKey simulator-key)${keyFile === undefined ? '' : `, Signature verified with ${keyFile}`}${state ? `, state loaded from ${file}` : ''}\n`,
    );
    const stop = async () => {
      await running.stop();
      if (files) {
        try {
          await running.simulator.persist();
          await files.compact(running.simulator.exportState());
          await files.close();
        } catch (error) {
          throw new Error(
            `the state was not saved to ${file} (${error instanceof Error ? error.message : error}); its journal keeps every write answered`,
          );
        }
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
      // every signal that asks a process to end stops it cleanly, the state saved (SIGKILL cannot be caught: the
      // journal has every answered write)
      for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT']) process.once(signal, stop);
    } else process.exitCode = result.exitCode;
  });

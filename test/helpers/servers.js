// @ts-check
// What the database-server helpers share: a free loopback port, a temporary data folder, a child process stopped
// and its folder removed at the end, and the rule for an absent binary (skipped with the reason outside CI; a
// failure in CI, whose .ci/run installs it).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port free on 127.0.0.1 now (the OS's pick). @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** @param {string} name */
export const temporaryFolder = (name) => mkdtemp(join(tmpdir(), `payments-${name}-`));

/**
 * Whether a test of a server may run: the reason it is skipped when `binary` is absent outside CI; throws in CI.
 * @param {string | undefined} binary @param {string} what @param {string} install
 * @returns {string | undefined} the reason to skip, or undefined when present
 */
export function skipReason(binary, what, install) {
  if (binary) return undefined;
  const reason = `${what} is not installed (${install}; .ci/run installs it)`;
  if (process.env.CI) throw new Error(reason);
  return reason;
}

/**
 * Starts a server process, its output kept for the error when it does not come up.
 * @param {string} command @param {string[]} args @param {{ uid?: number, gid?: number, cwd?: string }} [as]
 */
export function startProcess(command, args, as = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...as });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  child.stderr?.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  return { child, exited, output: () => output };
}

/**
 * Polls `ready` until it resolves true, the process exits (an error with its output) or `limitMs` passes.
 * @param {() => Promise<boolean>} ready @param {ReturnType<typeof startProcess>} started @param {string} what
 * @param {number} limitMs
 */
export async function waitUntilReady(ready, started, what, limitMs) {
  let exited = false;
  started.exited.then(() => {
    exited = true;
  });
  const until = Date.now() + limitMs;
  for (;;) {
    if (exited) throw new Error(`${what} exited before it was ready:\n${started.output()}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what} was not ready after ${limitMs} ms:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Stops a started process (`signal`, then SIGKILL after 10 s) and removes its folder.
 * @param {ReturnType<typeof startProcess>} started @param {string} folder @param {NodeJS.Signals} [signal]
 */
export async function stopProcess(started, folder, signal = 'SIGTERM') {
  if (started.child.exitCode === null && started.child.signalCode === null) {
    started.child.kill(signal);
    const timer = setTimeout(() => started.child.kill('SIGKILL'), 10_000);
    await started.exited;
    clearTimeout(timer);
  }
  await rm(folder, { recursive: true, force: true });
}

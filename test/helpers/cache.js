// @ts-check
// Where the tests keep what they download, outside node_modules so that `npm ci` (which deletes node_modules) does
// not throw it away and a second run on the same machine downloads nothing again: PAYMENTS_CONTRACT_CACHE when set,
// otherwise `payments-contract` in the user's cache folder ($XDG_CACHE_HOME, or ~/.cache). It holds the runtimes of
// the matrix (runtimes/) and the local registry's copies of third-party packages (registry/).
import { homedir } from 'node:os';
import { join } from 'node:path';

/** @param {NodeJS.ProcessEnv} env @param {string} home */
export function cacheFolder(env, home) {
  if (env.PAYMENTS_CONTRACT_CACHE) return env.PAYMENTS_CONTRACT_CACHE;
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'payments-contract');
}

export const CACHE = cacheFolder(process.env, homedir());

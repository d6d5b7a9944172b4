// @ts-check
// One corpus document through a peer, as the issue measured ours beside them: @hey-api/openapi-ts (its client, `-s`
// for no formatter) and openapi-typescript alone, each from a fresh folder (openapi-typescript's CLI would otherwise
// read this repository's redocly.yaml), then strict tsc over what it wrote. The same outcomes as run.js: `compiled`,
// `not-compiled` or `refused` (the tool failed).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { strictTsc } from '../../helpers/strict-tsc.js';
import { bytesUnder } from './run.js';

const require = createRequire(import.meta.url);
const bin = (/** @type {string} */ name, /** @type {string} */ path) =>
  join(dirname(require.resolve(`${name}/package.json`)), path);

/** @type {Record<string, (spec: string, out: string) => string[]>} peer → its command's arguments */
export const PEERS = {
  '@hey-api/openapi-ts': (spec, out) => [bin('@hey-api/openapi-ts', 'bin/run.js'), '-i', spec, '-o', out, '-s'],
  'openapi-typescript': (spec, out) => [bin('openapi-typescript', 'bin/cli.js'), spec, '-o', join(out, 'schema.ts')],
};

const cache = new URL('../../../node_modules/.cache/', import.meta.url).pathname;

/**
 * @param {{ file: string }} document @param {keyof typeof PEERS} peer
 * @returns {Promise<import('./run.js').Outcome>}
 */
export async function runPeer({ file }, peer) {
  await mkdir(cache, { recursive: true });
  const folder = await mkdtemp(join(cache, 'pc-corpus-peer-'));
  try {
    const out = join(folder, 'gen');
    await mkdir(out, { recursive: true });
    const args = /** @type {(spec: string, out: string) => string[]} */ (PEERS[peer])(resolve(file), out);
    const started = performance.now();
    try {
      await promisify(execFile)(process.execPath, ['--max-old-space-size=6144', ...args], {
        cwd: folder,
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      const { stderr = '', stdout = '' } = /** @type {{ stderr?: string, stdout?: string }} */ (error);
      const text = `${stderr}\n${stdout}`.trim();
      const line = text.split('\n').find((l) => /error|✘/i.test(l)) ?? text.split('\n')[0] ?? '';
      return { outcome: 'refused', detail: line.slice(0, 300) };
    }
    const seconds = (performance.now() - started) / 1000;
    const bytes = await bytesUnder(out);
    const complaints = await strictTsc(out);
    if (complaints === '') return { outcome: 'compiled', detail: '', bytes, seconds };
    const lines = complaints.trim().split('\n');
    return {
      outcome: 'not-compiled',
      detail: `${lines.length} tsc line(s), first: ${lines[0]?.slice(0, 300)}`,
      bytes,
      seconds,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

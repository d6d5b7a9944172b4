// @ts-check
// One corpus document through the path a user runs: `payments-contract generate --out <tmp> --spec <file>`, then
// strict tsc over what it wrote. The outcome is `compiled`, `partial` (written and compiled, but the command left out
// validators it could not build, each named by pointer: exit 3), `not-compiled` (generated, tsc complains) or
// `refused` (the command failed; with the JSON pointer its message names, when it names one).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { strictTsc } from '../../helpers/strict-tsc.js';

const cli = new URL('../../../generators/cli.js', import.meta.url).pathname;
// Inside this repository's node_modules, so that the generated validators find @payments-contract/validator-runtime.
const cache = new URL('../../../node_modules/.cache/', import.meta.url).pathname;

/**
 * @typedef {{ outcome: 'compiled' | 'partial' | 'not-compiled' | 'refused', detail: string, pointer?: string,
 *   bytes?: number, seconds?: number }} Outcome bytes and seconds: what the generator wrote, in how long (wall time)
 */

/** The bytes of the files under a folder. @param {string} folder */
export async function bytesUnder(folder) {
  let bytes = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) bytes += (await stat(join(entry.parentPath, entry.name))).size;
  return bytes;
}

/** The CLI as a user runs it; its exit code and stderr whatever the code. @param {string[]} args */
async function runCli(...args) {
  try {
    const { stderr } = await promisify(execFile)(process.execPath, [cli, ...args], { maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stderr };
  } catch (error) {
    const failed = /** @type {{ code: number, stderr: string }} */ (error);
    return { code: failed.code, stderr: failed.stderr };
  }
}

/** The first error line of the command, and the JSON pointer it names (`file#/pointer: …`). @param {string} stderr */
function refusal(stderr) {
  const line = stderr.split('\n').find((l) => l.startsWith('error:')) ?? stderr.trim().split('\n')[0] ?? '';
  const pointer = /\.(?:json|ya?ml)#(\/[^:\s]*):/.exec(line)?.[1];
  return { detail: line.slice(0, 400), ...(pointer === undefined ? {} : { pointer }) };
}

/**
 * @param {{ id: string, file: string }} document
 * @param {{ compile?: boolean }} [options] compile: false stops after generating (for a bench that counts only)
 * @returns {Promise<Outcome>}
 */
export async function runDocument({ file }, { compile = true } = {}) {
  await mkdir(cache, { recursive: true });
  const folder = await mkdtemp(join(cache, 'pc-corpus-'));
  try {
    const out = join(folder, 'gen');
    const started = performance.now();
    const { code, stderr } = await runCli('generate', '--out', out, '--spec', file);
    const seconds = (performance.now() - started) / 1000;
    if (code !== 0 && code !== 3) return { outcome: 'refused', ...refusal(stderr) };
    const bytes = await bytesUnder(out);
    // Exit 3: everything written, but validators left out (named on stderr by pointer).
    const leftOut = stderr.split('\n').filter((line) => line.startsWith('no validator for '));
    const outcome = code === 3 ? 'partial' : 'compiled';
    const detail = code === 3 ? `${leftOut.length} validator(s) left out, first: ${leftOut[0]?.slice(0, 300)}` : '';
    if (!compile) return { outcome, detail: detail || 'generated (not compiled)', bytes, seconds };
    const complaints = await strictTsc(out);
    if (complaints === '') return { outcome, detail, bytes, seconds };
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

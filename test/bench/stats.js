// @ts-check
// What every benchmark reports: a figure's median, min and max over several runs, and ratios against peers.
import { Bench } from 'tinybench';

/** @typedef {{ label: string, median: number, min: number, max: number, runs: number }} Measure */

/** @param {string} label @param {number[]} values @returns {Measure} */
export function summarise(label, values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { label, median, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0, runs: sorted.length };
}

/**
 * Operations per second of each candidate, `rounds` times, candidates interleaved within each round so that a
 * slower moment of the machine falls on all of them alike.
 * @param {Record<string, () => unknown>} candidates @param {{ rounds?: number, time?: number }} [options]
 * @returns {Promise<Record<string, Measure>>}
 */
export async function throughput(candidates, { rounds = 5, time = 300 } = {}) {
  /** @type {Record<string, number[]>} */
  const samples = Object.fromEntries(Object.keys(candidates).map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    const bench = new Bench({ time, warmupTime: 50 });
    for (const [name, fn] of Object.entries(candidates)) bench.add(name, fn);
    await bench.run();
    for (const task of bench.tasks) samples[task.name]?.push(/** @type {any} */ (task.result).throughput?.mean ?? 0);
  }
  return Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, summarise(name, values)]));
}

/**
 * Wall time in ms of each candidate (an async function), `rounds` times, interleaved.
 * @param {Record<string, () => Promise<unknown>>} candidates @param {number} [rounds]
 * @returns {Promise<Record<string, Measure>>}
 */
export async function wallTime(candidates, rounds = 3) {
  /** @type {Record<string, number[]>} */
  const samples = Object.fromEntries(Object.keys(candidates).map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, fn] of Object.entries(candidates)) {
      const started = performance.now();
      await fn();
      samples[name]?.push(performance.now() - started);
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, summarise(name, values)]));
}

/** @param {Record<string, Measure>} measures @param {string} name @returns {Measure} */
export function pick(measures, name) {
  const found = measures[name];
  if (!found) throw new Error(`no measure named ${name}`);
  return found;
}

/**
 * A row of the results table: ours beside each peer, the ratio ours/peer, and the target when there is one.
 * @param {{ figure: string, unit: string, ours: Measure, peers: Measure[], target?: { peer?: string, test: (ratio: number, ours: number) => boolean, text: string } }} row
 */
export function row({ figure, unit, ours, peers, target }) {
  const ratios = Object.fromEntries(
    peers.map((peer) => [peer.label, peer.median ? ours.median / peer.median : Number.NaN]),
  );
  const targetRatio = target?.peer ? ratios[target.peer] : undefined;
  const met = target ? target.test(targetRatio ?? Number.NaN, ours.median) : undefined;
  return { figure, unit, ours, peers, ratios, ...(target ? { target: target.text, met } : {}) };
}

#!/usr/bin/env node
// @ts-check
// `npm run bench [generation|validators|client|mock|simulator|simulator-browser|sizes|docs|docs-tryit|corpus|deliveries|directory|scorecard …]`: measures each figure on this machine,
// ours beside its peers in the same run (median of several runs, with min and max), prints the table of ratios, and writes
// test/bench/results.json. Never part of `npm test`: speed is measured here, not asserted by timed tests.
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { measureBehaviour } from './behaviour.js';
import { measureClient } from './client.js';
import { measureCorpus } from './corpus.js';
import { measureDeliveries } from './deliveries.js';
import { measureDirectory } from './directory.js';
import { measureDocs } from './docs.js';
import { measureDocsTryIt } from './docs-tryit.js';
import { measureGeneration } from './generation.js';
import { measureMock } from './mock.js';
import { measureScorecard } from './scorecard.js';
import { measureSimulator } from './simulator.js';
import { measureSimulatorBrowser } from './simulator-browser.js';
import { measureSizes } from './sizes.js';
import { measureSoak } from './soak.js';
import { measureValidators } from './validators.js';

const SECTIONS = {
  generation: measureGeneration,
  validators: measureValidators,
  client: measureClient,
  mock: measureMock,
  simulator: measureSimulator,
  'simulator-browser': measureSimulatorBrowser,
  soak: measureSoak,
  behaviour: measureBehaviour,
  sizes: measureSizes,
  docs: measureDocs,
  corpus: measureCorpus,
  deliveries: measureDeliveries,
  directory: measureDirectory,
  scorecard: measureScorecard,
  'docs-tryit': measureDocsTryIt,
};
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SECTIONS);

const format = (/** @type {number} */ value, /** @type {string} */ unit) =>
  unit === 'bytes'
    ? `${(value / 1024).toFixed(2)} kB`
    : unit === 'ms'
      ? `${value.toFixed(0)} ms`
      : unit === 'ratio'
        ? `${value.toFixed(2)}×`
        : `${Math.round(value).toLocaleString('en')}`;

/** @type {any[]} */
const rows = [];
for (const name of chosen) {
  const measure = SECTIONS[/** @type {keyof typeof SECTIONS} */ (name)];
  if (!measure) {
    process.stderr.write(`error: unknown section '${name}' (${Object.keys(SECTIONS).join(', ')})\n`);
    process.exit(2);
  }
  process.stderr.write(`measuring ${name}…\n`);
  rows.push(...(await measure()).map((r) => ({ ...r, section: name })));
}
// A run of some sections keeps the other sections' last figures (each row says its section and the file its date).
try {
  const previous = JSON.parse(await readFile(new URL('./results.json', import.meta.url), 'utf8'));
  const fresh = new Set(rows.map((r) => r.figure));
  const kept = previous.rows.filter((/** @type {any} */ r) => !chosen.includes(r.section) && !fresh.has(r.figure));
  rows.unshift(...kept);
} catch {
  // no earlier results
}

const machine = {
  cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
  memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
  node: process.version,
  date: new Date().toISOString(),
};
const lines = [
  `Machine: ${machine.cpus}, ${machine.memory}, Node ${machine.node}, ${machine.date}`,
  '',
  '| Figure | Ours (median [min–max]) | Peers (median, ratio ours/peer) | Target | Met |',
  '|---|---|---|---|---|',
  ...rows.map((r) => {
    const ours = `${format(r.ours.median, r.unit)} [${format(r.ours.min, r.unit)}–${format(r.ours.max, r.unit)}]`;
    const peers = r.peers
      .map((/** @type {any} */ p) => `${p.label}: ${format(p.median, r.unit)} (${r.ratios[p.label].toFixed(2)}×)`)
      .join('; ');
    return `| ${r.figure} | ${ours} | ${peers || '—'} | ${r.target ?? '—'} | ${r.met === undefined ? '—' : r.met ? 'yes' : 'no'} |`;
  }),
];
process.stdout.write(`${lines.join('\n')}\n`);
await writeFile(new URL('./results.json', import.meta.url), `${JSON.stringify({ machine, rows }, null, 2)}\n`);
await writeFile(new URL('./results.md', import.meta.url), `${lines.join('\n')}\n`);

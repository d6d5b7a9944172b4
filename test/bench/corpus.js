// @ts-check
// The corpus (test/generators/corpus/): every public document through `payments-contract generate --out` and strict
// tsc, once each, counted: generated, compiled, refused naming a pointer or not, and how many verdicts match the
// table (verdicts.js). Each document's outcome goes to stderr as it comes. Counts, not times: one run is the figure.
import { corpusDocuments } from '../generators/corpus/documents.js';
import { runDocument } from '../generators/corpus/run.js';
import { judge } from '../generators/corpus/verdicts.js';
import { row, summarise } from './stats.js';

/** @param {string} label @param {number} count */
const counted = (label, count) => summarise(label, [count]);

export async function measureCorpus() {
  const documents = await corpusDocuments();
  /** @type {{ outcome: string, pointer?: string, ok: boolean }[]} */
  const results = [];
  for (const document of documents) {
    const started = performance.now();
    const measured = await runDocument(document);
    const verdict = judge(document.id, measured);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stderr.write(
      `  ${verdict.ok ? 'as expected' : 'UNEXPECTED '} ${document.id} (${seconds} s): ${measured.outcome}` +
        `${verdict.ok && measured.outcome === 'compiled' ? '' : ` — expected ${verdict.expected}; ${verdict.says}`}\n`,
    );
    results.push({ ...measured, ok: verdict.ok });
  }
  const count = (/** @type {(r: (typeof results)[number]) => boolean} */ test) => results.filter(test).length;
  const all = documents.length;
  const compiled = count((r) => r.outcome === 'compiled');
  return [
    row({ figure: 'Corpus: documents', unit: 'count', ours: counted('documents', all), peers: [] }),
    row({
      figure: 'Corpus: generated (exit 0)',
      unit: 'count',
      ours: counted(
        'generated',
        count((r) => r.outcome !== 'refused'),
      ),
      peers: [],
    }),
    row({
      figure: 'Corpus: generated and compiled under strict tsc',
      unit: 'count',
      ours: counted('compiled', compiled),
      peers: [],
      target: { text: `every valid document (${all} less the truly invalid)`, test: (_r, ours) => ours === all },
    }),
    row({
      figure: 'Corpus: refused naming a pointer',
      unit: 'count',
      ours: counted(
        'refused with pointer',
        count((r) => r.outcome === 'refused' && r.pointer !== undefined),
      ),
      peers: [],
    }),
    row({
      figure: 'Corpus: refused without a pointer',
      unit: 'count',
      ours: counted(
        'refused without pointer',
        count((r) => r.outcome === 'refused' && r.pointer === undefined),
      ),
      peers: [],
      target: { text: 'none', test: (_r, ours) => ours === 0 },
    }),
    row({
      figure: 'Corpus: verdicts as the table expects (known failures included)',
      unit: 'count',
      ours: counted(
        'as expected',
        count((r) => r.ok),
      ),
      peers: [],
      target: { text: `all ${all}`, test: (_r, ours) => ours === all },
    }),
  ];
}

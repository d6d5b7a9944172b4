// `npm run prove [rule-id…] [--concurrency N]`: proves each checked rule's sabotage (all of them, or the ids named)
// in scratch copies of the repository, never in the working tree, and writes the verdicts to the committed report
// (test/behaviour/proof.json) and the score per section to docs/maintainers/mutation-testing.md.
// `--summary` only rewrites the counts and the score from the report as it is (after a merge, say).
// `--outside [mutant-id…]` runs the outside mutants instead (outside-cli.ts), `--outside --summary` only rewrites their
// table. `--sample` proves the few rules npm test samples (sample.ts), writing nothing. Exit codes: 0 every rule run was proved, 1 one survived or is broken, 2 bad usage.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CACHE } from '../../helpers/cache.js';
import { coverage } from '../rules/coverage.js';
import { ROOT, readFromRoot, testFiles, workflowFiles } from '../rules/files.js';
import { readChoices, readRules } from '../rules/read.js';
import { type Selection, selectChecks } from './checks.js';
import { outsideMain } from './outside-cli.js';
import { stopAll } from './processes.js';
import { type Context, type ProofTask, prove, runChecks } from './prove.js';
import { builtPackages, packageNames } from './rebuild.js';
import { type Entry, parseReport, scoreTable, serialise, updated, withScore } from './report-file.js';
import { hasEdits, sabotageProblems } from './sabotage.js';
import { pickSample } from './sample.js';
import { createScratch, removeScratch } from './scratch.js';

const REPORT = 'test/behaviour/proof.json';
const SAMPLE_SIZE = 2;
const SCORE_DOC = 'docs/maintainers/mutation-testing.md';
const USAGE =
  'usage: npm run prove -- [rule-id…] [--concurrency N] [--no-baseline] | --summary | --sample | --outside [mutant-id…] [--summary]';

function writeAtomically(path: string, text: string) {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        concurrency: { type: 'string', default: '1' },
        summary: { type: 'boolean', default: false },
        'no-baseline': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
        outside: { type: 'boolean', default: false },
        sample: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : error}\n${USAGE}\n`);
    process.exit(2);
  }
})();
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const concurrency = Number(values.concurrency);
if (!Number.isInteger(concurrency) || concurrency < 1) {
  process.stderr.write(`--concurrency must be a whole number from 1, not ${values.concurrency}\n${USAGE}\n`);
  process.exit(2);
}

if (values.outside) process.exit(await outsideMain(positionals, values.summary));

const rules = readRules(join(ROOT, 'packages/behaviour/rules/catalogue.yaml'));
const shape = rules.flatMap((rule) => sabotageProblems(rule.id, rule.sabotage));
if (shape.length) {
  process.stderr.write(`the catalogue's sabotages are malformed:\n  ${shape.join('\n  ')}\n`);
  process.exit(2);
}
function writeReport(fresh: Record<string, Entry>) {
  // the report as it is now, not as it was at the start: another run may have written entries meanwhile
  const report = updated(rules, parseReport(readFromRoot(REPORT)).rules, fresh);
  writeAtomically(join(ROOT, REPORT), serialise(report));
  const doc = join(ROOT, SCORE_DOC);
  if (existsSync(doc)) writeAtomically(doc, withScore(readFileSync(doc, 'utf8'), scoreTable(report.sections)));
  return report;
}

if (values.summary) {
  const report = writeReport({});
  process.stdout.write(`${scoreTable(report.sections)}\n`);
  process.exit(0);
}

const unknown = positionals.filter((id) => !rules.some((rule) => rule.id === id));
if (unknown.length) {
  process.stderr.write(`no such rule in the catalogue: ${unknown.join(', ')}\n${USAGE}\n`);
  process.exit(2);
}
const { proofs } = coverage({
  rules,
  choices: readChoices(join(ROOT, 'test/behaviour/rules/simulator-choices.yaml')),
  testFiles: testFiles(),
  workflowFiles: workflowFiles(),
  read: readFromRoot,
});
// --sample (npm test): a few cheap rules, judged without a baseline (npm test has just run their checks, passing) and
// without writing the report
const sampled = values.sample ? pickSample(rules, (id) => proofs.get(id) ?? [], SAMPLE_SIZE).map((r) => r.id) : [];
const chosen = rules.filter(
  (rule) =>
    rule.kind === 'checked' &&
    (values.sample ? sampled.includes(rule.id) : positionals.length === 0 || positionals.includes(rule.id)),
);
for (const rule of chosen.filter((r) => !hasEdits(r.sabotage)))
  if (positionals.length) process.stdout.write(`${rule.id}: unproved (${rule.sabotage?.unproved ?? 'no sabotage'})\n`);
const tasks: ProofTask[] = chosen.flatMap((rule) =>
  hasEdits(rule.sabotage)
    ? [{ id: rule.id, edits: rule.sabotage.edits, selection: selectChecks(proofs.get(rule.id) ?? [], readFromRoot) }]
    : [],
);

const copies = Array.from({ length: Math.min(concurrency, Math.max(tasks.length, 1)) }, (_, i) =>
  join(CACHE, 'prove', `copy-${process.pid}-${i}`),
);
const cleanUp = () => {
  stopAll();
  for (const copy of copies) removeScratch(copy);
};
// Ctrl-C ends the children by their ids and removes the copies; the working tree was never touched
process.on('SIGINT', () => {
  cleanUp();
  process.stderr.write('interrupted: nothing written, the scratch copies removed\n');
  process.exit(130);
});

const started = Date.now();
const fresh: Record<string, Entry> = {};
try {
  mkdirSync(join(CACHE, 'prove'), { recursive: true });
  for (const copy of copies) createScratch(ROOT, copy);
  const built = builtPackages(readFromRoot, packageNames(ROOT));
  // what fails with no sabotage at all proves nothing: one run of every check involved, in the first copy
  const baseline = new Set<string>();
  if (!values['no-baseline'] && !values.sample && tasks.length) {
    const all: Selection = {
      tests: tasks.flatMap((t) => t.selection.tests).filter((t, i, a) => a.findIndex((u) => u.name === t.name) === i),
      steps: tasks.flatMap((t) => t.selection.steps).filter((s, i, a) => a.findIndex((u) => u.name === s.name) === i),
    };
    for (const outcome of await runChecks(copies[0] as string, all))
      if (outcome.outcome === 'failed') baseline.add(outcome.name);
    if (baseline.size)
      process.stdout.write(`failing without any sabotage (ignored as proof): ${[...baseline].join('; ')}\n`);
  }
  const queue = [...tasks];
  await Promise.all(
    copies.map(async (copy) => {
      const context: Context = { root: ROOT, copy, built, baseline, read: readFromRoot };
      for (let task = queue.shift(); task; task = queue.shift()) {
        const entry = await prove(task, context);
        fresh[task.id] = entry;
        const detail = entry.verdict === 'proved' ? entry.failed.join('; ') : (entry.reason ?? 'every check passed');
        process.stdout.write(`${task.id}: ${entry.verdict} (${detail})\n`);
      }
    }),
  );
} finally {
  cleanUp();
}
const verdicts = Object.values(fresh);
if (values.sample) {
  process.stdout.write(`the sample of ${tasks.length} rules took ${Math.round((Date.now() - started) / 1000)} s\n`);
  process.exit(verdicts.every((e) => e.verdict === 'proved') && verdicts.length === tasks.length ? 0 : 1);
}
const report = writeReport(fresh);
const count = (v: string) => verdicts.filter((e) => e.verdict === v).length;
process.stdout.write(
  `\n${tasks.length} rules in ${Math.round((Date.now() - started) / 1000)} s: ${count('proved')} proved, ` +
    `${count('survived')} survived, ${count('broken')} broken\n\n${scoreTable(report.sections)}\n`,
);
process.exit(count('survived') + count('broken') ? 1 : 0);

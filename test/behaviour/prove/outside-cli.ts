// `npm run prove -- --outside [mutant-id…]`: runs the outside mutants (all, or the ids named) one after another in a
// scratch copy (never the working tree), writes each verdict to the committed report as soon as it is known (so a
// long run stopped half-way keeps what it found) and the kill rate per section to the score document.
// Exit codes: 0 every mutant run was killed, 1 one survived or is broken, 2 bad usage.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE } from '../../helpers/cache.js';
import { ROOT, readFromRoot, testFiles, workflowFiles } from '../rules/files.js';
import { workflowSteps } from '../rules/workflows.js';
import {
  mutantProblems,
  type OutsideEntry,
  outsideCounts,
  outsideTable,
  parseOutside,
  readMutants,
  serialiseOutside,
  updatedOutside,
  withOutsideTable,
} from './outside.js';
import { type Baselines, type OutsideContext, runOutsideMutant } from './outside-run.js';
import { stopAll } from './processes.js';
import { builtPackages, packageNames } from './rebuild.js';
import { createScratch, removeScratch } from './scratch.js';

export const MUTANTS = 'test/behaviour/outside-mutants.yaml';
export const OUTSIDE_REPORT = 'test/behaviour/outside-report.json';
const SCORE_DOC = 'docs/maintainers/mutation-testing.md';

function writeAtomically(path: string, text: string) {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

export async function outsideMain(ids: readonly string[], summaryOnly: boolean): Promise<number> {
  const mutants = readMutants(join(ROOT, MUTANTS));
  const problems = mutantProblems(mutants);
  if (problems.length) {
    process.stderr.write(`${MUTANTS} is malformed:\n  ${problems.join('\n  ')}\n`);
    return 2;
  }
  const unknown = ids.filter((id) => !mutants.some((m) => m.id === id));
  if (unknown.length) {
    process.stderr.write(`no such outside mutant: ${unknown.join(', ')}\n`);
    return 2;
  }
  const write = (fresh: Record<string, OutsideEntry>) => {
    // the report as it is now, not as it was at the start: another run may have written entries meanwhile
    const report = updatedOutside(mutants, parseOutside(readFromRoot(OUTSIDE_REPORT)).mutants, fresh);
    writeAtomically(join(ROOT, OUTSIDE_REPORT), serialiseOutside(report));
    const table = outsideTable(outsideCounts(mutants, report));
    writeAtomically(join(ROOT, SCORE_DOC), withOutsideTable(readFileSync(join(ROOT, SCORE_DOC), 'utf8'), table));
    return table;
  };
  if (summaryOnly) {
    process.stdout.write(`${write({})}\n`);
    return 0;
  }
  const chosen = mutants.filter((m) => ids.length === 0 || ids.includes(m.id));
  const tests = testFiles();
  const copy = join(CACHE, 'prove', `outside-${process.pid}`);
  // the tree as it was when the run began: each mutant starts from it, whatever is edited in the working tree meanwhile
  const base = join(CACHE, 'prove', `outside-base-${process.pid}`);
  const context: OutsideContext = {
    root: base,
    copy,
    built: builtPackages(readFromRoot, packageNames(ROOT)),
    read: (file) =>
      existsSync(join(base, file)) && !file.includes('..') ? readFileSync(join(base, file), 'utf8') : undefined,
    tests: {
      unit: tests.filter((f) => f.endsWith('.test.ts') && !/\.(integration|e2e)\.test\.ts$/.test(f)),
      integration: tests.filter((f) => f.endsWith('.integration.test.ts')),
    },
    workflows: [
      ...new Set(
        workflowFiles().flatMap((file) => workflowSteps(file, readFromRoot(file) ?? '').map((s) => s.workflowId)),
      ),
    ],
  };
  process.on('SIGINT', () => {
    stopAll();
    removeScratch(copy);
    removeScratch(base);
    process.stderr.write('interrupted: the verdicts found so far are written; the scratch copy removed\n');
    process.exit(130);
  });
  const baselines: Baselines = new Map();
  const fresh: Record<string, OutsideEntry> = {};
  const started = Date.now();
  try {
    mkdirSync(join(CACHE, 'prove'), { recursive: true });
    createScratch(ROOT, base);
    createScratch(base, copy);
    for (const [i, mutant] of chosen.entries()) {
      const began = Date.now();
      const entry = await runOutsideMutant(mutant, context, baselines);
      fresh[mutant.id] = entry;
      write(fresh);
      const detail =
        entry.verdict === 'killed' ? `${entry.tier}: ${entry.by.join('; ')}` : (entry.reason ?? 'every check passed');
      process.stdout.write(
        `[${i + 1}/${chosen.length}] ${mutant.id}: ${entry.verdict} in ${Math.round((Date.now() - began) / 1000)} s (${detail})\n`,
      );
    }
  } finally {
    stopAll();
    removeScratch(copy);
    removeScratch(base);
  }
  const verdicts = Object.values(fresh);
  const count = (v: string) => verdicts.filter((e) => e.verdict === v).length;
  process.stdout.write(
    `\n${chosen.length} outside mutants in ${Math.round((Date.now() - started) / 1000)} s: ${count('killed')} killed, ` +
      `${count('survived')} survived, ${count('broken')} broken\n\n${write({})}\n`,
  );
  return count('survived') + count('broken') ? 1 : 0;
}

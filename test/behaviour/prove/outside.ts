// The outside mutants (issue 31: "a fresh outside set of hand-made mutants is killed at ≥ 98%"): edits an outside
// reviewer who read the interface document wrote to break one rule a user depends on each, kept as data in
// test/behaviour/outside-mutants.yaml in the sabotage format (file/find/replace) with the sentence each breaks.
// Unlike a rule's sabotage, which only that rule's own checks may catch, an outside mutant is run against every check
// that could notice it (outside-run.ts); this module reads the data and keeps the committed report.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { type Edit, fingerprint, sabotageProblems } from './sabotage.js';

export interface OutsideMutant {
  id: string;
  /** The interface's heading the sentence sits under (the catalogue's section names). */
  section: string;
  /** The interface sentence the mutant breaks, quoted. */
  sentence: string;
  /** What the mutated stand-in does wrong. */
  why: string;
  edits: Edit[];
}

/** Which checks killed it: the first tier that saw a failure, and the failed checks (at most five named). */
export type OutsideVerdict = 'killed' | 'survived' | 'broken';
export interface OutsideEntry {
  verdict: OutsideVerdict;
  fingerprint: string;
  /** unit (vitest), workflows (Arazzo) or integration (vitest): where it was first seen failing. */
  tier?: string;
  by: string[];
  reason?: string;
}

/** Problems with the mutant file, each naming the mutant; empty when it is sound. */
export function mutantProblems(mutants: readonly OutsideMutant[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [i, m] of mutants.entries()) {
    const id = typeof m?.id === 'string' && m.id ? m.id : `mutants[${i}]`;
    if (!/^outside\.[a-z0-9-]+$/.test(String(m?.id))) problems.push(`${id}: id must be outside.<kebab-name>`);
    if (seen.has(id)) problems.push(`${id}: the id is used twice`);
    seen.add(id);
    for (const field of ['section', 'sentence'] as const)
      if (typeof m?.[field] !== 'string' || !m[field].trim()) problems.push(`${id}: ${field} is missing`);
    problems.push(...sabotageProblems(id, { why: m?.why, edits: m?.edits }));
  }
  return problems;
}

export function readMutants(path: string | URL): OutsideMutant[] {
  const data = parse(readFileSync(path, 'utf8')) as { mutants?: OutsideMutant[] };
  return data?.mutants ?? [];
}

export const mutantFingerprint = (mutant: OutsideMutant) => fingerprint({ edits: mutant.edits });

export interface OutsideReport {
  mutants: Record<string, OutsideEntry>;
}

/** Where a mutant stands: its entry's verdict, or stale when the report has none for these very edits. */
export function outsideStatus(mutant: OutsideMutant, entry: OutsideEntry | undefined): OutsideVerdict | 'stale' {
  return entry && entry.fingerprint === mutantFingerprint(mutant) ? entry.verdict : 'stale';
}

export interface OutsideCount {
  section: string;
  mutants: number;
  killed: number;
  survived: number;
  broken: number;
  stale: number;
}

/** Counts per section, in the order the mutant file first names each section. */
export function outsideCounts(mutants: readonly OutsideMutant[], report: OutsideReport): OutsideCount[] {
  const counts = new Map<string, OutsideCount>();
  for (const mutant of mutants) {
    const count = counts.get(mutant.section) ?? {
      section: mutant.section,
      mutants: 0,
      killed: 0,
      survived: 0,
      broken: 0,
      stale: 0,
    };
    count.mutants++;
    count[outsideStatus(mutant, report.mutants[mutant.id])]++;
    counts.set(mutant.section, count);
  }
  return [...counts.values()];
}

const rate = (killed: number, of: number) => (of ? `${((100 * killed) / of).toFixed(1)} %` : '–');

/** The kill rate per section as a Markdown table, with the totals (broken and stale mutants count as not killed). */
export function outsideTable(counts: readonly OutsideCount[]): string {
  const total: OutsideCount = { section: '**all sections**', mutants: 0, killed: 0, survived: 0, broken: 0, stale: 0 };
  for (const c of counts)
    for (const key of ['mutants', 'killed', 'survived', 'broken', 'stale'] as const) total[key] += c[key];
  const row = (c: OutsideCount) =>
    `| ${c.section} | ${c.mutants} | ${c.killed} | ${c.survived} | ${c.broken} | ${c.stale} | ${rate(c.killed, c.mutants)} |`;
  return [
    '| Section | Mutants | Killed | Survived | Broken | Stale | Kill rate |',
    '|---|---|---|---|---|---|---|',
    ...counts.map(row),
    row(total),
  ].join('\n');
}

/** The report after a run: fresh entries over the old, entries of mutants no longer in the file dropped. */
export function updatedOutside(
  mutants: readonly OutsideMutant[],
  old: Record<string, OutsideEntry>,
  fresh: Record<string, OutsideEntry>,
): OutsideReport {
  const entries: Record<string, OutsideEntry> = {};
  for (const id of mutants.map((m) => m.id).sort()) {
    const entry = fresh[id] ?? old[id];
    if (entry) entries[id] = entry;
  }
  return { mutants: entries };
}

/** Deterministic text: mutants by id, one per line, no dates or scratch paths. */
export function serialiseOutside(report: OutsideReport): string {
  const lines = Object.keys(report.mutants)
    .sort()
    .map((id) => {
      const e = report.mutants[id] as OutsideEntry;
      const entry = {
        verdict: e.verdict,
        fingerprint: e.fingerprint,
        ...(e.tier ? { tier: e.tier } : {}),
        by: [...e.by].sort(),
        ...(e.reason ? { reason: e.reason } : {}),
      };
      return `    ${JSON.stringify(id)}: ${JSON.stringify(entry)}`;
    });
  return `{\n  "mutants": {\n${lines.join(',\n')}\n  }\n}\n`;
}

export function parseOutside(text: string | undefined): OutsideReport {
  if (!text) return { mutants: {} };
  return { mutants: (JSON.parse(text) as Partial<OutsideReport>).mutants ?? {} };
}

const BEGIN = '<!-- outside:begin (generated by npm run prove -- --outside; do not edit) -->';
const END = '<!-- outside:end -->';

/** The document with its generated outside table replaced (the markers must exist: the prose around it is hand-written). */
export function withOutsideTable(document: string, table: string): string {
  const start = document.indexOf(BEGIN);
  const end = document.indexOf(END);
  if (start === -1 || end < start) throw new Error(`the score document has no ${BEGIN} … ${END} block`);
  return `${document.slice(0, start)}${BEGIN}\n${table}\n${END}${document.slice(end + END.length)}`;
}

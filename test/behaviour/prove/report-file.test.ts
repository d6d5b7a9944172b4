// The committed proof report is deterministic (the same verdicts give the same bytes) and knows a stale entry: one
// made for another sabotage than the catalogue's.
import { describe, expect, it } from 'vitest';
import {
  type Entry,
  type ProvableRule,
  sectionCounts,
  serialise,
  statusOf,
  updated,
  withScore,
} from './report-file.js';
import { fingerprint } from './sabotage.js';

const sabotage = { why: 'w', edits: [{ file: 'a.js', find: 'x', replace: 'y' }] };
const rule = (id: string, section: string, extra: Partial<ProvableRule> = {}): ProvableRule => ({
  id,
  section,
  kind: 'checked',
  sabotage,
  ...extra,
});
const entry = (verdict: Entry['verdict'], print = fingerprint(sabotage)): Entry => ({
  verdict,
  fingerprint: print,
  failed: verdict === 'proved' ? ['t > b', 't > a'] : [],
});

describe('statusOf', () => {
  it.each([
    { name: 'no sabotage', r: { id: 's.a', section: 'S', kind: 'checked' }, e: undefined, want: 'unproved' },
    {
      name: 'an unproved reason',
      r: rule('s.a', 'S', { sabotage: { unproved: 'contradicted' } }),
      e: undefined,
      want: 'unproved',
    },
    { name: 'no entry', r: rule('s.a', 'S'), e: undefined, want: 'stale' },
    { name: 'an entry for another sabotage', r: rule('s.a', 'S'), e: entry('proved', '0000'), want: 'stale' },
    { name: 'a proved entry', r: rule('s.a', 'S'), e: entry('proved'), want: 'proved' },
    { name: 'a survived entry', r: rule('s.a', 'S'), e: entry('survived'), want: 'survived' },
  ])('$name: $want', ({ r, e, want }) => {
    expect(statusOf(r, e)).toBe(want);
  });
});

describe('the report', () => {
  const rules = [
    rule('s.b', 'Second'),
    rule('s.a', 'First'),
    rule('s.c', 'First', { sabotage: { unproved: 'why' } }),
    rule('s.d', 'First', { kind: 'not-checkable' }),
  ];
  it('counts per section in the catalogue’s order, checked rules only', () => {
    expect(sectionCounts(rules, { 's.a': entry('proved'), 's.b': entry('broken') })).toEqual([
      { section: 'Second', proved: 0, survived: 0, broken: 1, unproved: 0, stale: 0 },
      { section: 'First', proved: 1, survived: 0, broken: 0, unproved: 1, stale: 0 },
    ]);
  });

  it('keeps fresh entries over old, drops those of rules without a sabotage, and writes the same bytes for the same verdicts', () => {
    const report = updated(rules, { 's.a': entry('survived'), 's.c': entry('proved') }, { 's.a': entry('proved') });
    expect(Object.keys(report.rules)).toEqual(['s.a']);
    const text = serialise(report);
    expect(text).toBe(serialise(updated(rules, {}, { 's.a': entry('proved') })));
    expect(JSON.parse(text).rules['s.a'].failed).toEqual(['t > a', 't > b']);
    expect(text.split('\n').filter((line) => line.includes('"s.a"'))).toHaveLength(1);
  });

  it('replaces the generated score section of a document, or appends it once', () => {
    const first = withScore('# Doc\n\ntext\n', '| table 1 |');
    expect(first).toContain('| table 1 |');
    const second = withScore(`${first}\n## Later\n`, '| table 2 |');
    expect(second).not.toContain('| table 1 |');
    expect(second.match(/\| table 2 \|/g)).toHaveLength(1);
    expect(second.endsWith('## Later\n')).toBe(true);
  });
});

// The sabotage's edits are applied only when each `find` text occurs exactly once, and a refusal names the rule,
// the file and the text, so a refactor that moves the code makes the sabotage fail loudly, never silently.
import { describe, expect, it } from 'vitest';
import { applyEdits, fingerprint, hasEdits, sabotageProblems } from './sabotage.js';

const FILES: Record<string, string> = {
  'a.js': 'if (amount > remaining) {\n  refuse();\n}\n',
  'b.js': 'x = 1;\nx = 1;\n',
};
const read = (file: string) => FILES[file];

describe('applyEdits', () => {
  it.each([
    {
      name: 'one edit',
      edits: [{ file: 'a.js', find: 'amount > remaining', replace: 'false' }],
      want: { 'a.js': 'if (false) {\n  refuse();\n}\n' },
    },
    {
      name: 'two edits of one file, the second on the first one’s result',
      edits: [
        { file: 'a.js', find: 'amount > remaining', replace: 'amount >= remaining' },
        { file: 'a.js', find: '>= remaining', replace: '> remaining + 1' },
      ],
      want: { 'a.js': 'if (amount > remaining + 1) {\n  refuse();\n}\n' },
    },
  ])('applies $name', ({ edits, want }) => {
    const applied = applyEdits('capture.rule', edits, read);
    expect('files' in applied && Object.fromEntries(applied.files)).toEqual(want);
  });

  it.each([
    {
      name: 'a find text not found',
      edits: [{ file: 'a.js', find: 'amount >= remaining', replace: 'false' }],
      want: 'capture.rule: the sabotage\'s find text "amount >= remaining" is not found in a.js (it must occur exactly once)',
    },
    {
      name: 'a find text found twice',
      edits: [{ file: 'b.js', find: 'x = 1;', replace: 'x = 2;' }],
      want: 'capture.rule: the sabotage\'s find text "x = 1;" is found 2 times in b.js (it must occur exactly once)',
    },
    {
      name: 'a file that does not exist',
      edits: [{ file: 'gone.js', find: 'x', replace: 'y' }],
      want: 'capture.rule: the sabotage edits gone.js, which does not exist',
    },
  ])('refuses $name, naming the rule, the file and the text', ({ edits, want }) => {
    expect(applyEdits('capture.rule', edits, read)).toEqual({ problem: want });
  });
});

describe('sabotageProblems', () => {
  it.each([
    { name: 'no sabotage', sabotage: undefined, want: [] },
    { name: 'an unproved reason', sabotage: { unproved: 'the simulator contradicts it' }, want: [] },
    { name: 'why and edits', sabotage: { why: 'w', edits: [{ file: 'a.js', find: 'x', replace: 'y' }] }, want: [] },
    {
      name: 'an empty unproved reason',
      sabotage: { unproved: ' ' },
      want: ['r.x: sabotage.unproved is empty (say why the rule has no sabotage)'],
    },
    {
      name: 'edits without why',
      sabotage: { edits: [{ file: 'a.js', find: 'x', replace: 'y' }] },
      want: ['r.x: sabotage has no why (what the broken stand-in does wrong)'],
    },
    { name: 'why without edits', sabotage: { why: 'w' }, want: ['r.x: sabotage has no edits'] },
    {
      name: 'an edit that changes nothing',
      sabotage: { why: 'w', edits: [{ file: 'a.js', find: 'x', replace: 'x' }] },
      want: ['r.x: sabotage.edits[0] replaces its find text with itself'],
    },
    {
      name: 'a path outside the repository',
      sabotage: { why: 'w', edits: [{ file: '../a.js', find: 'x', replace: 'y' }] },
      want: ['r.x: sabotage.edits[0].file must be a path inside the repository, not ../a.js'],
    },
    {
      name: 'an edit without replace',
      sabotage: { why: 'w', edits: [{ file: 'a.js', find: 'x' }] },
      want: ['r.x: sabotage.edits[0].replace must be a string'],
    },
  ])('$name: $want', ({ sabotage, want }) => {
    // biome-ignore lint/suspicious/noExplicitAny: malformed entries on purpose
    expect(sabotageProblems('r.x', sabotage as any)).toEqual(want);
  });

  it('counts only a sabotage with edits, not an unproved reason, as something to prove', () => {
    expect(hasEdits({ why: 'w', edits: [{ file: 'a.js', find: 'x', replace: 'y' }] })).toBe(true);
    expect(hasEdits({ unproved: 'why not' })).toBe(false);
    expect(hasEdits(undefined)).toBe(false);
  });
});

describe('fingerprint', () => {
  const edits = [{ file: 'a.js', find: 'x', replace: 'y' }];
  it('changes with any edit, so a report entry made for another sabotage is stale', () => {
    const base = fingerprint({ why: 'w', edits });
    expect(fingerprint({ why: 'other words', edits })).toBe(base);
    expect(fingerprint({ why: 'w', edits: [{ ...edits[0], replace: 'z' } as (typeof edits)[0]] })).not.toBe(base);
    expect(fingerprint({ why: 'w', edits: [{ ...edits[0], file: 'b.js' } as (typeof edits)[0]] })).not.toBe(base);
    expect(fingerprint({ why: 'w', edits: [{ ...edits[0], find: 'xx' } as (typeof edits)[0]] })).not.toBe(base);
  });
});

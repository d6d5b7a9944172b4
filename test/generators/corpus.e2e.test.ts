// The whole corpus (test/generators/corpus/), each document through `payments-contract generate --out` and strict
// tsc, judged by the verdict table (verdicts.js). Slow (GitHub's REST spec alone is 13 MB), so e2e; the sample in
// corpus.integration.test.ts runs with the integration project, and `npm run bench corpus` prints the counts.
import { describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';
import { corpusDocuments } from './corpus/documents.js';
import { runDocument } from './corpus/run.js';
import { judge } from './corpus/verdicts.js';

const documents = await corpusDocuments();

/** @param budget a quiet machine's limit, only to stop a hang */
function judged(ids: typeof documents, budget: number) {
  it.each(ids.map((document) => [document.id, document] as const))(
    '%s: the verdict the table expects',
    async (id, document) => {
      const verdict = judge(id, await runDocument(document));
      expect({ id, ok: verdict.ok, says: verdict.says }).toEqual({ id, ok: true, says: verdict.says });
    },
    patience(budget),
  );
}

// GitHub's REST spec takes minutes where the rest take seconds.
const LARGE = ['github-rest', 'github-webhooks'];
describe('the whole corpus', () => {
  judged(
    documents.filter(({ id }) => !LARGE.includes(id)),
    120_000,
  );
  judged(
    documents.filter(({ id }) => LARGE.includes(id)),
    900_000,
  );
});

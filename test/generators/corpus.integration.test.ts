// A sample of the corpus (test/generators/corpus/): public documents nobody here wrote, each through
// `payments-contract generate --out` and strict tsc, judged by the verdict table (verdicts.js: generates and
// compiles, refused naming its pointer, or a known failure of the validators half with its reason). The whole corpus
// runs in corpus.e2e.test.ts and `npm run bench corpus`, which prints the counts.
import { describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';
import { corpusDocuments } from './corpus/documents.js';
import { runDocument } from './corpus/run.js';
import { judge } from './corpus/verdicts.js';

// Small enough for CI: a 3.0 and a 3.1 document that compile, a webhooks-only one, a discriminator, a real public
// API (OpenAI's, 28 operations) and a truly invalid one refused naming its pointer (DigitalOcean's, as bundled).
const SAMPLE = [
  'oas-examples/3.0/file-uploads',
  'oas-examples/3.1/petstore-simple',
  'oas-examples/3.1/webhooks',
  'oas-examples/3.0/discriminators',
  'directory/openai.com',
  'directory/digitalocean.com',
];
const documents = (await corpusDocuments()).filter(({ id }) => SAMPLE.includes(id));

describe('the corpus, sampled', () => {
  it('has every sampled document', () => {
    expect(documents.map(({ id }) => id).sort()).toEqual([...SAMPLE].sort());
  });

  it.each(documents.map((document) => [document.id, document] as const))(
    '%s: the verdict the table expects',
    async (id, document) => {
      const verdict = judge(id, await runDocument(document));
      expect({ id, ok: verdict.ok, says: verdict.says }).toEqual({ id, ok: true, says: verdict.says });
    },
    patience(120_000),
  );
});

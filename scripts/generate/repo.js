// @ts-check
// Where this repository's packages get their generated code, and how: they take their types from
// @payments-contract/client, the package that carries `schema.ts`. Used by `npm run generate` and the drift test.
import { repoRoot } from '../paths.js';

const FOLDERS = {
  client: 'packages/client/src/generated',
  validators: 'packages/validators/src/generated',
  webhooks: 'packages/webhooks/src/generated',
  contract: 'test/contract/generated',
};

/** What this repository's packages are generated with; the drift test generates the same way. */
export const REPO_OPTIONS = { typesFrom: '@payments-contract/client', command: 'npm run generate' };
export const REPO_SPEC = `${repoRoot}packages/spec/openapi.json`;

/** @param {string} artefact */
export function repoFolderOf(artefact) {
  const folder = FOLDERS[/** @type {keyof typeof FOLDERS} */ (artefact)];
  if (!folder) throw new Error(`no package folder for the generated artefact '${artefact}'`);
  return `${repoRoot}${folder}`;
}

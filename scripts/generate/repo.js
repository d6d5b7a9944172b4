// @ts-check
// Where this repository's packages get their generated code, and how: each artefact's folder is its `repoFolder` in
// generators/artefacts.js; they take their types from @payments-contract/client, the package that carries
// `schema.ts`. Used by `npm run generate` and the drift test.
import { ARTEFACTS } from '../../generators/artefacts.js';
import { repoRoot } from '../paths.js';

/** What this repository's packages are generated with; the drift test generates the same way. */
export const REPO_OPTIONS = { typesFrom: '@payments-contract/client', command: 'npm run generate' };
export const REPO_SPEC = `${repoRoot}packages/spec/openapi.json`;

/** @param {string} artefact */
export function repoFolderOf(artefact) {
  const folder = ARTEFACTS.find(({ name }) => name === artefact)?.repoFolder;
  if (!folder) throw new Error(`no package folder for the generated artefact '${artefact}'`);
  return `${repoRoot}${folder}`;
}

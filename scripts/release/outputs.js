// @ts-check
// Which generated artefacts (client, validators, webhooks, contract) a spec change alters: both specs are generated
// as `npm run generate` does and the files compared. The released spec takes the new spec's `info` first, because
// every file's header names the spec's version and would otherwise always differ.

import { isDeepStrictEqual } from 'node:util';
import { generatedFiles } from '../../generators/generate.js';
import { REPO_OPTIONS } from '../generate/repo.js';

/**
 * @param {Record<string, any>} released
 * @param {Record<string, any>} head
 * @returns {Promise<string[]>} the artefacts whose files differ
 */
export async function changedArtefacts(released, head) {
  const [before, after] = await Promise.all([
    generatedFiles({ ...released, info: head.info }, REPO_OPTIONS),
    generatedFiles(head, REPO_OPTIONS),
  ]);
  const names = new Set([...Object.keys(before.artefacts), ...Object.keys(after.artefacts)]);
  return [...names].filter((name) => !isDeepStrictEqual(before.artefacts[name], after.artefacts[name]));
}

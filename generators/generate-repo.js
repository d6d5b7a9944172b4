// @ts-check
// `npm run generate`: regenerates every package's generated folder in this repository from packages/spec.

import { generatedFiles, readSpec, writeArtefacts } from './generate.js';
import { fail, info } from './shared/log.js';
import { repoRoot } from './shared/paths.js';

const FOLDERS = {
  client: 'packages/client/src/generated',
  validators: 'packages/validators/src/generated',
  webhooks: 'packages/webhooks/src/generated',
  contract: 'test/contract/generated',
};

try {
  const document = await readSpec(`${repoRoot}packages/spec/openapi.json`);
  const folders = await writeArtefacts(await generatedFiles(document), (artefact) => {
    const folder = FOLDERS[/** @type {keyof typeof FOLDERS} */ (artefact)];
    if (!folder) throw new Error(`no package folder for the generated artefact '${artefact}'`);
    return `${repoRoot}${folder}`;
  });
  for (const folder of folders) info(`generated ${folder.replace(repoRoot, '')}`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

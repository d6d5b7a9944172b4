// @ts-check
// `npm run generate`: regenerates every package's generated folder in this repository from packages/spec.
import { readSpecSource, startGeneration } from '../../generators/generate.js';
import { fail, info } from '../../generators/shared/log.js';
import { writeArtefacts } from '../../generators/write.js';
import { repoRoot } from '../paths.js';
import { REPO_OPTIONS, REPO_SPEC, repoFolderOf } from './repo.js';

try {
  // The workers load their generators while the spec is read.
  const generation = startGeneration(REPO_OPTIONS);
  const source = await readSpecSource(REPO_SPEC).catch(async (error) => {
    await generation.stop();
    throw error;
  });
  const { artefacts, skipped } = await generation.files(source);
  if (skipped.length > 0)
    throw new Error(
      `this repository's spec must generate everything, but skipped: ${skipped.map((s) => s.what).join(', ')}`,
    );
  // Git tracks these folders, so they carry no ownership marker.
  const folders = await writeArtefacts(artefacts, repoFolderOf, { marker: false });
  for (const folder of folders) info(`generated ${folder.replace(repoRoot, '')}`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

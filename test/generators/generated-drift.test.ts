// Generated code is committed and deterministic: regenerating from the committed bundle gives the same bytes as the
// files in the packages (and no file more or less), and the same bytes twice.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTEFACT_NAMES } from '../../generators/artefacts.js';
import { generatedFiles, readSpec } from '../../generators/generate.js';
import { REPO_OPTIONS, REPO_SPEC, repoFolderOf } from '../../scripts/generate/repo.js';
import { patience } from '../helpers/patience.js';

const spec = REPO_SPEC;
// Every artefact the generators list, in the folder `npm run generate` writes it to.
const folders = Object.fromEntries(ARTEFACT_NAMES.map((artefact) => [artefact, repoFolderOf(artefact)]));

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(folder, join(e.parentPath, e.name)));
}

let fresh: Awaited<ReturnType<typeof generatedFiles>>['artefacts'];
beforeAll(async () => {
  fresh = (await generatedFiles(await readSpec(spec), REPO_OPTIONS)).artefacts;
}, patience(30_000));

describe.each(Object.entries(folders))('packages/%s generated code', (artefact, folder) => {
  it('has exactly the files the spec produces (run `npm run generate` after changing the spec)', async () => {
    const files = fresh[artefact] ?? {};
    expect((await filesUnder(folder)).sort()).toEqual(Object.keys(files).sort());
    const differing = [];
    for (const [name, text] of Object.entries(files))
      if ((await readFile(join(folder, name), 'utf8')) !== text) differing.push(name);
    expect(differing).toEqual([]);
  });
});

it('covers every artefact the generators produce', () => {
  expect(Object.keys(fresh).sort()).toEqual(Object.keys(folders).sort());
});

it(
  'is the same when generated twice',
  async () => {
    expect((await generatedFiles(await readSpec(spec), REPO_OPTIONS)).artefacts).toEqual(fresh);
  },
  patience(30_000),
);

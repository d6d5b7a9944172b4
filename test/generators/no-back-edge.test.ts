// The data flows one way, spec → bundle → generators → packages: the generators depend on no package whose code
// they generate (the shared format checks and validator run-time live in @payments-contract/validator-runtime,
// which nothing generates into).
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { repoFolderOf } from '../../scripts/generate/repo.js';

const manifest = async (path: string) => JSON.parse(await readFile(new URL(path, import.meta.url), 'utf8'));

it('the generators depend on no package they generate into', async () => {
  const generators = await manifest('../../generators/package.json');
  const generatedInto = await Promise.all(
    ['client', 'validators', 'webhooks']
      .map((artefact) => repoFolderOf(artefact).replace(/src\/generated$/, 'package.json'))
      .map(async (path) => (await manifest(`file://${path}`)).name as string),
  );
  expect(generatedInto).toEqual([
    '@payments-contract/client',
    '@payments-contract/validators',
    '@payments-contract/webhooks',
  ]);
  const dependencies = Object.keys({ ...generators.dependencies, ...generators.peerDependencies });
  expect(dependencies.filter((name) => generatedInto.includes(name))).toEqual([]);
  expect(dependencies).toContain('@payments-contract/validator-runtime');
  const runtime = await manifest('../../packages/validator-runtime/package.json');
  expect(Object.keys(runtime.dependencies ?? {})).toEqual([]);
});

// The mock is built on the simulator's published API only (issue 23): every `@payments-contract/simulator` entry its
// code imports is one the simulator exports and documents in its README, never one of its internal modules.
import { readdir, readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';

const simulator = new URL('../../simulator/', import.meta.url);
const source = new URL('../src/', import.meta.url);

it('imports only entries of the simulator that it exports and documents', async () => {
  const { exports } = JSON.parse(await readFile(new URL('package.json', simulator), 'utf8'));
  const readme = await readFile(new URL('README.md', simulator), 'utf8');
  const files = (await readdir(source)).filter((name) => name.endsWith('.js'));
  const texts = await Promise.all(files.map((name) => readFile(new URL(name, source), 'utf8')));
  const imported = new Set(
    texts.flatMap((text) => [...text.matchAll(/'(@payments-contract\/simulator[^']*)'/g)].map((m) => m[1] as string)),
  );
  expect(imported.size).toBeGreaterThan(0);
  const subpath = (specifier: string) => `.${specifier.slice('@payments-contract/simulator'.length)}`;
  expect([...imported].filter((specifier) => !(subpath(specifier) in exports))).toEqual([]);
  expect([...imported].filter((specifier) => !readme.includes(specifier))).toEqual([]);
});

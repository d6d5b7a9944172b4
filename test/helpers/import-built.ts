// Loads a package entry point as a user's ES module import does, from the built dist/ (the file its `exports`
// names for `import`), bypassing the tests' source aliases (source-aliases.ts). For tests of what ships.
import { pathToFileURL } from 'node:url';
import { entryPoints } from '../consumer/entry-points.js';

const bySpecifier = new Map(entryPoints().map((entry) => [entry.specifier, entry.import.default]));

export async function importBuilt<T>(specifier: string): Promise<T> {
  const file = bySpecifier.get(specifier);
  if (!file) throw new Error(`${specifier} is no entry point of our packages' exports`);
  return import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<T>;
}

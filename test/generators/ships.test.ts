// generators/ is the published @payments-contract/generators and nothing else (issue 23: a reader must tell from the
// folder what the `payments-contract` command is made of): every module in it is reached, through its imports, from
// the package's bin or exports. The repository's own commands live in scripts/, test-only set-up in test/helpers/.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { expect, it } from 'vitest';

const root = new URL('../../generators/', import.meta.url).pathname;
// static `from '…'`, dynamic `import('…')` and worker `new URL('…', import.meta.url)` of a relative module
const RELATIVE = /(?:from\s+|import\(\s*|new URL\(\s*)['"](\.{1,2}\/[^'"]+\.js)['"]/g;

async function reached(entries: string[]) {
  const seen = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    // a specifier inside code the generators emit (`from './types.js'` in a template) names no module of theirs
    const text = await readFile(join(root, file), 'utf8').catch(() => undefined);
    if (text === undefined) return;
    seen.add(file);
    for (const [, specifier] of text.matchAll(RELATIVE))
      await visit(relative(root, join(root, dirname(file), specifier as string)));
  };
  for (const entry of entries) await visit(entry);
  return seen;
}

it('holds only modules that the published command reaches from its bin and exports', async () => {
  const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const entries = [...Object.values<string>(manifest.bin), ...Object.values<string>(manifest.exports)]
    .filter((target) => target.endsWith('.js'))
    .map((target) => target.replace(/^\.\//, ''));
  const modules = (await readdir(root, { recursive: true }))
    .filter((file) => file.endsWith('.js') && !file.includes('node_modules'))
    .sort();
  const used = await reached(entries);
  expect(modules.filter((file) => !used.has(file))).toEqual([]);
  expect(modules.length).toBeGreaterThan(entries.length);
});

it('depends at run time only on packages its modules import (a dependency nothing imports is installed for nothing)', async () => {
  const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const texts = await Promise.all(
    (await readdir(root, { recursive: true }))
      .filter((file) => file.endsWith('.js') && !file.includes('node_modules'))
      .map((file) => readFile(join(root, file), 'utf8')),
  );
  const imported = (name: string) => texts.some((text) => text.includes(`'${name}'`) || text.includes(`'${name}/`));
  expect(Object.keys(manifest.dependencies).filter((name) => !imported(name))).toEqual([]);
});

it('has its tests here, in test/generators, and none beside its modules (vitest looks only here)', async () => {
  const beside = (await readdir(root, { recursive: true })).filter(
    (file) => file.endsWith('.test.ts') && !file.includes('node_modules'),
  );
  expect(beside).toEqual([]);
});

// The tests' view of our packages: an import by name (`@payments-contract/simulator/front`) runs the package's
// source, not its built dist/, so an edit is tested at once, without `npm run build` in between (the edit-test
// loop), and a sabotage of `npm run prove` reaches every test in process. What users load, the built entry points,
// is tested by file path (test/consumer/exports.test.ts, built.test.ts) and through the local registry (e2e); child
// processes (CLIs, workflows) resolve by Node's rules, to dist/.
// Read from each package's `exports`: an entry `./dist/X.js` is `./src/X.js` or `./src/X.ts`, whichever exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Alias {
  find: RegExp;
  replacement: string;
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The source file a built entry point is made from, or undefined when it has none (data, a generated .d.ts). */
function sourceOf(folder: string, built: string): string | undefined {
  if (!built.startsWith('./dist/') || built.startsWith('./dist/cjs/')) return undefined;
  const stem = join(folder, 'src', built.slice('./dist/'.length).replace(/\.js$/, ''));
  if (stem.includes('*')) return `${stem}.js`;
  return [`${stem}.js`, `${stem}.ts`].find((file) => existsSync(file));
}

/** Aliases from every package under `packagesRoot` whose `import` entry points are built into dist/. */
export function sourceAliases(packagesRoot: string): Alias[] {
  const aliases: Alias[] = [];
  for (const folder of readdirSync(packagesRoot).map((name) => join(packagesRoot, name))) {
    const manifestFile = join(folder, 'package.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const exports: Record<string, { import?: { default?: string } } | string> = manifest.exports ?? {};
    for (const [subpath, conditions] of Object.entries(exports)) {
      if (typeof conditions === 'string') continue;
      const source = sourceOf(folder, conditions?.import?.default ?? '');
      if (!source) continue;
      const specifier = `${manifest.name}${subpath.slice(1)}`;
      // A wildcard entry (`./operations/*`) maps what the star matched.
      const [before = '', after = ''] = specifier.split('*');
      aliases.push(
        specifier.includes('*')
          ? {
              find: new RegExp(`^${literally(before)}(.+)${literally(after)}$`),
              replacement: source.replace('*', '$1'),
            }
          : { find: new RegExp(`^${literally(specifier)}$`), replacement: source },
      );
    }
  }
  return aliases;
}

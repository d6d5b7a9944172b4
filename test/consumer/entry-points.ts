// Every entry point of every runtime package, read from its package.json `exports` (wildcards expanded from the
// files on disk), with the files each condition leads to. Each must have both conditions: ES module and CommonJS.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const packagesRoot = new URL('../../packages/', import.meta.url).pathname;
/** The packages a user imports: every folder of packages/ whose `exports` has a CommonJS (`require`) condition. */
export const runtimePackages = readdirSync(packagesRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((pkg) =>
    JSON.stringify(JSON.parse(readFileSync(join(packagesRoot, pkg, 'package.json'), 'utf8')).exports ?? {}).includes(
      '"require"',
    ),
  );

type Target = { types: string; default: string };
type Conditions = { import: Target; require: Target };

export interface EntryPoint {
  pkg: string;
  specifier: string;
  import: Target;
  require: Target;
}

function expand(pkg: string, subpath: string, conditions: Conditions): EntryPoint[] {
  const name = JSON.parse(readFileSync(join(packagesRoot, pkg, 'package.json'), 'utf8')).name as string;
  if (!conditions.import?.default || !conditions.require?.default)
    throw new Error(`${name} exports ${subpath} without both an import and a require condition (CommonJS and Jest)`);
  const at = (path: string) => join(packagesRoot, pkg, path);
  const entry = (sub: string, replace: (path: string) => string): EntryPoint => ({
    pkg,
    specifier: `${name}${sub.slice(1)}`,
    import: { types: at(replace(conditions.import.types)), default: at(replace(conditions.import.default)) },
    require: { types: at(replace(conditions.require.types)), default: at(replace(conditions.require.default)) },
  });
  if (!subpath.includes('*')) return [entry(subpath, (path) => path)];
  const folder = conditions.import.default.slice(0, conditions.import.default.indexOf('*'));
  const names = readdirSync(at(folder))
    .filter((file) => file.endsWith('.js') && !file.endsWith('.ajv.js'))
    .map((file) => file.slice(0, -'.js'.length));
  return names.map((stem) => entry(subpath.replace('*', stem), (path) => path.replace('*', stem)));
}

export function entryPoints(): EntryPoint[] {
  return runtimePackages.flatMap((pkg) => {
    const manifest = JSON.parse(readFileSync(join(packagesRoot, pkg, 'package.json'), 'utf8'));
    return Object.entries(manifest.exports as Record<string, Conditions | Target | string>)
      .filter((entry): entry is [string, Conditions | Target] => typeof entry[1] === 'object')
      .flatMap(([subpath, conditions]) =>
        expand(pkg, subpath, 'import' in conditions ? conditions : { import: conditions, require: conditions }),
      );
  });
}

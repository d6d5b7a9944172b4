// The packages' dist/ is built from their current source (scripts/build-package.js). Whatever imports a package by
// name (the generators, the mock, the tests, the consumer project) runs dist/, so a source changed without
// `npm run build` would be tested as it was: this names the files to rebuild instead. JavaScript ships as written,
// so its copy must equal the source; a TypeScript module's output must be newer than the module.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packagesRoot, runtimePackages } from './entry-points.js';

const builtByRecipe = runtimePackages.filter((pkg) =>
  JSON.parse(readFileSync(join(packagesRoot, pkg, 'package.json'), 'utf8')).scripts?.build?.includes(
    'build-package.js',
  ),
);
const sources = (pkg: string) =>
  readdirSync(join(packagesRoot, pkg, 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(js|ts)$/.test(file) && !file.endsWith('.d.ts'),
  );

describe('dist/ is the build of the current source (run `npm run build` after changing a package)', () => {
  it('covers the packages built the one way', () => {
    expect(builtByRecipe).toEqual(expect.arrayContaining(['behaviour', 'mock', 'simulator', 'webhooks']));
  });

  it.each(builtByRecipe)('%s', (pkg) => {
    const stale = sources(pkg).filter((file) => {
      const source = join(packagesRoot, pkg, 'src', file);
      const built = join(packagesRoot, pkg, 'dist', file.replace(/\.ts$/, '.js'));
      try {
        if (file.endsWith('.js')) return readFileSync(built, 'utf8') !== readFileSync(source, 'utf8');
        return statSync(built).mtimeMs < statSync(source).mtimeMs;
      } catch {
        return true; // not built at all
      }
    });
    expect(stale).toEqual([]);
  });
});

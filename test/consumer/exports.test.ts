// What a package declares is what it exports, at every entry point and in both module systems: the names of the
// values a .d.ts declares (types aside) equal the keys of the module that `import` and `require` load. A declared
// default export that does not exist, or a validator the .d.ts forgets, fails here.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Node, Project } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { entryPoints, runtimePackages } from './entry-points.js';

const require = createRequire(import.meta.url);
const project = new Project({ compilerOptions: { strict: true, skipLibCheck: true } });
const all = entryPoints();

/** The value exports a declaration file declares (interfaces and type aliases are not run-time exports). */
function declaredValues(file: string): string[] {
  const source = project.addSourceFileAtPath(file);
  const names: string[] = [];
  for (const [name, declarations] of source.getExportedDeclarations()) {
    const isValue = declarations.some(
      (d) =>
        Node.isVariableDeclaration(d) ||
        Node.isFunctionDeclaration(d) ||
        Node.isClassDeclaration(d) ||
        Node.isEnumDeclaration(d),
    );
    if (isValue) names.push(name);
  }
  return names.sort();
}

const runtimeKeys = (module: object) =>
  Object.keys(module)
    .filter((key) => key !== '__esModule' && key !== 'module.exports')
    .sort();

describe('declared exports equal run-time exports', () => {
  it('finds the built files (run `npm run build` first)', () => {
    const missing = all.flatMap((e) => [e.import.default, e.require.default].filter((f) => !existsSync(f)));
    expect(missing).toEqual([]);
    expect(all.length).toBeGreaterThanOrEqual(53);
    expect(new Set(all.map((e) => e.pkg))).toEqual(new Set(runtimePackages));
  });

  it.each(all.map((e) => [e.specifier, e] as const))('%s', async (_specifier, entry) => {
    const declaredEsm = declaredValues(entry.import.types);
    const declaredCjs = declaredValues(entry.require.types);
    expect(declaredCjs).toEqual(declaredEsm);
    expect(runtimeKeys(await import(entry.import.default))).toEqual(declaredEsm);
    expect(runtimeKeys(require(entry.require.default))).toEqual(declaredEsm);
  });
});

// The publish order is computed from the packages' own dependencies (scripts/publish-all.js): every workspace comes
// after each workspace it depends on, so that installing it from the registry finds them at their exact versions.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOrder } from './build.js';
import { PUBLISH_ORDER } from './publish-all.js';
import { publishOrder, workspaceManifests } from './workspaces.js';

const root = new URL('../', import.meta.url).pathname;
const manifest = (folder: string) => JSON.parse(readFileSync(`${root}${folder}/package.json`, 'utf8'));

describe('publishOrder', () => {
  it.each([
    ['no dependencies: by folder', { b: { name: 'b' }, a: { name: 'a' } }, ['a', 'b']],
    ['a dependency first', { a: { name: 'a', dependencies: { b: '1' } }, b: { name: 'b' } }, ['b', 'a']],
    ['a peer first too', { a: { name: 'a', peerDependencies: { b: '1' } }, b: { name: 'b' } }, ['b', 'a']],
    ['private workspaces left out', { a: { name: 'a' }, t: { name: 't', private: true } }, ['a']],
    ['outside packages ignored', { a: { name: 'a', dependencies: { ajv: '8' } } }, ['a']],
  ])('%s', (_, given, want) => {
    expect(publishOrder(given as never)).toEqual(want);
  });

  it('refuses a cycle, naming the workspaces in it', () => {
    const cycle = { a: { name: 'a', dependencies: { b: '1' } }, b: { name: 'b', dependencies: { a: '1' } } };
    expect(() => publishOrder(cycle)).toThrow(/a, b depend on each other in a cycle/);
  });

  it("this repository's order puts every package after the workspaces it depends on", () => {
    const names = new Map(PUBLISH_ORDER.map((folder) => [manifest(folder).name as string, folder]));
    for (const [index, folder] of PUBLISH_ORDER.entries()) {
      const { dependencies = {}, peerDependencies = {} } = manifest(folder);
      for (const name of [...Object.keys(dependencies), ...Object.keys(peerDependencies)]) {
        const needed = names.get(name);
        if (needed) expect(PUBLISH_ORDER.indexOf(needed), `${folder} needs ${needed}`).toBeLessThan(index);
      }
    }
    expect(PUBLISH_ORDER).toContain('generators');
    expect(PUBLISH_ORDER).not.toContain('scripts/typecheck');
  });
});

describe('buildOrder', () => {
  it('builds what the generators import before generating, the rest after, each after its dependencies', () => {
    const manifests = {
      generators: { name: 'g', dependencies: { v: '1' } },
      v: { name: 'v', scripts: { build: 'b' } },
      c: { name: 'c', dependencies: { v: '1' }, scripts: { build: 'b' } },
      a: { name: 'a', dependencies: { c: '1' }, scripts: { build: 'b' } },
      s: { name: 's' },
    };
    expect(buildOrder(manifests)).toEqual({ beforeGenerate: ['v'], afterGenerate: ['c', 'a'] });
  });

  it("this repository's: the generators' workspace dependencies first, every built package once", () => {
    const { beforeGenerate, afterGenerate } = buildOrder(workspaceManifests());
    expect(beforeGenerate).toEqual(['packages/openapi-vocabulary', 'packages/validator-runtime']);
    const built = Object.entries(workspaceManifests())
      .filter(([, manifest]) => manifest.scripts?.build)
      .map(([folder]) => folder);
    expect([...beforeGenerate, ...afterGenerate].sort()).toEqual(built.sort());
  });
});

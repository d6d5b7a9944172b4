// The steps of CONTRIBUTING.md's recipes that are about the repository's layout rather than the spec: a package's
// files and manifest, a client option's three places, the Node version's three places, the release's version rule.
// Each failure names the recipe step that was skipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = new URL('../../', import.meta.url).pathname;
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');
const json = (file: string) => JSON.parse(read(file));
const rootManifest = json('package.json');
const folders = readdirSync(`${root}packages`).filter((name) => existsSync(`${root}packages/${name}/package.json`));
// the packages built from source by scripts/build-package.js (the spec package is its two files)
const built = folders.filter((name) => existsSync(`${root}packages/${name}/src`));

describe('CONTRIBUTING.md, Adding a package', () => {
  it.each(folders)('packages/%s has its README, CHANGELOG (## Unreleased first) and LICENSE', (name) => {
    const step = 'CONTRIBUTING.md › Adding a package, step 1';
    for (const file of ['README.md', 'CHANGELOG.md', 'LICENSE'])
      expect(existsSync(`${root}packages/${name}/${file}`), `${step}: packages/${name}/${file}`).toBe(true);
    expect(read(`packages/${name}/CHANGELOG.md`).match(/^## .*/m)?.[0], `${step}: ## Unreleased`).toMatch(
      /^## Unreleased/,
    );
  });

  it.each(built)('packages/%s keeps its tests in its own test/ folder', (name) => {
    const tests = existsSync(`${root}packages/${name}/test`) ? readdirSync(`${root}packages/${name}/test`) : [];
    expect(
      tests.some((file) => file.endsWith('.test.ts')),
      `CONTRIBUTING.md › Adding a package, step 1: packages/${name}/test/`,
    ).toBe(true);
  });

  it.each(built)('packages/%s extends the one tsconfig of packages', (name) => {
    const step = 'CONTRIBUTING.md › Adding a package, step 2';
    const file = `packages/${name}/tsconfig.build.json`;
    expect(existsSync(`${root}${file}`), `${step}: ${file}`).toBe(true);
    expect(json(file).extends, `${step}: ${file}`).toBe('../../tsconfig.package.json');
  });

  it.each(folders)('packages/%s has the manifest every package has', (name) => {
    const step = `CONTRIBUTING.md › Adding a package, step 3: packages/${name}/package.json`;
    const manifest = json(`packages/${name}/package.json`);
    expect(manifest.type, step).toBe('module');
    expect(manifest.repository?.directory, step).toBe(`packages/${name}`);
    expect(manifest.files, step).toEqual(expect.arrayContaining(['README.md', 'CHANGELOG.md']));
    if (!built.includes(name)) return;
    // the one build, after a package's own generation step if it has one (the simulator's control data)
    expect(manifest.scripts?.build, step).toMatch(/^(node [\w./-]+ && )?node \.\.\/\.\.\/scripts\/build-package\.js$/);
    expect(manifest.files, step).toContain('dist');
    for (const [entry, target] of Object.entries(manifest.exports ?? {})) {
      if (typeof target === 'string') continue; // a file shipped as it is (package.json, data)
      const shape = target as Record<string, Record<string, string>>;
      expect(
        [shape.import?.types, shape.import?.default, shape.require?.types, shape.require?.default].every(Boolean),
        `${step}: exports['${entry}'] gives import and require, each with types and default`,
      ).toBe(true);
    }
  });
});

describe('CONTRIBUTING.md, Adding a client option', () => {
  const source = read('packages/client/src/options.ts');
  const declared = source.match(/export interface PaymentsClientOptions \{([\s\S]*?)\n\}/)?.[1] ?? '';
  // a deprecated alias (`@deprecated` in the comment just above it) is read where renamed options are mapped, not here
  const options = [...declared.matchAll(/(?:\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*)?^ {2}(\w+)\??:/gm)]
    .filter((m) => !m[1]?.includes('@deprecated'))
    .map((m) => m[2] as string);
  const rest = source.replace(declared, '') + read('packages/client/src/limits.ts');
  const readme = read('packages/client/README.md');
  const tests = readdirSync(`${root}packages/client/test`)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => read(`packages/client/test/${file}`))
    .concat(read('test/security/client-limits.test.ts'))
    .join('\n');
  const word = (name: string) => new RegExp(`\\b${name}\\b`);

  it('finds the options', () => {
    expect(options).toEqual(expect.arrayContaining(['baseUrl', 'apiKey', 'fetch']));
  });

  it.each(options)('%s is declared and read where options are checked', (name) => {
    expect(rest, `CONTRIBUTING.md › Adding a client option, step 1: ${name} is never read`).toMatch(word(name));
  });

  it.each(options)('%s is named in the client README', (name) => {
    expect(readme, `CONTRIBUTING.md › Adding a client option, step 2: ${name}`).toMatch(word(name));
  });

  it.each(options)('%s is named by a test of the client', (name) => {
    expect(tests, `CONTRIBUTING.md › Adding a client option, step 3: ${name}`).toMatch(word(name));
  });
});

describe('CONTRIBUTING.md, Changing the Node version', () => {
  const floor = semver.minVersion(rootManifest.engines.node);

  it('states one floor in every workspace and in the README', () => {
    const step = 'CONTRIBUTING.md › Changing the Node version, step 1';
    const workspaces = [...folders.map((name) => `packages/${name}`), 'generators'];
    const other = workspaces.filter(
      (folder) => semver.minVersion(json(`${folder}/package.json`).engines?.node ?? '')?.version !== floor?.version,
    );
    expect(other, step).toEqual([]);
    expect(read('README.md'), step).toContain(`Node ${floor?.major}.${floor?.minor} or later`);
  });

  it("keeps @types/node at the floor's major", () => {
    const types = semver.minVersion(rootManifest.devDependencies['@types/node']);
    expect(types?.major, 'CONTRIBUTING.md › Changing the Node version, step 2').toBe(floor?.major);
  });

  it('tests the floor and every later even major', () => {
    const majors = [...read('test/runtimes/runtimes.js').matchAll(/name: 'node (\d+)'/g)].map((m) => Number(m[1]));
    expect(majors[0], 'CONTRIBUTING.md › Changing the Node version, step 3').toBe(floor?.major);
    expect(
      majors.every((major, i) => i === 0 || major === (majors[i - 1] ?? 0) + 2),
      'CONTRIBUTING.md › Changing the Node version, step 3',
    ).toBe(true);
  });
});

describe('CONTRIBUTING.md, Making a release', () => {
  const manifests = [...folders.map((name) => `packages/${name}`), 'generators'].map((folder) =>
    json(`${folder}/package.json`),
  );
  const versions = new Map(manifests.map((m) => [m.name as string, m.version as string]));

  it("versions @payments-contract/spec as the spec's info.version", () => {
    const info = parse(read('openapi/info.yaml'));
    const spec = semver.parse(versions.get('@payments-contract/spec'));
    expect(`${spec?.major}.${spec?.minor}`, 'CONTRIBUTING.md › Making a release, step 1').toBe(String(info.version));
  });

  it('pins each package of the project at its exact version', () => {
    const wrong = manifests.flatMap((m) =>
      Object.entries({ ...m.dependencies, ...m.peerDependencies })
        .filter(([name, range]) => versions.has(name) && range !== versions.get(name))
        .map(([name, range]) => `${m.name} pins ${name} at ${range}, not ${versions.get(name)}`),
    );
    expect(wrong, 'CONTRIBUTING.md › Making a release, step 2').toEqual([]);
  });
});

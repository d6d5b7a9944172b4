// The Node version the README supports installs without a warning (issue 40: `npm ci` on Node 20.19 printed
// EBADENGINE for @scalar/galaxy 0.6, whose `engines` say >=22; 0.2.20 says >=18 and carries the same 3.1 document
// the generators' corpus reads). Every package the lock file installs accepts the lowest Node our `engines` allow.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8')) as {
  packages: Record<string, { version?: string; engines?: unknown; optional?: boolean }>;
};

/** The installed packages whose `engines.node` refuses `version`, as `name@version (range)`. */
function refusing(packages: typeof lock.packages, version: string): string[] {
  return Object.entries(packages).flatMap(([path, entry]) => {
    const range = (entry.engines as { node?: unknown } | undefined)?.node;
    if (!path || typeof range !== 'string' || semver.satisfies(version, range)) return [];
    return [`${path.replace(/^.*node_modules\//, '')}@${entry.version} (${range})`];
  });
}

describe('the lock file on the Node version the README supports', () => {
  const lowest = semver.minVersion(manifest.engines.node)?.version ?? '';

  it('is the version the README names', () => {
    expect(lowest).toBe('20.19.0');
    expect(readFileSync(`${root}README.md`, 'utf8')).toContain('Node 20.19 or later (`engines` says `>=20.19`)');
  });

  it('installs nothing whose engines refuse it (no EBADENGINE from npm ci)', () => {
    expect(refusing(lock.packages, lowest)).toEqual([]);
  });

  it('would name a package that refuses it', () => {
    const packages = { 'node_modules/@scalar/galaxy': { version: '0.6.12', engines: { node: '>=22' } } };
    expect(refusing(packages, lowest)).toEqual(['@scalar/galaxy@0.6.12 (>=22)']);
  });
});

// @ts-check
// The workspace's packages as the release reads and writes them: version, exact pins on each other, the lock file's
// copy of both (npm ci refuses a lock that disagrees with a package.json), and the changelog.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLISH_ORDER } from '../publish-all.js';
import { unreleasedNotes } from './plan.js';

const PIN_FIELDS = /** @type {const} */ ([
  'dependencies',
  'peerDependencies',
  'devDependencies',
  'optionalDependencies',
]);

/** @typedef {import('./plan.js').Package & { manifest: Record<string, any>, changelog: string }} Read */

/** @param {string} root the repository @returns {Promise<Read[]>} */
export async function readPackages(root) {
  const read = await Promise.all(
    PUBLISH_ORDER.map(async (folder) => {
      const manifest = JSON.parse(await readFile(join(root, folder, 'package.json'), 'utf8'));
      const changelog = await readFile(join(root, folder, 'CHANGELOG.md'), 'utf8').catch(() => '');
      return { folder, manifest, changelog };
    }),
  );
  const names = new Set(read.map(({ manifest }) => String(manifest.name)));
  return read.map(({ folder, manifest, changelog }) => ({
    folder,
    name: manifest.name,
    version: manifest.version,
    pins: PIN_FIELDS.flatMap((field) => Object.keys(manifest[field] ?? {})).filter((name) => names.has(name)),
    notes: unreleasedNotes(changelog),
    manifest,
    changelog,
  }));
}

/**
 * Sets each bumped package's version, and every pin on it, in the manifests and the lock file.
 * @param {string} root
 * @param {Read[]} packages
 * @param {Map<string, { to: string }>} bumps
 */
export async function writeVersions(root, packages, bumps) {
  /** @param {Record<string, any>} manifest */
  const update = (manifest) => {
    const bumped = bumps.get(manifest.name);
    if (bumped) manifest.version = bumped.to;
    for (const field of PIN_FIELDS) {
      for (const name of Object.keys(manifest[field] ?? {})) {
        const pin = bumps.get(name);
        if (pin) manifest[field][name] = pin.to;
      }
    }
  };
  for (const { folder, manifest } of packages) {
    update(manifest);
    await writeFile(join(root, folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  }
  const lockFile = join(root, 'package-lock.json');
  const lock = JSON.parse(await readFile(lockFile, 'utf8'));
  for (const { folder } of packages) if (lock.packages?.[folder]) update(lock.packages[folder]);
  await writeFile(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
}

// @ts-check
// The released specs, one folder per version (`released/2.1.0/openapi.json`, with `release.json`: its date and
// level), never overwritten: the spec-diff gate compares with the newest, the release command adds one, the docs
// build shows each.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare } from '../release/semver.js';

export const RELEASED_DIR = fileURLToPath(new URL('./released/', import.meta.url));

/** @typedef {{ version: string, date: string, level: string }} ReleaseFacts */

/**
 * Every released version, oldest first.
 * @param {string} [dir]
 */
export function releasedVersions(dir = RELEASED_DIR) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d+\.\d+\.\d+$/.test(entry.name))
    .filter((entry) => existsSync(join(dir, entry.name, 'openapi.json')))
    .map((entry) => entry.name)
    .sort(compare);
}

/** @param {string} [dir] */
export function latestReleased(dir = RELEASED_DIR) {
  const version = releasedVersions(dir).at(-1);
  if (version === undefined) throw new Error(`no released spec in ${dir} (a folder per version, with openapi.json)`);
  return { version, file: join(dir, version, 'openapi.json') };
}

/** @param {string} version @param {string} [dir] @returns {ReleaseFacts} */
export function releaseFacts(version, dir = RELEASED_DIR) {
  return JSON.parse(readFileSync(join(dir, version, 'release.json'), 'utf8'));
}

/**
 * Keeps a released spec in its own folder; refuses when that version is already kept.
 * @param {{ spec: string, facts: ReleaseFacts, dir?: string }} release spec: the bundle's text
 */
export async function keepRelease({ spec, facts, dir = RELEASED_DIR }) {
  const folder = join(dir, facts.version);
  if (existsSync(folder))
    throw new Error(`${facts.version} is already released (${folder}): a release is never overwritten`);
  await mkdir(folder);
  // 'wx': fails rather than replace a file another run wrote meanwhile.
  await writeFile(join(folder, 'openapi.json'), spec, { flag: 'wx' });
  await writeFile(join(folder, 'release.json'), `${JSON.stringify(facts, null, 2)}\n`, { flag: 'wx' });
  return folder;
}

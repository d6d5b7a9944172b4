// @ts-check
// Writes generated artefacts into their folders without ever leaving one half-written: each folder is written
// beside itself first, then swapped in. A folder is replaced only when the generator made it (it holds the marker
// file), or when it is empty or missing, or when the user says --force; so a mistyped --out never empties a folder
// of the user's own. `check` compares instead of writing, for another repository's CI.
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

export const MARKER = '.payments-contract-generated';

/** @param {string} folder @returns {Promise<string[]>} every file under the folder, relative to it */
async function filesUnder(folder) {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => relative(folder, join(e.parentPath, e.name)));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
}

/** Whether the generator may replace this folder. */
/** @param {string} folder */
async function owned(folder) {
  const files = await filesUnder(folder);
  return files.length === 0 || files.includes(MARKER);
}

/** @param {string} path */
const exists = (path) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Refuses, before anything is written, when a target folder holds files the generator did not make.
 * @param {string[]} folders @param {boolean} force
 */
export async function assertWritable(folders, force) {
  if (force) return;
  for (const folder of folders) {
    if (!(await owned(folder)))
      throw new Error(
        `${folder} holds files that payments-contract did not generate (no ${MARKER} in it); ` +
          'choose another --out, or pass --force to replace it',
      );
  }
}

/**
 * A file written with the content it had keeps its modification time, so that what rebuilds by time (tsc's
 * incremental builds, watchers, the packages' stale-build check) sees no change where there is none.
 * @param {string} previous the file as it was @param {string} target the new copy @param {string} text its content
 */
async function keepTimeIfUnchanged(previous, target, text) {
  let before;
  try {
    if ((await readFile(previous, 'utf8')) !== text) return;
    before = await stat(previous);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return;
    throw error;
  }
  await utimes(target, before.atime, before.mtime);
}

/**
 * @param {Record<string, Record<string, string>>} artefacts @param {(artefact: string) => string} folderOf
 * @param {{ force?: boolean, marker?: boolean }} [options] marker: write the ownership marker (not in this repo's
 *   own packages, whose generated folders are tracked by git instead)
 * @returns {Promise<string[]>} the folders written, with their file counts
 */
export async function writeArtefacts(artefacts, folderOf, { force = false, marker = true } = {}) {
  const targets = Object.keys(artefacts).map((artefact) => resolve(folderOf(artefact)));
  await assertWritable(targets, force || !marker);
  const written = [];
  for (const [artefact, files] of Object.entries(artefacts)) {
    const folder = resolve(folderOf(artefact));
    const staging = `${folder}.writing-${process.pid}`;
    const previous = `${folder}.previous-${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    try {
      const all = marker
        ? { ...files, [MARKER]: 'Written by payments-contract generate; replaced on every run.\n' }
        : files;
      for (const [name, text] of Object.entries(all)) {
        const target = join(staging, name);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, text);
        await keepTimeIfUnchanged(join(folder, name), target, text);
      }
      await mkdir(dirname(folder), { recursive: true });
      const hadOne = await exists(folder);
      if (hadOne) await rename(folder, previous);
      await rename(staging, folder);
      if (hadOne) await rm(previous, { recursive: true, force: true });
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
    written.push(`${folder} (${Object.keys(files).length} files)`);
  }
  return written;
}

/**
 * The files that writing would add, change or remove, as `added|changed|removed path`.
 * @param {Record<string, Record<string, string>>} artefacts @param {(artefact: string) => string} folderOf
 */
export async function changedFiles(artefacts, folderOf) {
  const changes = [];
  for (const [artefact, files] of Object.entries(artefacts)) {
    const folder = resolve(folderOf(artefact));
    const present = new Set((await filesUnder(folder)).filter((name) => name !== MARKER));
    for (const [name, text] of Object.entries(files)) {
      const path = join(folder, name);
      if (!present.has(name)) changes.push(`added ${path}`);
      else if ((await readFile(path, 'utf8')) !== text) changes.push(`changed ${path}`);
      present.delete(name);
    }
    for (const name of present) changes.push(`removed ${join(folder, name)}`);
  }
  return changes.sort();
}

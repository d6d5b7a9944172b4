// The scratch copy a sabotage is applied in, never the working tree: the repository's files copied (built output
// included, .git left out), and a node_modules of links: third-party packages point at the working tree's, while the
// workspace links `@payments-contract/*` keep their relative targets (`../../packages/x`) and so resolve to the
// copy's packages, or the checks would import the unsabotaged code. After each rule, resync puts back every file an
// edit, a rebuild or a test changed, so the next rule starts from the working tree's state.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

const LEFT_OUT = new Set(['.git', 'node_modules']);
const WORKSPACE_SCOPE = '@payments-contract';

/** Every file and link of the repository, by path from its root, outside .git and node_modules. */
function* entries(root: string, dir = ''): Generator<{ path: string; link: boolean }> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (LEFT_OUT.has(entry.name)) continue;
    if (entry.isDirectory()) yield* entries(root, path);
    else if (entry.isFile() || entry.isSymbolicLink()) yield { path, link: entry.isSymbolicLink() };
  }
}

/** The node_modules folders below the root (the root's and nested workspaces'), by path from the root. */
function* moduleFolders(root: string, dir = ''): Generator<string> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === '.git') continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.name === 'node_modules') yield path;
    else yield* moduleFolders(root, path);
  }
}

function copyEntry(root: string, copy: string, path: string, link: boolean) {
  const to = join(copy, path);
  mkdirSync(dirname(to), { recursive: true });
  rmSync(to, { force: true });
  if (link) symlinkSync(readlinkSync(join(root, path)), to);
  else {
    copyFileSync(join(root, path), to);
    // the same modification time as the original's, which is how resync tells an untouched file
    const { atime, mtime } = statSync(join(root, path));
    utimesSync(to, atime, mtime);
  }
}

/** Links each package of a node_modules folder to the working tree's, except the workspace scope's relative links. */
function linkModules(root: string, copy: string, folder: string) {
  mkdirSync(join(copy, folder), { recursive: true });
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const from = join(root, folder, entry.name);
    const to = join(copy, folder, entry.name);
    if (entry.name === WORKSPACE_SCOPE) {
      mkdirSync(to, { recursive: true });
      for (const pkg of readdirSync(from)) {
        const target = join(from, pkg);
        // a relative link keeps pointing inside the copy; anything else is linked to the working tree's
        symlinkSync(lstatSync(target).isSymbolicLink() ? readlinkSync(target) : target, join(to, pkg));
      }
    } else if (entry.name === '.vite' || entry.name === '.vite-temp' || entry.name === '.cache') {
      // caches stay the copy's own: two proofs writing the working tree's cache at once would spoil it
    } else symlinkSync(from, to);
  }
}

/** Makes a fresh copy of the repository at `copy` (removing what was there). */
export function createScratch(root: string, copy: string) {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const { path, link } of entries(root)) copyEntry(root, copy, path, link);
  for (const folder of moduleFolders(root)) linkModules(root, copy, folder);
}

/** Whether the copy's entry is still the original's: the same link target, or the same size and modification time. */
function sameEntry(copy: string, original: string): boolean {
  try {
    const [x, y] = [lstatSync(copy), lstatSync(original)];
    if (x.isSymbolicLink() || y.isSymbolicLink())
      return x.isSymbolicLink() && y.isSymbolicLink() && readlinkSync(copy) === readlinkSync(original);
    return x.size === y.size && x.mtimeMs === y.mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Puts the copy back to the working tree's files: each file changed since it was copied (an edit, a rebuild's
 * output, a test's leftovers) is copied again, and files the working tree lacks are removed. Returns what it fixed.
 */
export function resync(root: string, copy: string): string[] {
  const fixed: string[] = [];
  const wanted = new Set<string>();
  for (const { path, link } of entries(root)) {
    wanted.add(path);
    if (!sameEntry(join(copy, path), join(root, path))) {
      copyEntry(root, copy, path, link);
      fixed.push(path);
    }
  }
  for (const { path } of entries(copy))
    if (!wanted.has(path)) {
      rmSync(join(copy, path), { force: true });
      fixed.push(path);
    }
  return fixed;
}

/** What each file of a folder holds (a digest of its bytes, or its link's target), by path from the folder. */
export function contents(dir: string): Map<string, string> {
  const held = new Map<string, string>();
  for (const { path, link } of entries(dir)) {
    const file = join(dir, path);
    held.set(path, link ? `link:${readlinkSync(file)}` : createHash('sha1').update(readFileSync(file)).digest('hex'));
  }
  return held;
}

/**
 * The files of `dir` added, removed or changed since `before` (its `contents` then): an edit and what its rebuild
 * wrote, without the files a rebuild rewrote with the same bytes.
 */
export function changedSince(dir: string, before: ReadonlyMap<string, string>): string[] {
  const now = contents(dir);
  const changed = [...now].filter(([path, held]) => before.get(path) !== held).map(([path]) => path);
  return [...changed, ...[...before.keys()].filter((path) => !now.has(path))].sort();
}

export function removeScratch(copy: string) {
  rmSync(copy, { recursive: true, force: true });
}

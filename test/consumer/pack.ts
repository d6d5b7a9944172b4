// Packs every package the guides tell users to install, as `npm publish` would, into a folder of tarballs.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const repoRoot = new URL('../../', import.meta.url).pathname;
/** Every workspace the repository publishes (not marked private): folder → package name, read from package.json. */
function workspaces(): Record<string, string> {
  const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  const folders = root.workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(repoRoot, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
  const named = folders.map((folder) => [
    folder,
    JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8')),
  ]);
  return Object.fromEntries(
    named.filter(([, manifest]) => !manifest.private).map(([folder, manifest]) => [folder, manifest.name]),
  );
}

/** Folder in the repository → package name. */
export const publishable: Record<string, string> = workspaces();
/** The names of the packages the repository publishes, sorted. */
export const publishedWorkspaces = () => Object.values(publishable).sort();

export const run = promisify(execFile);

/** @returns tarball path by package name */
export async function packAll(): Promise<Record<string, string>> {
  const destination = await mkdtemp(join(tmpdir(), 'pc-packs-'));
  const { stdout } = await run(
    'npm',
    ['pack', '--json', '--pack-destination', destination, ...Object.keys(publishable).flatMap((w) => ['-w', w])],
    { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 },
  );
  const packed = JSON.parse(stdout) as { name: string; filename: string }[];
  return Object.fromEntries(packed.map((p) => [p.name, join(destination, p.filename)]));
}

// @ts-check
// The workspaces and the order their dependencies impose, read from the package.json files, so that neither the build
// (scripts/build.js) nor publishing (scripts/publish-all.js) keeps a hand-written list that a new package would miss.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export const root = new URL('..', import.meta.url).pathname;
export const read = (/** @type {string} */ folder) => JSON.parse(readFileSync(`${root}${folder}/package.json`, 'utf8'));

/**
 * The published workspaces, each after every workspace it depends on (dependencies and peers, optional ones too, so
 * that an install of the later one finds the earlier at its exact version); among those free to go, by folder name.
 * @param {Record<string, { name: string, private?: boolean, dependencies?: object, peerDependencies?: object }>} manifests
 *   folder → package.json
 */
export function publishOrder(manifests) {
  const folders = Object.keys(manifests)
    .filter((folder) => !manifests[folder]?.private)
    .sort();
  const folderOf = new Map(folders.map((folder) => [manifests[folder]?.name, folder]));
  const needs = new Map(
    folders.map((folder) => {
      const { dependencies = {}, peerDependencies = {} } = manifests[folder] ?? {};
      const names = [...Object.keys(dependencies), ...Object.keys(peerDependencies)];
      return [folder, names.flatMap((name) => folderOf.get(name) ?? [])];
    }),
  );
  /** @type {string[]} */
  const order = [];
  while (order.length < folders.length) {
    const next = folders.find((f) => !order.includes(f) && needs.get(f)?.every((n) => order.includes(n)));
    if (!next) {
      const left = folders.filter((f) => !order.includes(f));
      throw new Error(`the workspaces ${left.join(', ')} depend on each other in a cycle: no publish order exists`);
    }
    order.push(next);
  }
  return order;
}

/** The workspaces the root package.json lists (a `dir/*` entry is each folder in dir that has a package.json). */
export function workspaceManifests() {
  /** @type {Record<string, any>} */
  const manifests = {};
  for (const entry of read('.').workspaces) {
    const folders = entry.endsWith('/*')
      ? readdirSync(`${root}${entry.slice(0, -2)}`, { withFileTypes: true })
          .filter((d) => d.isDirectory() && existsSync(`${root}${entry.slice(0, -1)}${d.name}/package.json`))
          .map((d) => `${entry.slice(0, -1)}${d.name}`)
      : [entry];
    for (const folder of folders) manifests[folder] = read(folder);
  }
  return manifests;
}

#!/usr/bin/env node
// @ts-check
// `npm run build`, the main job: build the packages that linting and generating import, lint and bundle the spec,
// regenerate every committed artefact, build the other packages after those they depend on, then the docs page.
// Both groups and their order come from the workspaces' package.json files (scripts/workspaces.js), not a list.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { publishOrder, workspaceManifests } from './workspaces.js';

/**
 * The packages with a build script, split into those the generators need (built before `generate`, which imports
 * them) and the rest (built after, from the generated code), each group in dependency order.
 * @param {Record<string, any>} manifests folder → package.json
 */
export function buildOrder(manifests) {
  const order = publishOrder(manifests);
  const byName = new Map(order.map((folder) => [manifests[folder].name, folder]));
  /** @type {Set<string>} */
  const needed = new Set();
  const visit = (/** @type {string} */ folder) => {
    const { dependencies = {} } = manifests[folder];
    for (const name of Object.keys(dependencies)) {
      const dependency = byName.get(name);
      if (!dependency || needed.has(dependency)) continue;
      needed.add(dependency);
      visit(dependency);
    }
  };
  visit('generators');
  const built = order.filter((folder) => manifests[folder].scripts?.build);
  return {
    beforeGenerate: built.filter((folder) => needed.has(folder)),
    afterGenerate: built.filter((folder) => !needed.has(folder)),
  };
}

/** @param {string[]} args */
function npm(...args) {
  process.stderr.write(`\n> npm ${args.join(' ')}\n`);
  const { status, signal } = spawnSync('npm', args, { stdio: 'inherit' });
  if (status !== 0) {
    process.stderr.write(`error: npm ${args.join(' ')} failed (${signal ?? `exit ${status}`}): the build stopped\n`);
    process.exit(1);
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { beforeGenerate, afterGenerate } = buildOrder(workspaceManifests());
  for (const folder of beforeGenerate) npm('run', 'build', '-w', folder);
  npm('run', 'lint');
  npm('run', 'generate');
  for (const folder of afterGenerate) npm('run', 'build', '-w', folder);
  // The packages' bin links point into dist/, which the builds above have just written.
  npm('rebuild', '--ignore-scripts', '--workspaces');
  npm('run', 'docs');
}

#!/usr/bin/env node
// @ts-check
// Publishes every package of the workspace to a registry the team runs, each after the packages it depends on (they
// depend on each other by exact version): `npm run publish:all -- --registry URL` (after `npm run build`); other
// arguments go to each `npm publish`. `npm run pack:all -- DIR` packs them all into DIR instead, to be installed
// together (`npm install DIR/*.tgz`). Nothing here is on the public registry. test/consumer/install.ts runs this.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
export const PUBLISH_ORDER = [
  'packages/spec',
  'packages/openapi-vocabulary',
  'packages/validator-runtime',
  'packages/client',
  'packages/validators',
  'packages/webhooks',
  'packages/simulator',
  'packages/mock',
  'packages/behaviour',
  'generators',
];

/** @param {string[]} args */
function npm(args) {
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

/** @param {string[]} argv */
function main(argv) {
  const [first, ...rest] = argv;
  if (first === '--pack') {
    if (!rest[0]) throw new Error('usage: npm run pack:all -- DIR');
    npm(['pack', '--pack-destination', resolve(rest[0]), ...PUBLISH_ORDER.map((folder) => root + folder)]);
  } else for (const folder of PUBLISH_ORDER) npm(['publish', root + folder, ...argv]);
}

// Imported (for PUBLISH_ORDER) it does nothing; run, it publishes or packs.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));

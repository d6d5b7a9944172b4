#!/usr/bin/env node
// @ts-check
// Publishes every package of the workspace to a registry the team runs, each after the packages it depends on (they
// depend on each other by exact version): `npm run publish:all -- --registry URL` (after `npm run build`); other
// arguments go to each `npm publish`. `npm run pack:all -- DIR` packs them all into DIR instead, to be installed
// together (`npm install DIR/*.tgz`). Nothing here is on the public registry. test/consumer/install.ts runs this.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const PUBLISH_ORDER = [
  'packages/spec',
  'packages/validator-runtime',
  'packages/client',
  'packages/validators',
  'packages/webhooks',
  'packages/simulator',
  'packages/mock',
  'generators',
];

/** @param {string[]} args */
function npm(args) {
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const [first, ...rest] = process.argv.slice(2);
if (first === '--pack') {
  if (!rest[0]) throw new Error('usage: npm run pack:all -- DIR');
  npm(['pack', '--pack-destination', resolve(rest[0]), ...PUBLISH_ORDER.map((folder) => root + folder)]);
} else {
  for (const folder of PUBLISH_ORDER) npm(['publish', root + folder, ...process.argv.slice(2)]);
}

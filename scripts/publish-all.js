#!/usr/bin/env node
// @ts-check
// Publishes every package of the workspace to a registry the team runs, each after the packages it depends on (they
// depend on each other by exact version): `npm run publish:all -- --registry URL` (after `npm run build`, logged in
// to that registry: README, "Installing the packages in another project"); other arguments go to each
// `npm publish`. The order is computed from the packages' own dependencies, so a new package or dependency needs no
// hand-kept list. Resumable: a package the registry already has at its version is skipped, so a run stopped half-way
// (a network fault, a missing login) is finished by running it again; each package is named as published or
// skipped. `npm run pack:all -- DIR` packs them all into DIR instead, to be installed together
// (`npm install DIR/*.tgz`). Nothing here is on the public registry. test/consumer/install.ts runs this.
import { spawnSync } from 'node:child_process';
import { mkdirSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishOrder, read, root, workspaceManifests } from './workspaces.js';

export const PUBLISH_ORDER = publishOrder(workspaceManifests());

/** @param {string[]} args @param {'inherit' | 'pipe'} [stdio] */
function npm(args, stdio = 'inherit') {
  return spawnSync('npm', args, { stdio: stdio === 'pipe' ? ['ignore', 'pipe', 'pipe'] : 'inherit', encoding: 'utf8' });
}

/**
 * Whether the registry already has this version: `npm view` answers it, or E404 (the package or version is not
 * there). Anything else (no registry, refused) is an error naming the package, never taken for "not published".
 * @param {string} spec name@version @param {string[]} registry `--registry URL`, or nothing
 */
export function alreadyPublished(spec, registry) {
  const { status, stdout, stderr } = npm(['view', spec, 'version', '--json', ...registry], 'pipe');
  const version = spec.slice(spec.lastIndexOf('@') + 1);
  if (status === 0) return stdout.trim() !== '' && JSON.parse(stdout) === version;
  if (/\bE404\b/.test(`${stdout}${stderr}`)) return false;
  const said = `${stderr}`.split('\n').find((line) => /npm (error|ERR!)/.test(line)) ?? `exit ${status}`;
  throw new Error(`cannot ask the registry whether ${spec} is published (${said.trim()})`);
}

/** @param {string[]} argv the arguments after publish:all, given to each `npm publish` */
function publishAll(argv) {
  const at = argv.indexOf('--registry');
  const registry = at >= 0 ? argv.slice(at, at + 2) : argv.filter((arg) => arg.startsWith('--registry='));
  const done = { published: /** @type {string[]} */ ([]), skipped: /** @type {string[]} */ ([]) };
  for (const folder of PUBLISH_ORDER) {
    const { name, version } = read(folder);
    const spec = `${name}@${version}`;
    if (alreadyPublished(spec, registry)) {
      process.stderr.write(`skipped ${spec}: the registry already has it\n`);
      done.skipped.push(spec);
      continue;
    }
    process.stderr.write(`publishing ${spec}\n`);
    const { status } = npm(['publish', root + folder, ...argv]);
    if (status !== 0) {
      throw new Error(
        `npm publish of ${spec} failed (exit ${status}); ${done.published.length} published and ${done.skipped.length} ` +
          'skipped before it. Fix the cause (a login? `npm login --registry URL`) and run publish:all again: it resumes.',
      );
    }
    done.published.push(spec);
  }
  process.stderr.write(`published ${done.published.length}, skipped ${done.skipped.length} already there\n`);
}

/** @param {string[]} argv */
function main(argv) {
  const [first, ...rest] = argv;
  if (first === '--pack') {
    if (!rest[0]) throw new Error('usage: npm run pack:all -- DIR');
    mkdirSync(resolve(rest[0]), { recursive: true }); // npm pack refuses a destination that does not exist
    const { status } = npm([
      'pack',
      '--pack-destination',
      resolve(rest[0]),
      ...PUBLISH_ORDER.map((folder) => root + folder),
    ]);
    if (status !== 0) process.exitCode = status ?? 1;
  } else publishAll(argv);
}

// Imported (for PUBLISH_ORDER) it does nothing; run, it publishes or packs.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

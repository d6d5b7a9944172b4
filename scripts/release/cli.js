#!/usr/bin/env node
// @ts-check
// `npm run release`: one release from the spec's diff. Bundles the spec, compares it with the newest released one
// (scripts/spec-diff/released/<version>/), proposes the level by semver, bumps the packages the rule in ./plan.js
// names, writes their CHANGELOG.md entries, raises `info.version`, regenerates, and keeps the released spec in a
// folder of its own. `--dry-run` prints the plan and writes nothing: the spec is bundled in memory for the plan, and
// written only by a real release. Our own step rather than Changesets: see
// CONTRIBUTING.md ("Making a release").
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { fail, info } from '../../generators/shared/log.js';
import { bundleSpec } from '../bundle/index.js';
import { repoRoot } from '../paths.js';
import { loadFile } from '../spec-diff/base.js';
import { compareDocuments } from '../spec-diff/compare.js';
import { judge, UsageError } from '../spec-diff/gate.js';
import { keepRelease, latestReleased } from '../spec-diff/released.js';
import { changelogEntry, withEntry } from './changelog.js';
import { declaredLevel, levelOf } from './level.js';
import { readPackages, writeVersions } from './manifests.js';
import { changedArtefacts } from './outputs.js';
import { planRelease, SPEC } from './plan.js';
import { LEVELS } from './semver.js';

const HELP = `Usage: npm run release -- [--dry-run] [--bump major|minor|patch] [--date YYYY-MM-DD]

Bundles the spec, compares it with the newest released spec (scripts/spec-diff/released/<version>/openapi.json)
and releases: the level by semver from the diff (breaking for clients or receivers -> major, additions -> minor,
documentation -> patch), the packages' versions by the rule in CONTRIBUTING.md ("Making a release"), a dated entry in
each bumped package's CHANGELOG.md (replacing its "## Unreleased" section), info.version, the regenerated code, and
the released spec kept in its own folder. Then commit, tag and \`npm run publish:all\`.

Options:
  --dry-run     print the plan (levels, versions, the spec's changelog entry) and write nothing
  --bump LEVEL  release at least at LEVEL (never lower than the diff calls for)
  --date DATE   the release's date (default: today, UTC)
  -h, --help    show this help
`;

/** @param {string[]} argv */
async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'dry-run': { type: 'boolean', default: false },
      bump: { type: 'string' },
      date: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return process.stdout.write(HELP);
  const requested = /** @type {import('./semver.js').Level | undefined} */ (values.bump);
  if (requested !== undefined && !LEVELS.includes(requested)) {
    throw new UsageError(`--bump must be one of ${LEVELS.join(', ')}, not '${requested}'`);
  }
  const date = values.date ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new UsageError(`--date must be YYYY-MM-DD, not '${date}'`);

  const latest = latestReleased();
  const released = await loadFile(latest.file, relative(repoRoot, latest.file));
  const head = await bundleSpec();
  const changes = compareDocuments(released.document, head.document);
  const verdict = judge(released.document, head.document, changes);
  const packages = await readPackages(repoRoot);
  const spec = packages.find((candidate) => candidate.name === SPEC);
  if (spec?.version !== latest.version) {
    throw new UsageError(
      `${SPEC} is at ${spec?.version}, but the newest released spec is ${latest.version}: they must agree`,
    );
  }
  const { bumps } = planRelease({
    diffLevel: levelOf(changes),
    declared: declaredLevel(released.document.info.version, head.document.info.version),
    requested,
    packages,
    changedArtefacts: levelOf(changes) ? await changedArtefacts(released.document, head.document) : [],
    notificationsChanged: changes.some((change) => change.where.startsWith('webhook ')),
  });
  if (bumps.size === 0)
    throw new UsageError(
      'nothing to release: the spec equals the released one and no changelog has notes under "## Unreleased"',
    );

  const specBump = bumps.get(SPEC);
  const specTo = specBump?.to ?? latest.version;
  const entries = new Map(
    packages
      .filter(({ name }) => bumps.has(name))
      .map((pkg) => {
        const bump = /** @type {import('./plan.js').Bump} */ (bumps.get(pkg.name));
        const pinned = pkg.pins
          .filter((pin) => bumps.has(pin))
          .map((pin) => ({ name: pin, to: String(bumps.get(pin)?.to) }));
        const entry = changelogEntry({
          bump,
          date,
          changes,
          spec: { from: latest.version, to: specTo },
          notes: pkg.notes?.text,
          pinned,
        });
        return [pkg.name, entry];
      }),
  );
  // The spec's own bump (its notes may raise it above the diff's level), then what the diff alone calls for.
  info(
    `spec ${latest.version} → ${specTo}: ${specBump?.level ?? 'unchanged'} (diff: ${levelOf(changes) ?? 'none'}, gate ${verdict.passes ? 'passes' : 'fails'})`,
  );
  for (const [name, { from, to, level, why }] of bumps) info(`  ${name} ${from} → ${to} (${level}: ${why.join(', ')})`);
  if (values['dry-run']) {
    process.stdout.write(entries.get(SPEC) ?? [...entries.values()][0] ?? '');
    return;
  }

  run('scripts/bundle/cli.js');
  await writeVersions(repoRoot, packages, bumps);
  for (const pkg of packages) {
    const entry = entries.get(pkg.name);
    if (entry) await writeFile(join(repoRoot, pkg.folder, 'CHANGELOG.md'), withEntry(pkg.changelog, entry));
  }
  if (bumps.has(SPEC)) {
    await raiseInfoVersion(specTo.split('.').slice(0, 2).join('.'));
    run('scripts/bundle/cli.js');
    const folder = await keepRelease({
      spec: await readFile(join(repoRoot, 'packages/spec/openapi.json'), 'utf8'),
      facts: { version: specTo, date, level: String(specBump?.level) },
    });
    info(`kept the released spec in ${relative(repoRoot, folder)}`);
  }
  run('scripts/generate/cli.js');
  info('released: review, commit, tag, then `npm run build` and `npm run publish:all -- --registry URL`');
}

/** `info.version` in openapi/info.yaml, the source the bundle reads. @param {string} version */
async function raiseInfoVersion(version) {
  const file = join(repoRoot, 'openapi/info.yaml');
  const text = await readFile(file, 'utf8');
  const line = /^version: .*$/m;
  if (!line.test(text)) throw new Error(`${relative(repoRoot, file)} has no top-level 'version:' line`);
  await writeFile(file, text.replace(line, `version: "${version}"`));
}

/** @param {string} script a repository script, run with this Node */
function run(script) {
  const { status } = spawnSync(process.execPath, [join(repoRoot, script)], { stdio: 'inherit' });
  if (status !== 0) throw new Error(`${script} failed (exit ${status}): nothing was released`);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  const usage = error instanceof UsageError || (error instanceof TypeError && 'code' in error);
  fail(error instanceof Error ? error.message : String(error));
  if (usage) process.stderr.write('(see --help)\n');
  process.exitCode = usage ? 2 : 3;
}

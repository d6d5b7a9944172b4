// @ts-check
// Which packages a release bumps, and to what: the rule relating the packages' versions to the spec, written down in
// CONTRIBUTING.md ("Making a release"). Pure: the caller reads the diff, the manifests, the changelogs and
// which generated artefacts changed.
//
// - `@payments-contract/spec` is the spec: its version is MAJOR.MINOR.PATCH where MAJOR.MINOR is `info.version`,
//   raised by the diff's level (or the level `info.version` declares, or `--bump`, whichever is higher).
// - The packages that read the spec at run time (simulator, mock, behaviour), those whose generated code changed
//   (client, validators, webhooks), and the webhooks package when a notification changed (it re-exports the
//   client's notification types) take the same level.
// - A package with hand-written notes under `## Unreleased` in its CHANGELOG.md takes minor, major when a note
//   starts with "Breaking" (`## Unreleased (patch)` for fixes only).
// - A package that pins a bumped package (they depend on each other by exact version) takes at least a patch.
import { bump, higher, LEVELS } from './semver.js';

/** @typedef {import('./semver.js').Level} Level */
/**
 * @typedef {{ folder: string, name: string, version: string, pins: string[], notes: { level: Level, text: string } | undefined }} Package
 * pins: the names of the workspace's packages it depends on
 * @typedef {{ from: string, to: string, level: Level, why: Array<'spec' | 'generated' | 'reads-spec' | 'notes' | 'pins'> }} Bump
 */

export const SPEC = '@payments-contract/spec';
export const READS_SPEC = ['@payments-contract/simulator', '@payments-contract/mock', '@payments-contract/behaviour'];
/** The generated artefact each package carries (scripts/generate/repo.js). */
export const GENERATED = {
  client: '@payments-contract/client',
  validators: '@payments-contract/validators',
  webhooks: '@payments-contract/webhooks',
};

/**
 * @param {{
 *   diffLevel: Level | undefined, declared: Level | undefined, requested: Level | undefined,
 *   packages: Package[], changedArtefacts: string[], notificationsChanged?: boolean,
 * }} input
 * @returns {{ specLevel: Level | undefined, bumps: Map<string, Bump> }}
 */
export function planRelease({ diffLevel, declared, requested, packages, changedArtefacts, notificationsChanged }) {
  if (requested && diffLevel && LEVELS.indexOf(requested) < LEVELS.indexOf(diffLevel)) {
    throw new Error(
      `--bump ${requested} is lower than the diff calls for (${diffLevel}): a user's range would take in the change`,
    );
  }
  const specLevel = higher(higher(diffLevel, declared), diffLevel || declared ? requested : undefined);
  /** @type {Map<string, { level: Level, why: Bump['why'] }>} */
  const levels = new Map();
  /** @param {string} name @param {Level} level @param {Bump['why'][number]} why */
  const raise = (name, level, why) => {
    const known = levels.get(name);
    if (!known) levels.set(name, { level, why: [why] });
    else {
      known.level = /** @type {Level} */ (higher(known.level, level));
      if (!known.why.includes(why)) known.why.push(why);
    }
  };
  if (specLevel) {
    raise(SPEC, specLevel, 'spec');
    for (const name of READS_SPEC) raise(name, specLevel, 'reads-spec');
    for (const artefact of changedArtefacts) {
      const name = GENERATED[/** @type {keyof typeof GENERATED} */ (artefact)];
      if (name) raise(name, specLevel, 'generated');
    }
    if (notificationsChanged) raise(GENERATED.webhooks, specLevel, 'generated');
  }
  for (const { name, notes } of packages) if (notes) raise(name, notes.level, 'notes');
  // Pins: repeat until nothing more is bumped (validators pins client; webhooks pins validators …).
  for (let grown = true; grown; ) {
    grown = false;
    for (const { name, pins } of packages) {
      if (levels.has(name) || !pins.some((pin) => levels.has(pin))) continue;
      raise(name, 'patch', 'pins');
      grown = true;
    }
  }
  /** @type {Map<string, Bump>} */
  const bumps = new Map();
  for (const { name, version } of packages) {
    const planned = levels.get(name);
    if (planned) bumps.set(name, { from: version, to: bump(version, planned.level), ...planned });
  }
  return { specLevel, bumps };
}

/**
 * The level hand-written notes call for: `## Unreleased (patch)` → patch; a note starting with "Breaking" → major;
 * otherwise minor. Undefined when the section is missing or empty.
 * @param {string} changelog the whole CHANGELOG.md
 * @returns {{ level: Level, text: string } | undefined}
 */
export function unreleasedNotes(changelog) {
  const match = /^## Unreleased(?: \((patch|minor|major)\))?[ \t]*\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(changelog);
  const text = match?.[2]?.trim();
  if (!match || !text) return undefined;
  const stated = /** @type {Level | undefined} */ (match[1]);
  const breaking = /^- (\*\*)?Breaking\b/m.test(text);
  return { level: breaking ? 'major' : (stated ?? 'minor'), text };
}

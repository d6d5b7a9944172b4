// @ts-check
// The rule CI applies: a breaking change fails the gate unless the spec's `info.version` major is raised against
// the base ("2.0" → "3.0"). Without a breaking change the gate passes whatever the version says.
import { UsageError } from '@payments-contract/openapi-vocabulary';

export { UsageError };

/**
 * @typedef {{ base: string, head: string, majorRaised: boolean }} Versions
 * @typedef {{ passes: boolean, breaking: number, versions: Versions }} Verdict
 */

/**
 * @param {Record<string, any>} base
 * @param {Record<string, any>} head
 * @param {Array<{ severity: string, what: string }>} changes
 * @returns {Verdict}
 */
export function judge(base, head, changes) {
  const versions = {
    base: versionOf(base, 'the base'),
    head: versionOf(head, 'the spec'),
    majorRaised: false,
  };
  versions.majorRaised = major(versions.head) > major(versions.base);
  // Counted once per kind of change, however many operations share it (one component schema used by many).
  const breaking = new Set(changes.filter((change) => change.severity === 'breaking').map((change) => change.what))
    .size;
  return { passes: breaking === 0 || versions.majorRaised, breaking, versions };
}

/**
 * @param {Record<string, any>} document
 * @param {string} which
 */
function versionOf(document, which) {
  const version = document.info?.version;
  if (typeof version !== 'string' || !/^\d+(\.|$)/.test(version)) {
    throw new UsageError(
      `${which}'s info.version must start with a major number ("2.0"), not ${JSON.stringify(version)}`,
    );
  }
  return version;
}

/** @param {string} version */
const major = (version) => Number.parseInt(version, 10);

/** Bad input from the person running the command: exit 2. */

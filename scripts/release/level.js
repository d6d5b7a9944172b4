// @ts-check
// The release level a diff calls for, by semver from the gate's classes: a change that breaks a client or a
// notification receiver → major; an addition (anything else the gate sees) → minor; documentation only → patch;
// no change → no release of the spec.

/** @typedef {import('./semver.js').Level} Level */

/** @param {Array<{ severity: string }>} changes @returns {Level | undefined} */
export function levelOf(changes) {
  if (changes.some((change) => change.severity === 'breaking')) return 'major';
  if (changes.some((change) => change.severity === 'non-breaking')) return 'minor';
  if (changes.length > 0) return 'patch';
  return undefined;
}

/**
 * The level the spec's `info.version` declares against the released one ("2.0" → "3.0" major, → "2.1" minor): a
 * maintainer who raised it is never overruled downwards.
 * @param {string} released info.version of the released spec
 * @param {string} head info.version of the spec
 * @returns {Level | undefined}
 */
export function declaredLevel(released, head) {
  const [a, b] = [released, head].map((version) => version.split('.').map((part) => Number.parseInt(part, 10)));
  if ((b?.[0] ?? 0) > (a?.[0] ?? 0)) return 'major';
  if ((b?.[0] ?? 0) === (a?.[0] ?? 0) && (b?.[1] ?? 0) > (a?.[1] ?? 0)) return 'minor';
  return undefined;
}

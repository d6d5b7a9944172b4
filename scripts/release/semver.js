// @ts-check
// Versions as MAJOR.MINOR.PATCH and how a release level raises them. A package still at 0.x follows npm's caret
// rule (`^0.2.0` accepts 0.2.x only): a breaking release raises its minor, anything else its patch, so that a user's
// range never takes in a break.

/** @typedef {'major' | 'minor' | 'patch'} Level */

export const LEVELS = /** @type {const} */ (['patch', 'minor', 'major']);

/** @param {string} version @returns {[number, number, number]} */
export function parse(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`'${version}' is not a MAJOR.MINOR.PATCH version`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** @param {string} version @param {Level} level */
export function bump(version, level) {
  const [major, minor, patch] = parse(version);
  if (major === 0) return level === 'major' ? `0.${minor + 1}.0` : `0.${minor}.${patch + 1}`;
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/** @param {string} a @param {string} b @returns {number} negative when a is older */
export function compare(a, b) {
  const [x, y] = [parse(a), parse(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** The higher of two levels (undefined: no release). @param {Level | undefined} a @param {Level | undefined} b */
export function higher(a, b) {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return LEVELS.indexOf(a) >= LEVELS.indexOf(b) ? a : b;
}

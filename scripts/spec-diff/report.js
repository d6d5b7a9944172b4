// @ts-check
// The report on stdout: breaking changes first, then non-breaking ones; a change found at many operations (one
// component schema used by each) is one line naming them all. Documentation-only changes are counted, listed
// with --all. `--json` prints the same as data for other tools.

/**
 * @typedef {{ severity: 'breaking' | 'non-breaking' | 'documentation', where: string, what: string, reason?: string }} Change
 * @typedef {import('./gate.js').Verdict} Verdict
 */

const TITLES = /** @type {const} */ ([
  ['breaking', 'Breaking changes'],
  ['non-breaking', 'Non-breaking changes'],
  ['documentation', 'Documentation-only changes'],
]);

/**
 * @param {Change[]} changes
 * @param {Verdict} verdict
 * @param {{ base: string, all: boolean }} options base: how the base was named
 */
export function formatReport(changes, verdict, { base, all }) {
  const { versions } = verdict;
  const lines = [`Spec ${versions.head} against ${base} (${versions.base})`];
  for (const [severity, title] of TITLES) {
    const groups = grouped(changes.filter((change) => change.severity === severity));
    if (groups.length === 0) continue;
    lines.push('', `${title} (${groups.length}):`);
    if (severity === 'documentation' && !all) {
      lines.push('  (listed with --all)');
      continue;
    }
    for (const { what, where, reason } of groups) {
      lines.push(`  - ${what}`, `      at ${listed(where)}`);
      if (reason) lines.push(`      why: ${reason}`);
    }
  }
  if (changes.length === 0) lines.push('', 'No change.');
  lines.push('', verdictLine(verdict));
  return `${lines.join('\n')}\n`;
}

/**
 * @param {Change[]} changes
 * @param {Verdict} verdict
 * @param {{ base: string }} options
 */
export function formatJson(changes, verdict, { base }) {
  return `${JSON.stringify({ base, ...verdict, changes: grouped(changes) }, null, 2)}\n`;
}

/** @param {Verdict} verdict */
function verdictLine({ passes, breaking, versions }) {
  if (breaking === 0) return 'Gate: passes (no breaking change).';
  if (passes)
    return `Gate: passes (${breaking} breaking, and the major version is raised: ${versions.base} → ${versions.head}).`;
  return `Gate: FAILS (${breaking} breaking without a major version raise; info.version is ${versions.head}, the base's ${versions.base}).`;
}

/**
 * Merges the changes that say the same thing at different places, keeping the first-seen order.
 * @param {Change[]} changes
 * @returns {Array<Omit<Change, 'where'> & { where: string[] }>}
 */
export function grouped(changes) {
  /** @type {Map<string, Omit<Change, 'where'> & { where: string[] }>} */
  const groups = new Map();
  for (const { where, ...rest } of changes) {
    const key = `${rest.severity}\u0000${rest.what}`;
    const group = groups.get(key);
    if (!group) groups.set(key, { ...rest, where: [where] });
    else if (!group.where.includes(where)) group.where.push(where);
  }
  return [...groups.values()];
}

/** @param {string[]} places */
function listed(places) {
  return places.length <= 6 ? places.join(', ') : `${places.slice(0, 6).join(', ')} and ${places.length - 6} more`;
}

// @ts-check
// A package's CHANGELOG.md entry for a release: dated, classed (breaking or not), each change of the spec with the
// operations, fields and notifications it touches and what a consumer must do; the hand-written notes kept under
// `## Unreleased` follow; a package bumped only for its pins says so. The entry takes the place of `## Unreleased`.
import { entriesOf } from './entries.js';

/** @typedef {import('./plan.js').Bump} Bump */
/** @typedef {import('../spec-diff/report.js').Change} Change */

const KIND = {
  major: 'breaking: read "Breaking changes" before you upgrade',
  minor: 'additions: nothing breaks',
  patch: 'fixes and documentation: nothing breaks',
};

/**
 * @param {{
 *   bump: Bump, date: string, changes: Change[], spec: { from: string, to: string },
 *   notes: string | undefined, pinned: Array<{ name: string, to: string }>,
 * }} input changes: the spec's diff, shown when the package's output follows the spec
 */
export function changelogEntry({ bump, date, changes, spec, notes, pinned }) {
  const lines = [
    `## ${bump.to} — ${date}`,
    '',
    `${bump.level === 'major' ? 'Breaking' : 'Not breaking'} (${KIND[bump.level]}).`,
  ];
  const followsSpec = bump.why.some((why) => why !== 'notes' && why !== 'pins');
  if (followsSpec) lines.push('', ...specSection(changes, spec));
  if (notes) lines.push('', ...(followsSpec ? ['### Other changes', ''] : []), notes);
  if (pinned.length > 0) {
    lines.push('', `Depends on ${pinned.map(({ name, to }) => `${name} ${to}`).join(', ')} (see their changelogs).`);
  }
  return `${lines.join('\n')}\n`;
}

/** @param {Change[]} changes @param {{ from: string, to: string }} spec */
function specSection(changes, spec) {
  const entries = entriesOf(changes);
  const lines = [`The spec changed from ${spec.from} to ${spec.to}:`];
  for (const [severity, title] of /** @type {const} */ ([
    ['breaking', 'Breaking changes'],
    ['non-breaking', 'Additions and other non-breaking changes'],
    ['documentation', 'Documentation'],
  ])) {
    const mine = entries.filter((entry) => entry.severity === severity);
    if (mine.length === 0) continue;
    lines.push('', `### ${title}`, '');
    for (const { what, where, reason, advice } of mine) {
      lines.push(`- **${places(where)}**: ${what}.${reason ? ` (${reason}.)` : ''} ${advice}`);
    }
  }
  if (entries.length === 0) lines.push('', 'No change to the operations or notifications.');
  return lines;
}

/** @param {string[]} where */
function places(where) {
  return where.length <= 4 ? where.join(', ') : `${where.slice(0, 4).join(', ')} and ${where.length - 4} more`;
}

/**
 * The changelog with the entry in place of `## Unreleased` (or first, under the title, when there is none).
 * @param {string} changelog
 * @param {string} entry
 */
export function withEntry(changelog, entry) {
  const unreleased = /^## Unreleased[^\n]*\n[\s\S]*?(?=^## |(?![\s\S]))/m;
  if (unreleased.test(changelog)) return changelog.replace(unreleased, `${entry}\n`);
  const title = /^# [^\n]*\n\n?/.exec(changelog);
  if (!title) return `# Changelog\n\n${entry}${changelog ? `\n${changelog}` : ''}`;
  return `${changelog.slice(0, title[0].length)}${entry}\n${changelog.slice(title[0].length)}`;
}

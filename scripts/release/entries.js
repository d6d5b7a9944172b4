// @ts-check
// The spec's diff as the entries a consumer reads, shared by the changelogs and the docs' Changes page so that both
// say the same: each change once (one line naming every operation or notification it touches), its class, why the
// gate is stricter than the diff tool where it is, and what to do.
import { grouped } from '../spec-diff/report.js';
import { adviceFor } from './advice.js';

/** @typedef {import('../spec-diff/report.js').Change} Change */
/** @typedef {{ severity: Change['severity'], what: string, where: string[], reason?: string, advice: string }} Entry */

/** @param {Change[]} changes @returns {Entry[]} */
export function entriesOf(changes) {
  const order = ['breaking', 'non-breaking', 'documentation'];
  return grouped(changes)
    .map((group) => ({ ...group, advice: adviceFor(group) }))
    .sort((a, b) => order.indexOf(a.severity) - order.indexOf(b.severity));
}

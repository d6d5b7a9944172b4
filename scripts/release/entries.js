// @ts-check
// The spec's diff as the entries a consumer reads, shared by the changelogs and the docs' Changes page so that both
// say the same: each change once (one line naming every operation or notification it touches), its class, why the
// gate is stricter than the diff tool where it is, and what to do. Changes of one class to the same places with the
// same advice make one entry (three documentation edits to all 44 operations are one line, not three).
import { grouped } from '../spec-diff/report.js';
import { adviceFor } from './advice.js';

/** @typedef {import('../spec-diff/report.js').Change} Change */
/** @typedef {{ severity: Change['severity'], what: string, where: string[], reason?: string, advice: string }} Entry */

/** @param {Change[]} changes @returns {Entry[]} */
export function entriesOf(changes) {
  const order = ['breaking', 'non-breaking', 'documentation'];
  /** @type {Map<string, Entry>} */
  const merged = new Map();
  for (const group of grouped(changes)) {
    const entry = { ...group, advice: adviceFor(group) };
    const key = JSON.stringify([entry.severity, entry.where, entry.reason, entry.advice]);
    const same = merged.get(key);
    if (same) same.what = `${same.what}; ${entry.what}`;
    else merged.set(key, entry);
  }
  return [...merged.values()].sort((a, b) => order.indexOf(a.severity) - order.indexOf(b.severity));
}

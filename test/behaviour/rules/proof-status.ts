// Where each checked rule stands against its sabotage (issue 31), read from the committed proof report: a rule
// counts as proved only when breaking exactly that rule made its own checks fail. Survived, broken and stale entries
// are failures; a rule with an `unproved:` reason is listed; one with neither sabotage nor reason is listed as missing.
import { type Entry, type SectionCount, sectionCounts, statusOf } from '../prove/report-file.js';
import type { Rule } from './read.js';

export interface ProofStatus {
  /** Checked rules whose proof fails: survived, broken, or stale against their sabotage. */
  failing: string[];
  /** Checked rules with an `unproved:` reason, with it. */
  unproved: { id: string; reason: string }[];
  /** Checked rules with neither a sabotage nor an `unproved:` reason. */
  missing: string[];
  sections: SectionCount[];
}

export function proofStatus(rules: readonly Rule[], entries: Record<string, Entry>): ProofStatus {
  const status: ProofStatus = { failing: [], unproved: [], missing: [], sections: sectionCounts(rules, entries) };
  for (const rule of rules.filter((r) => r.kind === 'checked')) {
    const entry = entries[rule.id];
    const now = statusOf(rule, entry);
    if (now === 'survived') status.failing.push(`${rule.id}: its sabotage survived every check named for it`);
    if (now === 'broken') status.failing.push(`${rule.id}: its sabotage is broken: ${entry?.reason}`);
    if (now === 'stale')
      status.failing.push(
        `${rule.id}: the proof report has no entry for its sabotage as it is (npm run prove ${rule.id})`,
      );
    if (now === 'unproved' && rule.sabotage?.unproved)
      status.unproved.push({ id: rule.id, reason: rule.sabotage.unproved });
    else if (now === 'unproved') status.missing.push(rule.id);
  }
  return status;
}

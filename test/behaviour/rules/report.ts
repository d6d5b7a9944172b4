// The coverage report CI shows: how many rules are checked, not checkable here, or waiting for a workflow, the
// simulator's choices apart, then every rule without a check.
import type { Coverage } from './coverage.js';
import type { ProofStatus } from './proof-status.js';

export function report(result: Coverage, proof?: ProofStatus): string {
  const rules = [result.checked, result.notCheckable, result.pending, result.unproved].flat().length;
  const lines = [
    `Behaviour contract: ${rules} rules of the interface`,
    `  checked              ${String(result.checked.length).padStart(4)}`,
    `  not checkable here   ${String(result.notCheckable.length).padStart(4)}`,
    `  pending a workflow   ${String(result.pending.length).padStart(4)}   (fails in CI)`,
    `  without either       ${String(result.unproved.length).padStart(4)}   (fails)`,
    `  simulator choices    ${String(result.choices.length).padStart(4)}   (listed apart, not interface rules)`,
  ];
  if (result.unproved.length) {
    lines.push('Rules with neither a check nor a reason:');
    for (const rule of result.unproved) lines.push(`  ${rule.id}: "${rule.sentence}"`);
  }
  if (result.pending.length) {
    lines.push('Rules without a check, pending a workflow:');
    for (const rule of result.pending) lines.push(`  ${rule.id}: ${rule.flow}`);
  }
  if (result.pendingProved.length) {
    lines.push('Rules still marked pending that a check now proves (drop `pending`):');
    for (const rule of result.pendingProved) lines.push(`  ${rule.id}: ${result.proofs.get(rule.id)?.join('; ')}`);
  }
  if (result.problems.length) {
    lines.push('Problems:');
    for (const problem of result.problems) lines.push(`  ${problem}`);
  }
  if (proof) lines.push(...proofLines(proof));
  return lines.join('\n');
}

/** The proof by sabotage: the counts per section, then the rules not proved and why. */
function proofLines(proof: ProofStatus): string[] {
  const lines = ['Proof by sabotage (npm run prove), per section: proved / survived / broken / unproved / stale'];
  for (const s of proof.sections)
    lines.push(`  ${s.section.padEnd(40)} ${[s.proved, s.survived, s.broken, s.unproved, s.stale].join(' / ')}`);
  if (proof.failing.length) {
    lines.push('Rules whose sabotage is not caught (fails):');
    for (const problem of proof.failing) lines.push(`  ${problem}`);
  }
  if (proof.unproved.length) {
    lines.push('Rules unproved, with the reason:');
    for (const { id, reason } of proof.unproved) lines.push(`  ${id}: ${reason}`);
  }
  if (proof.missing.length)
    lines.push(
      `Rules with neither a sabotage nor an unproved reason (fails in CI): ${proof.missing.length}`,
      `  ${proof.missing.join(', ')}`,
    );
  return lines;
}

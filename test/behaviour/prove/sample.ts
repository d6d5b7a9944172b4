// The sample `npm test` proves (issue 31: "npm test runs a sample within its time; the whole set runs in the mutation
// run"): a few rules whose proof is cheap (the sabotage edits the simulator's sources only, so nothing is rebuilt, and
// the rule's checks are unit tests of at most two files, so one short vitest run judges it), picked by a digest of the
// catalogue's sabotages: the same rules for the same catalogue, others once a sabotage changes.
import { createHash } from 'node:crypto';
import { fingerprint, hasEdits, type Sabotage } from './sabotage.js';

export interface SampleRule {
  id: string;
  kind: string;
  sabotage?: Sabotage;
}

const SIMULATOR_SOURCES = 'packages/simulator/src/';
/** Each test file a vitest run loads costs seconds of import. */
const MAX_FILES = 2;
const isUnitTest = (file: string) => file.endsWith('.test.ts') && !/\.(integration|e2e)\.test\.ts$/.test(file);

/** Whether a rule's proof needs no rebuild and at most two unit-test files: its checks are `file > … > title` names. */
export function cheapToProve(rule: SampleRule, checks: readonly string[]): boolean {
  if (rule.kind !== 'checked' || !hasEdits(rule.sabotage)) return false;
  if (!rule.sabotage.edits.every((edit) => edit.file.startsWith(SIMULATOR_SOURCES))) return false;
  // a workflow step (`file#workflowId.stepId`) names no unit-test file, so it fails the test below too
  if (checks.length === 0) return false;
  const files = new Set(checks.map((check) => check.split(' > ')[0] ?? ''));
  return files.size <= MAX_FILES && [...files].every(isUnitTest);
}

/** `size` cheap rules, chosen by the digest of every rule's sabotage (deterministic for a given catalogue). */
export function pickSample(
  rules: readonly SampleRule[],
  checksOf: (id: string) => readonly string[],
  size: number,
): SampleRule[] {
  const eligible = rules.filter((rule) => cheapToProve(rule, checksOf(rule.id))).sort((a, b) => (a.id < b.id ? -1 : 1));
  if (eligible.length <= size) return eligible;
  const digest = createHash('sha256')
    .update(rules.map((rule) => `${rule.id}:${rule.sabotage ? fingerprint(rule.sabotage) : ''}`).join('\n'))
    .digest();
  const picked: SampleRule[] = [];
  for (let i = 0; picked.length < size; i++) {
    const candidate = eligible[digest.readUInt32BE((i * 4) % 28) % eligible.length] as SampleRule;
    if (!picked.includes(candidate)) picked.push(candidate);
    if (i > 64) picked.push(...eligible.filter((rule) => !picked.includes(rule)).slice(0, size - picked.length));
  }
  return picked;
}

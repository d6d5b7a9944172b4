// @ts-check
// The per-rule report: each rule of the catalogue that a workflow step proves (the step's `x-rules`, or a catalogue
// check `…/file.arazzo.yaml#workflowId.stepId`) passed, failed, or was not run here and why. A rule passes when a
// step proving it ran and passed and none failed; it fails when one failed; otherwise it says why its steps did
// not run (their workflow was skipped, or stopped at an earlier failing step).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { NEEDS, NOT_SELECTED, SIGNING, WRITES } from './plan.js';

/** The rule catalogue this package ships (rules/catalogue.yaml). */
export const CATALOGUE = new URL('../rules/catalogue.yaml', import.meta.url);
const STEP_CHECK = /(?:^|\/)([^/#]+\.arazzo\.ya?ml)#([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;

/** @typedef {{ id: string, sentence: string, kind: string, reason?: string, checks?: string[], pending?: string }} Rule */
/**
 * A rule's outcome: `why` names the steps that passed or failed, or the reasons the rule's steps did not run here.
 * @typedef {{ id: string, sentence: string, outcome: 'passed' | 'failed' | 'not run', why: string[] }} RuleOutcome
 */

/** The rules of a catalogue file (this package's by default). @param {URL | string} [file] @returns {Rule[]} */
export function readCatalogue(file = CATALOGUE) {
  return parse(readFileSync(file, 'utf8')).rules;
}

/**
 * Rule id → the steps that prove it, as `file#workflowId.stepId`.
 * @param {{ file: string, document: any }[]} files @param {Rule[]} rules
 */
export function stepsByRule(files, rules) {
  /** @type {Map<string, Set<string>>} */
  const map = new Map();
  const add = (/** @type {string} */ id, /** @type {string} */ step) =>
    map.set(id, (map.get(id) ?? new Set()).add(step));
  for (const { file, document } of files)
    for (const workflow of document.workflows ?? [])
      for (const step of workflow.steps ?? [])
        for (const id of step['x-rules'] ?? []) add(String(id), `${file}#${workflow.workflowId}.${step.stepId}`);
  for (const rule of rules)
    for (const check of rule.checks ?? []) {
      const match = STEP_CHECK.exec(check);
      if (match) add(rule.id, `${match[1]}#${match[2]}.${match[3]}`);
    }
  return map;
}

/**
 * @param {{ rules: Rule[], steps: Map<string, Set<string>>,
 *   ran: Map<string, import('./respect.js').WorkflowResult>, skipped: Map<string, string> }} run
 *   `ran` and `skipped` keyed `file#workflowId`
 * @returns {RuleOutcome[]} the rules some step proves, in catalogue order
 */
export function ruleOutcomes({ rules, steps, ran, skipped }) {
  const outcomes = [];
  for (const rule of rules) {
    const proving = [...(steps.get(rule.id) ?? [])];
    if (proving.length === 0) continue;
    const passed = [];
    const failed = [];
    const why = new Set();
    for (const step of proving) {
      const [workflow = '', stepId] = splitStep(step);
      const result = ran.get(workflow);
      const reached = result?.reached.find((r) => r.stepId === stepId);
      if (reached?.passed) passed.push(step);
      else if (reached) failed.push(step);
      else if (result) why.add(`${workflow} stopped before ${stepId} (an earlier step failed)`);
      else why.add(skipped.get(workflow) ?? `${workflow} did not run`);
    }
    const outcome = failed.length ? 'failed' : passed.length ? 'passed' : 'not run';
    const said = failed.length ? failed.map((s) => `${s} failed`) : passed.length ? passed : [...why];
    outcomes.push({
      id: rule.id,
      sentence: rule.sentence,
      outcome: /** @type {RuleOutcome['outcome']} */ (outcome),
      why: said,
    });
  }
  return outcomes;
}

/** `file#workflowId.stepId` → [`file#workflowId`, stepId] (Arazzo ids hold no dot). @param {string} step */
function splitStep(step) {
  const dot = step.lastIndexOf('.');
  return [step.slice(0, dot), step.slice(dot + 1)];
}

/** The report's lines: one per rule, then the counts. @param {RuleOutcome[]} outcomes @param {Rule[]} rules */
export function formatRules(outcomes, rules) {
  const mark = { passed: '✓', failed: '✗', 'not run': '-' };
  const lines = ['Per rule of the interface:'];
  lines.push(
    ...outcomes.map((o) =>
      o.outcome === 'passed'
        ? `✓ ${o.id}`
        : `${mark[o.outcome]} ${o.id}: ${o.outcome === 'failed' ? '' : 'not run here: '}${o.why.join('; ')}`,
    ),
  );
  const count = (/** @type {RuleOutcome['outcome']} */ outcome) => outcomes.filter((o) => o.outcome === outcome).length;
  const inReport = new Set(outcomes.map((o) => o.id));
  const others = rules.filter((r) => !inReport.has(r.id));
  const notCheckable = others.filter((r) => r.kind === 'not-checkable').length;
  const pending = others.filter((r) => r.kind !== 'not-checkable' && r.pending).length;
  lines.push(
    `Rules the workflows check: ${count('passed')} passed, ${count('failed')} failed, ${count('not run')} not run here ` +
      `(of ${outcomes.length}). Of the catalogue's ${others.length} other rules, ` +
      `${others.length - notCheckable - pending} are proved by the project's own tests (not by a workflow), ` +
      `${notCheckable} cannot be checked against a service, ${pending} wait for a workflow.`,
  );
  // each reason given above, explained once
  const given = new Set(outcomes.flatMap((o) => (o.outcome === 'not run' ? o.why : [])));
  for (const { reason, why } of [...Object.values(NEEDS), WRITES, SIGNING, NOT_SELECTED])
    if (given.has(reason)) lines.push(`  ${reason}: ${why}`);
  return lines;
}

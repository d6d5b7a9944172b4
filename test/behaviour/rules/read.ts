// The rule catalogue (catalogue.yaml) and the simulator's choices (simulator-choices.yaml), read and checked for
// shape: every entry has an id of the agreed scheme, the heading it sits under, the interface's sentence, and either
// a way to be proved (checked, maybe pending a workflow) or the reason it cannot be proved here.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { type Sabotage, sabotageProblems } from '../prove/sabotage.js';

/** The sections of the interface document, in its order; an id is `<section>.<kebab-name>`. */
export const SECTIONS = [
  'kinds',
  'methods',
  'authcapture',
  'sandbox',
  'resources',
  'states',
  'effects',
  'operations',
  'single',
  'frequent',
  'capture',
  'checkout',
  'auth',
  'events',
  'callbacks',
  'errors',
  'idempotency',
  'retry',
  'limits',
  'refund-windows',
  'versioning',
] as const;

const KEBAB = '[a-z0-9]+(?:-[a-z0-9]+)*';
export const RULE_ID = new RegExp(`^(?:${SECTIONS.join('|')})\\.${KEBAB}$`);
export const CHOICE_ID = new RegExp(`^choice\\.${KEBAB}$`);

export interface Rule {
  id: string;
  section: string;
  sentence: string;
  kind: 'checked' | 'not-checkable';
  reason?: string;
  checks?: string[];
  /** A behaviour the simulator must show, to be proved by the Arazzo workflow `flow` describes. */
  pending?: 'workflow';
  flow?: string;
  /** How to break exactly this rule in the stand-in (issue 31), or why it cannot be broken yet. */
  sabotage?: Sabotage;
}

export interface Choice {
  id: string;
  section: string;
  sentence: string;
  note?: string;
}

/** Problems with the catalogue's shape, each naming the entry; an empty list when it is sound. */
export function shapeProblems(rules: Rule[], choices: Choice[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const entries = [...rules.map((r) => [r, RULE_ID] as const), ...choices.map((c) => [c, CHOICE_ID] as const)];
  for (const [entry, scheme] of entries) {
    const name = entry.id ?? JSON.stringify(entry).slice(0, 60);
    if (!scheme.test(entry.id ?? '')) problems.push(`${name}: the id does not follow ${scheme.source}`);
    if (seen.has(entry.id)) problems.push(`${name}: the id is used twice`);
    seen.add(entry.id);
    if (!entry.section?.trim()) problems.push(`${name}: no section`);
    if (!entry.sentence?.trim()) problems.push(`${name}: no sentence quoted from the interface`);
  }
  for (const rule of rules) {
    if (rule.kind === 'not-checkable' && !rule.reason?.trim())
      problems.push(`${rule.id}: not-checkable without a reason`);
    if (rule.kind === 'not-checkable' && (rule.checks?.length || rule.pending))
      problems.push(`${rule.id}: not-checkable, yet it names checks or a pending workflow`);
    if (rule.kind !== 'checked' && rule.kind !== 'not-checkable')
      problems.push(`${rule.id}: kind must be checked or not-checkable, not ${rule.kind}`);
    if (rule.pending !== undefined && (rule.pending !== 'workflow' || !rule.flow?.trim()))
      problems.push(`${rule.id}: pending must be 'workflow', with the flow that would prove it`);
    if (rule.sabotage !== undefined && rule.kind !== 'checked')
      problems.push(`${rule.id}: a sabotage on a rule that is not checked proves nothing`);
    problems.push(...sabotageProblems(rule.id, rule.sabotage));
  }
  return problems;
}

/** Each checked rule's sabotage, keyed by rule id: kept in the repository, not in the package users install. */
export const SABOTAGES = new URL('../sabotages.yaml', import.meta.url);

/** The sabotages of `file` (test/behaviour/sabotages.yaml by default), by rule id. */
export function readSabotages(file: string | URL = SABOTAGES): Record<string, Sabotage> {
  return (parse(readFileSync(file, 'utf8')) as { sabotages: Record<string, Sabotage> | null }).sabotages ?? {};
}

/** The catalogue's rules, each with its sabotage from the repository's sabotages file. */
export function readRules(file: string | URL, sabotages: Record<string, Sabotage> = readSabotages()): Rule[] {
  const rules = (parse(readFileSync(file, 'utf8')) as { rules: Rule[] }).rules;
  return rules.map((rule) => {
    const sabotage = sabotages[rule.id];
    return sabotage === undefined ? rule : { ...rule, sabotage };
  });
}

export function readChoices(file: string | URL): Choice[] {
  return (parse(readFileSync(file, 'utf8')) as { choices: Choice[] }).choices;
}

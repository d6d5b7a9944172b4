// Which checks prove which rules: the union of the catalogue's own `checks:`, the `[id]` tags in vitest titles and
// the `x-rules` of Arazzo workflow steps. Every named check must exist, every id a check uses must be a rule or a
// choice, and every rule needs a check, a reason it cannot be checked here, or a workflow it is waiting for.
import { type Choice, type Rule, shapeProblems } from './read.js';
import { taggedTitles, testTitles } from './titles.js';
import { stepName, stepReference, workflowSteps } from './workflows.js';

export interface Sources {
  rules: Rule[];
  choices: Choice[];
  /** Test files to scan for `[id]` titles, and Arazzo files to scan for `x-rules`, by path from the repository. */
  testFiles: readonly string[];
  workflowFiles: readonly string[];
  /** A file's text by path from the repository, or undefined when there is no such file. */
  read: (path: string) => string | undefined;
}

export interface Coverage {
  problems: string[];
  /** Rule or choice id → the checks that prove it. */
  proofs: Map<string, string[]>;
  /** Rules some check proves. */
  checked: Rule[];
  notCheckable: Rule[];
  /** Rules waiting for a workflow (a failure in CI). */
  pending: Rule[];
  /** Rules with neither a check, a reason nor a pending workflow (each also a problem). */
  unproved: Rule[];
  /** Checked rules still marked pending although a check now proves them. */
  pendingProved: Rule[];
  choices: Choice[];
}

/**
 * Where a catalogue check points: the file exists, one ` > `-separated segment is an `it`/`test` title in it (a
 * table's title template), and the others (describe titles, a table row's name) appear in it too.
 */
function missingCheck(check: string, read: Sources['read']): string | undefined {
  const step = stepReference(check);
  if (step) {
    const text = read(step.file);
    if (text === undefined) return `the workflow file ${step.file} does not exist`;
    const found = workflowSteps(step.file, text).some(
      (s) => s.workflowId === step.workflowId && s.stepId === step.stepId,
    );
    return found ? undefined : `${step.file} has no step ${step.stepId} in a workflow ${step.workflowId}`;
  }
  const [file = '', ...segments] = check.split(' > ');
  const text = read(file);
  if (text === undefined) return `the test file ${file} does not exist`;
  if (segments.length === 0) return `it names no test title (want 'file > describe > title')`;
  const absent = segments.filter((segment) => !text.includes(segment));
  if (absent.length) return `${file} holds no title ${absent.map((s) => `'${s}'`).join(', ')}`;
  const titles = testTitles(file, text);
  return segments.some((segment) => titles.includes(segment))
    ? undefined
    : `${file} has no test titled ${segments.map((s) => `'${s}'`).join(' or ')}`;
}

export function coverage(sources: Sources): Coverage {
  const { rules, choices, read } = sources;
  const problems = shapeProblems(rules, choices);
  const known = new Set([...rules.map((r) => r.id), ...choices.map((c) => c.id)]);
  const proofs = new Map<string, string[]>();
  const prove = (id: string, check: string, where: string) => {
    if (!known.has(id)) problems.push(`${where} names '${id}', which is neither a rule nor a choice`);
    proofs.set(id, [...(proofs.get(id) ?? []), check]);
  };

  for (const rule of rules)
    for (const check of rule.checks ?? []) {
      const missing = missingCheck(check, read);
      if (missing) problems.push(`${rule.id}: its check '${check}' is missing: ${missing}`);
      else prove(rule.id, check, `the catalogue entry ${rule.id}`);
    }
  for (const file of sources.testFiles)
    for (const tagged of taggedTitles(file, read(file) ?? ''))
      for (const id of tagged.ids) prove(id, `${file} > ${tagged.title}`, `the test '${tagged.title}' in ${file}`);
  for (const file of sources.workflowFiles)
    for (const step of workflowSteps(file, read(file) ?? ''))
      for (const id of step.ids) prove(id, stepName(step), `the step ${stepName(step)}`);

  const provedRule = (rule: Rule) => (proofs.get(rule.id)?.length ?? 0) > 0;
  const checkable = rules.filter((r) => r.kind === 'checked');
  const unproved = checkable.filter((r) => !provedRule(r) && !r.pending);
  for (const rule of unproved)
    problems.push(
      `${rule.id}: no check proves it and no reason says why it cannot be checked here ("${rule.sentence}")`,
    );
  for (const rule of rules.filter((r) => r.kind === 'not-checkable' && provedRule(r)))
    problems.push(`${rule.id}: marked not-checkable, yet ${proofs.get(rule.id)?.join('; ')} proves it`);

  return {
    problems,
    proofs,
    checked: checkable.filter(provedRule),
    notCheckable: rules.filter((r) => r.kind === 'not-checkable'),
    pending: checkable.filter((r) => r.pending && !provedRule(r)),
    unproved,
    pendingProved: checkable.filter((r) => r.pending && provedRule(r)),
    choices,
  };
}

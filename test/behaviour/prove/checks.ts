// Which checks a rule's proof runs, and which results belong to them: the rule's own checks only (the union
// coverage(...).proofs gives), vitest tests selected by title and Arazzo steps by workflow. A test named for another
// rule that fails under the sabotage proves nothing about this one, so results are matched back to the named checks.
import { testTitles } from '../rules/titles.js';
import { stepReference } from '../rules/workflows.js';

export interface TestCheck {
  /** The check as the catalogue or the title names it. */
  name: string;
  file: string;
  /** The `it`/`test` title as written (a table's title template). */
  title: string;
  /** The other segments: describe titles, a table row's name. */
  context: string[];
}

export interface StepCheck {
  name: string;
  file: string;
  workflowId: string;
  stepId: string;
}

export interface Selection {
  tests: TestCheck[];
  steps: StepCheck[];
}

/** A test's result as vitest reports it. */
export interface TestResult {
  file: string;
  ancestorTitles: string[];
  title: string;
  status: 'passed' | 'failed' | 'skipped' | 'pending' | 'todo' | 'disabled';
}

/**
 * The rule's checks split into tests and workflow steps. `read` gives a test file's text, from which the segment
 * that is an `it`/`test` title is told apart from describe titles (the last segment when none is).
 */
export function selectChecks(checks: readonly string[], read: (file: string) => string | undefined): Selection {
  const tests: TestCheck[] = [];
  const steps: StepCheck[] = [];
  for (const name of [...new Set(checks)]) {
    const step = stepReference(name);
    if (step) {
      steps.push({ name, ...step });
      continue;
    }
    const [file = '', ...segments] = name.split(' > ');
    const titles = testTitles(file, read(file) ?? '');
    const title = segments.find((s) => titles.includes(s)) ?? segments.at(-1) ?? '';
    tests.push({ name, file, title, context: segments.filter((s) => s !== title) });
  }
  return { tests, steps };
}

/** The placeholders of a table title: `${…}` (a template's substitution as titles.ts writes it), `%s`, `$name`. */
const PLACEHOLDER = /\$\{…\}|%[sdifjoOc#]|\$[A-Za-z_][\w.]*/g;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A title as a regular expression source: its text literally, each placeholder any text. */
export function titleSource(title: string): string {
  return title
    .split(PLACEHOLDER)
    .map((part) => literal(part.replace(/%%/g, '%')))
    .join('.*?');
}

/** The `-t` pattern that selects the named tests (it may select more; results are matched back to the checks). */
export function namePattern(tests: readonly TestCheck[]): string {
  return [...new Set(tests.map((t) => titleSource(t.title)))].map((s) => `(?:${s})`).join('|');
}

/** Whether a test result is the named check: the same file, the title fits, and every other segment is found. */
export function isCheck(check: TestCheck, result: TestResult): boolean {
  if (result.file !== check.file) return false;
  if (!new RegExp(`^${titleSource(check.title)}$`, 's').test(result.title)) return false;
  const around = [...result.ancestorTitles, result.title].join('\n');
  return check.context.every((segment) => new RegExp(titleSource(segment), 's').test(around));
}

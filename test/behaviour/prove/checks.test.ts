// A rule's proof runs its own checks only: a check in a table (it.each) or inside a describe is still selected, and
// a result counts for a check only when its file, title and describe titles are those the check names.
import { describe, expect, it } from 'vitest';
import { isCheck, namePattern, selectChecks, type TestResult, titleSource } from './checks.js';

const SOURCE = `
describe('the clock', () => {
  it('runs subscription cycles up to max_captures', () => {});
  it.each(rows)('status %s is %s [resources.capture-status-values]', () => {});
  it(\`refuses \${what} [rules.x]\`, () => {});
});
`;
const read = (file: string) => (file === 't/a.test.ts' ? SOURCE : undefined);

describe('selectChecks', () => {
  it('splits tests from workflow steps, and tells the test title from describe titles', () => {
    const selection = selectChecks(
      [
        't/a.test.ts > the clock > runs subscription cycles up to max_captures',
        't/a.test.ts > status %s is %s [resources.capture-status-values]',
        'packages/behaviour/workflows/card.arazzo.yaml#sale-one-step.sale',
        't/a.test.ts > status %s is %s [resources.capture-status-values]',
      ],
      read,
    );
    expect(selection).toEqual({
      tests: [
        {
          name: 't/a.test.ts > the clock > runs subscription cycles up to max_captures',
          file: 't/a.test.ts',
          title: 'runs subscription cycles up to max_captures',
          context: ['the clock'],
        },
        {
          name: 't/a.test.ts > status %s is %s [resources.capture-status-values]',
          file: 't/a.test.ts',
          title: 'status %s is %s [resources.capture-status-values]',
          context: [],
        },
      ],
      steps: [
        {
          name: 'packages/behaviour/workflows/card.arazzo.yaml#sale-one-step.sale',
          file: 'packages/behaviour/workflows/card.arazzo.yaml',
          workflowId: 'sale-one-step',
          stepId: 'sale',
        },
      ],
    });
  });
});

describe('isCheck', () => {
  const [plain, table] = selectChecks(
    [
      't/a.test.ts > the clock > runs subscription cycles up to max_captures',
      't/a.test.ts > status %s is %s [resources.capture-status-values]',
    ],
    read,
  ).tests;
  // biome-ignore lint/suspicious/noTemplateCurlyInString: `${…}` is how titles.ts writes a template's substitution
  const [template] = selectChecks(['t/a.test.ts > refuses ${…} [rules.x]'], read).tests;
  const result = (over: Partial<TestResult>): TestResult => ({
    file: 't/a.test.ts',
    ancestorTitles: ['the clock'],
    title: 'runs subscription cycles up to max_captures',
    status: 'failed',
    ...over,
  });
  it.each([
    { name: 'the named test in its describe', check: plain, over: {}, want: true },
    { name: 'the same title in another file', check: plain, over: { file: 't/b.test.ts' }, want: false },
    { name: 'the same title in another describe', check: plain, over: { ancestorTitles: ['lists'] }, want: false },
    {
      name: 'a longer title that contains it',
      check: plain,
      over: { title: 'runs subscription cycles up to max_captures twice' },
      want: false,
    },
    {
      name: 'a table row',
      check: table,
      over: { title: "status 'waiting' is accepted [resources.capture-status-values]" },
      want: true,
    },
    {
      name: 'a row of another table',
      check: table,
      over: { title: "status 'waiting' is accepted [states.capture]" },
      want: false,
    },
    { name: 'a template title', check: template, over: { title: 'refuses a second capture [rules.x]' }, want: true },
  ])('$name: $want', ({ check, over, want }) => {
    expect(check && isCheck(check, result(over))).toBe(want);
  });
});

describe('namePattern', () => {
  it('selects each named title, placeholders matching any text and other characters literally', () => {
    const { tests } = selectChecks(['t/a.test.ts > status %s is %s [resources.capture-status-values]'], read);
    const pattern = new RegExp(namePattern(tests));
    expect(pattern.test("the clock status 'x' is refused [resources.capture-status-values]")).toBe(true);
    expect(pattern.test('the clock status x is refused [resources-capture-status-values]')).toBe(false);
  });

  it.each([
    { title: 'a (b) [c.d] $x.y %d', want: 'a \\(b\\) \\[c\\.d\\] .*? .*?' },
    // biome-ignore lint/suspicious/noTemplateCurlyInString: `${…}` is how titles.ts writes a template's substitution
    { title: 'caps 100%% of ${…}', want: 'caps 100% of .*?' },
  ])('titleSource($title) is $want', ({ title, want }) => {
    expect(titleSource(title)).toBe(want);
  });
});

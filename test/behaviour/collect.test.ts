// The collector itself, given → want on small fixtures: which titles and steps name rules, which checks exist, and
// the problems the coverage test fails on (a check that names nothing, an id that is no rule, a rule left bare).
import { describe, expect, it } from 'vitest';
import { coverage, type Sources } from './rules/coverage.js';
import { globPattern, readFromRoot } from './rules/files.js';
import type { Rule } from './rules/read.js';
import { taggedTitles } from './rules/titles.js';
import { stepReference, workflowSteps } from './rules/workflows.js';

describe('taggedTitles', () => {
  it.each([
    [
      'an it title',
      `it('accepts it [limits.key-max-255-single-update-customer]', () => {});`,
      [['accepts it [limits.key-max-255-single-update-customer]', ['limits.key-max-255-single-update-customer']]],
    ],
    [
      'a test.each title with two ids',
      `test.each([1])('row %i [a.b, c.d-e]', () => {});`,
      [['row 1 [a.b, c.d-e]', ['a.b', 'c.d-e']]],
    ],
    [
      'an it.each table whose rows carry their ids: each row tags its own test',
      `it.each([['mb', 120, 'w.mb-days'], ['dd', 180, 'w.dd-days']])('%s for %i days, 100%% [%s] [w.after]', () => {});`,
      [
        ['mb for 120 days, 100% [w.mb-days] [w.after]', ['w.mb-days', 'w.after']],
        ['dd for 180 days, 100% [w.dd-days] [w.after]', ['w.dd-days', 'w.after']],
      ],
    ],
    [
      'a table with a row that is no literal: its template stands for it',
      `it.each([['mb', x]])('%s is %s [w.a]', () => {});`,
      [['%s is %s [w.a]', ['w.a']]],
    ],
    [
      'an it.skipIf title',
      `it.skipIf(x)('waits [retry.absent-otherwise-not]', () => {});`,
      [['waits [retry.absent-otherwise-not]', ['retry.absent-otherwise-not']]],
    ],
    [
      'a template title',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template title
      'it(`${name} is refused [limits.min-max-value-at-least-0-01]`, () => {});',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: how a substitution is shown
      [['${…} is refused [limits.min-max-value-at-least-0-01]', ['limits.min-max-value-at-least-0-01']]],
    ],
    ['an id in a comment', `// it('old [a.b]')\nit('new', () => {});`, []],
    ['an id in a describe title', `describe('group [a.b]', () => {});`, []],
    ['an id in another string', `const title = 'x [a.b]'; run('y [a.b]');`, []],
    ['brackets that hold no id', `it('answers [1, 2] and [Object]', () => {});`, []],
  ])('%s', (_name, source, want) => {
    expect(taggedTitles('x.test.ts', source).map((t) => [t.title, t.ids])).toEqual(want);
  });
});

describe('workflow steps', () => {
  it('reads x-rules from each step of the fixture, and none from a step without them', () => {
    const file = 'test/behaviour/fixtures/tiny.arazzo.yaml';
    expect(workflowSteps(file, readFromRoot(file) ?? '').map((s) => [s.workflowId, s.stepId, s.ids])).toEqual([
      ['captureTwice', 'authorise', []],
      ['captureTwice', 'secondCapture', ['authcapture.split-across-captures', 'choice.declined-amount']],
    ]);
  });
  it.each([
    ['w/a.arazzo.yaml#flow.step', { file: 'w/a.arazzo.yaml', workflowId: 'flow', stepId: 'step' }],
    ['w/a.arazzo.yaml#flow', undefined],
    ['w/a.yaml#flow.step', undefined],
    ['w/a.test.ts > title', undefined],
  ])('reads %s as %j', (check, want) => {
    expect(stepReference(check)).toEqual(want);
  });
});

describe('globPattern', () => {
  it.each([
    ['packages/*/test/**/*.test.ts', 'packages/client/test/retries.test.ts', true],
    ['packages/*/test/**/*.test.ts', 'packages/client/test/helpers/a.test.ts', true],
    ['packages/*/test/**/*.test.ts', 'packages/client/src/a.test.ts', false],
    ['test/**/*.test.ts', 'test/behaviour/form/customer.test.ts', true],
    ['test/**/*.test.ts', 'test/behaviour/form/verdict.ts', false],
  ])('%s matches %s: %s', (glob, file, want) => {
    expect(globPattern(glob).test(file)).toBe(want);
  });
});

describe('coverage', () => {
  const rule = (id: string, more: Partial<Rule> = {}): Rule => ({
    id,
    section: 'S',
    sentence: `${id}.`,
    kind: 'checked',
    ...more,
  });
  const files: Record<string, string> = {
    'a.test.ts': `describe('group', () => { it('holds [limits.customer-name-max-255]', () => {}); it('plain', () => {}); });`,
    'typo.test.ts': `it('holds [limits.customer-name-max-225]', () => {});`,
    'w/f.arazzo.yaml':
      'workflows: [{ workflowId: flow, steps: [{ stepId: one, x-rules: [effects.delete-link-irreversible] }] }]',
  };
  const given = (rules: Rule[], more: Partial<Sources> = {}) =>
    coverage({ rules, choices: [], testFiles: [], workflowFiles: [], read: (p) => files[p], ...more });

  it.each([
    ['a rule proved by a tagged title', [rule('limits.customer-name-max-255')], { testFiles: ['a.test.ts'] }, []],
    ['a rule proved by its own check', [rule('auth.two-headers', { checks: ['a.test.ts > group > plain'] })], {}, []],
    [
      'a check naming a title the file lacks',
      [rule('auth.two-headers', { checks: ['a.test.ts > group > gone'] })],
      {},
      [
        "auth.two-headers: its check 'a.test.ts > group > gone' is missing: a.test.ts holds no title 'gone'",
        'auth.two-headers: no check proves it and no reason says why it cannot be checked here ("auth.two-headers.")',
      ],
    ],
    [
      'a check naming only a describe title',
      [rule('auth.two-headers', { checks: ['a.test.ts > group'] })],
      {},
      [
        "auth.two-headers: its check 'a.test.ts > group' is missing: a.test.ts has no test titled 'group'",
        'auth.two-headers: no check proves it and no reason says why it cannot be checked here ("auth.two-headers.")',
      ],
    ],
    [
      'a check naming a file that does not exist',
      [rule('auth.two-headers', { checks: ['b.test.ts > plain'] })],
      {},
      [
        "auth.two-headers: its check 'b.test.ts > plain' is missing: the test file b.test.ts does not exist",
        'auth.two-headers: no check proves it and no reason says why it cannot be checked here ("auth.two-headers.")',
      ],
    ],
    [
      'a check naming a missing workflow step',
      [rule('auth.two-headers', { checks: ['w/f.arazzo.yaml#flow.two'] })],
      {},
      [
        "auth.two-headers: its check 'w/f.arazzo.yaml#flow.two' is missing: w/f.arazzo.yaml has no step two in a workflow flow",
        'auth.two-headers: no check proves it and no reason says why it cannot be checked here ("auth.two-headers.")',
      ],
    ],
    [
      'an id with a typo in a title',
      [],
      { testFiles: ['typo.test.ts'] },
      [
        "the test 'holds [limits.customer-name-max-225]' in typo.test.ts names 'limits.customer-name-max-225', which is neither a rule nor a choice",
      ],
    ],
    [
      'a rule with neither a check nor a reason',
      [rule('auth.two-headers')],
      {},
      ['auth.two-headers: no check proves it and no reason says why it cannot be checked here ("auth.two-headers.")'],
    ],
    [
      'a rule not checkable without a reason',
      [rule('auth.two-headers', { kind: 'not-checkable' })],
      {},
      ['auth.two-headers: not-checkable without a reason'],
    ],
    [
      'a rule not checkable, yet proved',
      [rule('limits.customer-name-max-255', { kind: 'not-checkable', reason: 'r' })],
      { testFiles: ['a.test.ts'] },
      [
        'limits.customer-name-max-255: marked not-checkable, yet a.test.ts > holds [limits.customer-name-max-255] proves it',
      ],
    ],
    [
      'an id outside the scheme',
      [rule('Limits.Name', { checks: ['a.test.ts > plain'] })],
      {},
      [
        'Limits.Name: the id does not follow ^(?:kinds|methods|authcapture|sandbox|resources|states|effects|operations|single|frequent|capture|checkout|auth|events|callbacks|errors|idempotency|retry|limits|refund-windows|versioning)\\.[a-z0-9]+(?:-[a-z0-9]+)*$',
      ],
    ],
  ] as const)('%s', (_name, rules, more, want) => {
    expect(given([...rules], more).problems).toEqual(want);
  });

  it('counts a pending rule apart, and a pending rule a workflow step now proves as checked', () => {
    const rules = [
      rule('effects.delete-link-irreversible', { pending: 'workflow', flow: 'link → DELETE → PATCH refused' }),
      rule('effects.delete-checkout-cancels', { pending: 'workflow', flow: 'checkout → DELETE' }),
    ];
    const result = given(rules, { workflowFiles: ['w/f.arazzo.yaml'] });
    expect(result.problems).toEqual([]);
    expect(result.pending.map((r) => r.id)).toEqual(['effects.delete-checkout-cancels']);
    expect(result.checked.map((r) => r.id)).toEqual(['effects.delete-link-irreversible']);
    expect(result.pendingProved.map((r) => r.id)).toEqual(['effects.delete-link-irreversible']);
    expect(result.proofs.get('effects.delete-link-irreversible')).toEqual(['w/f.arazzo.yaml#flow.one']);
  });
});

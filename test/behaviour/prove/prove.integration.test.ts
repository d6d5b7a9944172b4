// The proof runner on a small sample, for real (a scratch copy, vitest and the behaviour runner as processes): a
// sabotage that breaks its rule is proved by the rule's own checks, a harmless one (an edit inside a comment) survives
// them, a find text gone missing is broken; and neither the working tree nor the copy keeps an edit afterwards.
// This is the sample `npm test` cannot run: the unit project refuses child processes.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../../helpers/patience.js';
import { ROOT, readFromRoot } from '../rules/files.js';
import { selectChecks } from './checks.js';
import { type Context, prove } from './prove.js';
import { builtPackages, packageNames } from './rebuild.js';
import { createScratch } from './scratch.js';

const FILE = 'packages/simulator/src/resources/singles.js';
const CHECKS = [
  'packages/simulator/test/lifecycle.test.ts > performs authorisation and capture in one step for payment type sale [authcapture.sale-one-step]',
  'packages/behaviour/workflows/card.arazzo.yaml#sale-one-step.captured-without-capture-call',
];
const selection = selectChecks(CHECKS, readFromRoot);
const original = readFileSync(join(ROOT, FILE), 'utf8');

let dir = '';
let context: Context;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'prove-test-'));
  const copy = join(dir, 'copy');
  createScratch(ROOT, copy);
  // As the runner does: the packages shipped from dist/ (the simulator among them) are rebuilt in the copy after an
  // edit, or the workflow's simulator would run the unbroken build.
  context = {
    root: ROOT,
    copy,
    built: builtPackages(readFromRoot, packageNames(ROOT)),
    baseline: new Set(),
    read: readFromRoot,
  };
}, patience(60_000));
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const untouched = () => {
  expect(readFileSync(join(ROOT, FILE), 'utf8')).toBe(original);
  expect(readFileSync(join(context.copy, FILE), 'utf8')).toBe(original);
};

describe('npm run prove on a sample', () => {
  it(
    'proves a sabotage that makes a card sale only hold, by the rule’s own test and workflow step',
    async () => {
      const entry = await prove(
        {
          id: 'authcapture.sale-one-step',
          edits: [{ file: FILE, find: "const sale = holds && type === 'sale';", replace: 'const sale = false;' }],
          selection,
        },
        context,
      );
      expect(entry).toMatchObject({ verdict: 'proved' });
      // the workflow step fails too: the simulator it starts is the copy's (the workspace links point into the copy)
      expect(entry.failed).toEqual([...CHECKS].sort());
      untouched();
    },
    patience(240_000),
  );

  it(
    'finds that a harmless sabotage (an edit inside a comment) survives the same checks',
    async () => {
      const entry = await prove(
        {
          id: 'authcapture.sale-one-step',
          edits: [
            { file: FILE, find: 'Payment type `sale` performs', replace: 'Payment type `sale` (harmless) performs' },
          ],
          selection,
        },
        context,
      );
      expect(entry).toMatchObject({ verdict: 'survived', failed: [] });
      untouched();
    },
    patience(240_000),
  );

  it('calls a sabotage whose find text is gone broken, naming the rule, the file and the text', async () => {
    const entry = await prove(
      { id: 'authcapture.sale-one-step', edits: [{ file: FILE, find: 'no such text', replace: 'x' }], selection },
      context,
    );
    expect(entry).toMatchObject({
      verdict: 'broken',
      reason: `authcapture.sale-one-step: the sabotage's find text "no such text" is not found in ${FILE} (it must occur exactly once)`,
    });
    untouched();
  });
});

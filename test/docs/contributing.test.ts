// CONTRIBUTING.md's recipes and the checks that hold them, as one list (issue 38): every step a recipe numbers is
// named by the message of some check in the repository ("CONTRIBUTING.md › <recipe>, step <n>"), and no check names
// a step that is not there, so a recipe cannot gain an unchecked step nor a check point at a step that moved.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const guide = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8');

/** The steps each recipe (a `### ` heading under `## Recipes`) numbers, as the name a check uses. */
function recipeSteps(markdown: string): string[] {
  const recipes = markdown.split(/^## Recipes$/m)[1]?.split(/^## /m)[0] ?? '';
  return recipes.split(/^### /m).flatMap((section) => {
    const [title = '', ...body] = section.split('\n');
    // a step is a numbered line at the start of a line, outside code blocks
    const text = body.join('\n').replace(/^```[\s\S]*?^```/gm, '');
    return [...text.matchAll(/^(\d+)\. /gm)].map((m) => `CONTRIBUTING.md › ${title.trim()}, step ${m[1]}`);
  });
}

const SKIP = new Set(['node_modules', '.git', 'dist', 'site', 'generated', '.stryker-tmp', 'reports']);

/** The files a check can live in: the repository's code and tests, not what is built or installed. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(path);
    return /\.(c|m)?(j|t)s$/.test(entry.name) ? [path] : [];
  });
}

/** The steps the checks name, each with the files naming it. */
function namedSteps(files: { path: string; text: string }[]): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const { path, text } of files)
    for (const m of text.matchAll(/CONTRIBUTING\.md › ([A-Z][^,'`"\n]*), step (\d+)/g)) {
      const step = `CONTRIBUTING.md › ${m[1]}, step ${m[2]}`;
      named.set(step, [...new Set([...(named.get(step) ?? []), path])]);
    }
  return named;
}

describe('CONTRIBUTING.md', () => {
  const steps = recipeSteps(guide);
  const named = namedSteps(
    sourceFiles(root).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') })),
  );

  it('has a recipe for each kind of change, each numbering its steps', () => {
    const recipes = [...new Set(steps.map((step) => step.replace(/^CONTRIBUTING\.md › |, step \d+$/g, '')))];
    expect(recipes).toEqual([
      'Adding an operation',
      'Adding a notification',
      'Adding a generated artefact',
      'Adding a package',
      'Adding a behaviour rule',
      'Adding a lint rule',
      'Adding a client option',
      'Changing the Node version',
      'Making a release',
    ]);
  });

  it('has every step it numbers named by the message of some check', () => {
    expect(steps.filter((step) => !named.has(step))).toEqual([]);
  });

  it('has no check naming a step that is not there', () => {
    const stray = [...named].filter(([step]) => !steps.includes(step)).map(([step, files]) => `${step}: ${files}`);
    expect(stray).toEqual([]);
  });

  it('reads steps and names as it should (numbered lines outside code, names with their recipe)', () => {
    const name = (step: string) => ['CONTRIBUTING.md', '›', step].join(' '); // not itself a name the scan finds
    const markdown = '# T\n## Recipes\n### Doing a\n1. one\n```sh\n2. not a step\n```\n2. two\n## After\n3. no';
    expect(recipeSteps(markdown)).toEqual([name('Doing a, step 1'), name('Doing a, step 2')]);
    const text = `message: '${name('Doing a, step 2')}: add a row'`;
    expect([...namedSteps([{ path: 'x.ts', text }])]).toEqual([[name('Doing a, step 2'), ['x.ts']]]);
  });
});

// What must be rebuilt in the scratch copy after an edit, or the checks would read output made from the unbroken
// source: an edit under openapi/ rebundles the spec and regenerates the generated folders (validators, client,
// webhooks, contract tests read them), then rebuilds the packages whose entry points are built (client, webhooks
// import dist/); an edit in such a package's source rebuilds that package. JavaScript packages run from src/.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface Step {
  /** What the step does, for the log and a broken verdict. */
  name: string;
  /** The command, run from the copy's root: process.execPath with these arguments, or npm. */
  command: string[];
}

/** The packages whose import entry point is under dist/ (built from src/ by their `build` script). */
export function builtPackages(read: (path: string) => string | undefined, names: readonly string[]): string[] {
  return names.filter((name) => {
    const manifest = read(`packages/${name}/package.json`);
    if (!manifest) return false;
    const exports = JSON.parse(manifest).exports?.['.'];
    const entry = exports?.import?.default ?? exports?.default ?? exports;
    return typeof entry === 'string' && entry.startsWith('./dist/');
  });
}

/**
 * The steps, in order, that bring the copy's built output in line with its edited files. `read` (given) limits the
 * rebuilds a spec edit causes to the built packages the checks' files import: tsc is slow, and a check that reads
 * only the validators needs no client.
 */
export function rebuildSteps(
  files: readonly string[],
  built: readonly string[],
  checkSources: readonly string[] = [],
): Step[] {
  const steps: Step[] = [];
  const spec = files.some((file) => file.startsWith('openapi/'));
  if (spec) {
    steps.push({ name: 'bundle the spec', command: ['node', 'scripts/bundle/cli.js'] });
    steps.push({ name: 'regenerate', command: ['node', 'scripts/generate/cli.js'] });
  }
  const imported = (name: string) =>
    checkSources.some((text) => text.includes(`@payments-contract/${name}`) || text.includes(`packages/${name}/`));
  for (const name of built)
    if ((spec && imported(name)) || files.some((file) => file.startsWith(`packages/${name}/src/`)))
      steps.push({
        name: `build ${name}`,
        command: ['npm', 'run', 'build', '--silent', '-w', `@payments-contract/${name}`],
      });
  return steps;
}

/** The packages of a repository root (packages/*), by folder name. */
export function packageNames(root: string): string[] {
  return readdirSync(join(root, 'packages'))
    .filter((name) => existsSync(join(root, 'packages', name, 'package.json')))
    .sort();
}

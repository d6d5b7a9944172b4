import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { patience } from './test/helpers/patience.js';
import { sourceAliases } from './test/helpers/source-aliases.js';

// Three projects, told apart by the file name (README, "Tests"):
// - unit, `*.test.ts`: in process (a child process is refused), the default `npm test` for the edit-test loop;
// - integration, `*.integration.test.ts`: starts the mock (Prism), the CLIs, Dredd, Respect, tsc;
// - e2e, `*.e2e.test.ts`: the packages through a local registry, other runtimes, Chromium.
// Their time limits only stop hangs, and grow with the machine's load (test/helpers/patience.js).
// The generators' tests live in test/generators (one home), not beside their modules.
const roots = ['test', 'redocly-plugin', 'scripts', 'packages/*/test'];
const files = (suffix: string) => roots.map((root) => `${root}/**/*${suffix}`);
/** Every test file of the three projects (the behaviour coverage reads the checks it names from them). */
export const testFileGlobs = files('.test.ts');
const integration = files('.integration.test.ts');
const e2e = files('.e2e.test.ts');

export default defineConfig({
  // Our packages imported by name run from their source (test/helpers/source-aliases.ts).
  resolve: { alias: sourceAliases(new URL('./packages/', import.meta.url).pathname) },
  test: {
    testTimeout: patience(30_000),
    hookTimeout: patience(60_000),
    teardownTimeout: patience(30_000),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: testFileGlobs,
          exclude: ['**/node_modules/**', ...integration, ...e2e],
          setupFiles: ['test/helpers/in-process-only.js'],
          // In-process files share a worker's module cache instead of loading vitest, Ajv, the generators and the
          // simulator afresh per file (import time was 80 of its 200 s), on every core (vitest keeps one free by
          // default, which on two cores means one worker). Shuffled runs pass the same way.
          isolate: false,
          maxWorkers: availableParallelism(),
        },
      },
      { extends: true, test: { name: 'integration', include: integration } },
      { extends: true, test: { name: 'e2e', include: e2e } },
    ],
  },
});

// The tests a mutation run executes: those of the packages whose code it mutates (in process, fast enough to run
// for each mutant), and the notification end-to-end test. The Respect workflows run in child processes, which a
// per-test mutation run cannot attribute, so they stay in the integration project.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { patience } from './test/helpers/patience.js';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // A test that imports the webhooks package by name (the simulator's, the end-to-end one) would otherwise load its
  // built dist/ through node_modules, outside Stryker's sandbox, where no mutant is. The client stays on its dist/
  // there: its own tests import its sources, and running every simulator test for each client mutant is too slow.
  resolve: {
    alias: [
      { find: /^@payments-contract\/webhooks$/, replacement: source('./packages/webhooks/src/index.ts') },
      { find: /^@payments-contract\/webhooks\/node$/, replacement: source('./packages/webhooks/src/node.ts') },
    ],
  },
  test: {
    include: [
      'packages/simulator/test/**/*.test.ts',
      'packages/client/test/**/*.test.ts',
      'packages/webhooks/test/**/*.test.ts',
      'test/cross/notifications-e2e.test.ts',
    ],
    exclude: [
      '**/types*.test.ts',
      '**/cli.integration.test.ts',
      '**/*-without-dom.integration.test.ts',
      '**/regenerated.integration.test.ts',
      // 1 000 concurrent calls, ~10 s for each mutant of the transport; the rules it holds (one key on every try,
      // one effect per key) are checked try by try in retries.test.ts and call-options.test.ts.
      '**/concurrency.test.ts',
    ],
    testTimeout: patience(30_000),
  },
});

// The tests a mutation run executes: those of the packages whose code it mutates (in process, fast enough to run
// for each mutant), and the notification end-to-end test. The Respect workflows run in child processes, which a
// per-test mutation run cannot attribute, so they stay in `npm test`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/simulator/test/**/*.test.ts',
      'packages/client/test/**/*.test.ts',
      'packages/webhooks/test/**/*.test.ts',
      'test/cross/notifications-e2e.test.ts',
    ],
    exclude: ['**/types*.test.ts', '**/cli.test.ts', '**/*-without-dom.test.ts', '**/regenerated.test.ts'],
    testTimeout: 30_000,
  },
});

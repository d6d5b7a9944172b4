// The tests a mutation run executes: those of the packages whose code it mutates, and the behaviour suite.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/simulator/test/**/*.test.ts',
      'packages/client/test/**/*.test.ts',
      'packages/webhooks/test/**/*.test.ts',
      'test/behaviour/**/*.test.ts',
      'test/cross/notifications-e2e.test.ts',
    ],
    exclude: ['**/types*.test.ts', '**/cli.test.ts'],
    testTimeout: 30_000,
  },
});

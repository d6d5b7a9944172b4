// `npm run mutate` (never part of `npm test`): StrykerJS mutates the code where behaviour lives — the simulator's
// resources, the client's runtime, the webhooks runtime — and runs the tests that cover each mutant, to show that
// the checks fail when the rules break. The report lands in reports/mutation/ (ignored); survivors are reviewed in
// docs/maintainers/mutation-testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // related: false — the tests reach the mutated code through package entry points vitest cannot trace back
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  mutate: [
    'packages/simulator/src/resources/*.js',
    'packages/simulator/src/{answers,auth,clock,idempotency,faults,lists,signature}.js',
    'packages/client/src/*.ts',
    'packages/webhooks/src/*.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: 'node_modules/.cache/stryker-tmp',
  cleanTempDir: 'always',
};

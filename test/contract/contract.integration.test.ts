// The contract run against the mock passes every operation, and each deliberately broken server (a mutant of the
// mock's answers) is caught: the mutation score must be 100% for these kinds of break.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../../packages/mock/src/index.js';
import { patience } from '../helpers/patience.js';
import index from '../spec/data/interface-operations.json' with { type: 'json' };
import { MUTATIONS, startMutant } from './mutants.js';
import { runContract } from './run.js';

// Every answer the spec declares (operation × status) is one transaction of the run: the count it must reach, read
// from the document rather than a floor.
const spec = createRequire(import.meta.url)('@payments-contract/spec/openapi.json') as {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
};
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const declaredAnswers = Object.values(spec.paths)
  .flatMap((item) => Object.entries(item).filter(([method]) => METHODS.includes(method)))
  .reduce((sum, [, operation]) => sum + Object.keys(operation.responses ?? {}).length, 0);

let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock({ port: 0 });
}, patience(40_000));
afterAll(() => mock?.stop());

describe('the contract run', () => {
  it(
    'passes every operation of the spec against the mock',
    async () => {
      const { summary } = await runContract({ endpoint: mock.url, quiet: true });
      expect(summary.operations).toHaveLength(index.operations.length);
      expect(summary.failed).toBe(0);
      expect(summary.skipped).toBe(0);
      expect(summary.passed).toBe(declaredAnswers);
    },
    patience(60_000),
  );

  it(
    'catches every mutant of the mock',
    async () => {
      const caught: string[] = [];
      const missed: string[] = [];
      for (const [name, mutate] of Object.entries(MUTATIONS)) {
        const mutant = await startMutant(mock.url, mutate);
        try {
          const { summary } = await runContract({ endpoint: mutant.url, quiet: true });
          const answers = summary.passed + summary.failed + summary.skipped;
          (summary.failed > 0 ? caught : missed).push(`${name} (${summary.failed} of ${answers} answers failed)`);
        } finally {
          await mutant.stop();
        }
      }
      const score = (100 * caught.length) / (caught.length + missed.length);
      process.stdout.write(
        `mutation score: ${score.toFixed(0)}% (${caught.length}/${caught.length + missed.length})\n${caught.map((c) => `  caught: ${c}`).join('\n')}\n`,
      );
      expect(missed).toEqual([]);
    },
    patience(120_000),
  );
});

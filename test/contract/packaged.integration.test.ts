// The contract run as @payments-contract/behaviour ships it: its hooks read the generated folder they are given,
// and the run puts back every setting it gave them in the process's environment, so that a caller's own
// credentials and settings are as they were.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runContract } from '../../packages/behaviour/src/contract/run.js';
import { startMock } from '../../packages/mock/src/index.js';
import { patience } from '../helpers/patience.js';

const generated = fileURLToPath(new URL('./generated/', import.meta.url));
const SETTINGS = [
  'PAYMENTS_CONTRACT_TARGET',
  'PAYMENTS_CONTRACT_ALLOW_WRITES',
  'PAYMENTS_CONTRACT_GENERATED',
  'PAYMENTS_ACCOUNT_ID',
  'PAYMENTS_API_KEY',
  'PAYMENTS_PRIVATE_KEY',
];

describe("the packaged contract run (runContract of @payments-contract/behaviour's contract/)", () => {
  it(
    "passes against the mock and leaves the environment's settings as they were",
    async () => {
      const before = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));
      process.env.PAYMENTS_ACCOUNT_ID = 'the-callers-account';
      delete process.env.PAYMENTS_CONTRACT_TARGET;
      const mock = await startMock({ port: 0 });
      try {
        const { summary } = await runContract({ baseUrl: mock.url, target: 'mock', generated, quiet: true });
        expect(summary.failed).toBe(0);
        expect(summary.passed).toBeGreaterThan(0);
        expect(process.env.PAYMENTS_ACCOUNT_ID).toBe('the-callers-account');
        expect(process.env.PAYMENTS_CONTRACT_TARGET).toBeUndefined();
        expect(process.env.PAYMENTS_CONTRACT_GENERATED).toBeUndefined();
      } finally {
        await mock.stop();
        for (const [name, value] of Object.entries(before))
          if (value === undefined) delete process.env[name];
          else process.env[name] = value;
      }
    },
    patience(300_000),
  );
});

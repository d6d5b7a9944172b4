// `npm run contract`, as a user runs it, prints no padLevels warning (issue 40: winston 2 under Dredd printed
// "Accessing non-existent property 'padLevels' …" on every run). Run here against a sandbox address nothing listens
// on, reads only: every request fails fast, and what matters is the command's stderr.
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';

const root = new URL('../../', import.meta.url).pathname;

/** A loopback port nothing listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the contract run command', () => {
  it(
    'prints no padLevels warning on stderr',
    async () => {
      const port = await closedPort();
      const env = {
        ...process.env,
        PAYMENTS_BASE_URL: `http://127.0.0.1:${port}/2.0`,
        PAYMENTS_ACCOUNT_ID: 'sandbox-account',
        PAYMENTS_API_KEY: 'sandbox-key',
        PAYMENTS_CONTRACT_ALLOW_WRITES: '',
      };
      const { stderr, code } = await new Promise<{ stderr: string; code: number | null }>((resolve) => {
        const child = execFile(process.execPath, ['test/contract/run.js'], { cwd: root, env }, (_error, _out, err) =>
          resolve({ stderr: err, code: child.exitCode }),
        );
      });
      expect(code).toBe(1); // nothing answers, so the run fails: it did run
      expect(stderr).not.toMatch(/padLevels/);
      expect(stderr).not.toMatch(/circular dependency/);
    },
    patience(120_000),
  );
});

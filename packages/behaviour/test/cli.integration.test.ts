// The command: bad usage exits 2 naming the option or the environment variable and the rule, before anything is
// sent; `payments-contract behaviour` (the generators' command, as a user runs it) delegates here, reads the
// credentials from the environment and never prints them, and ends with the per-rule report.
import { execFile } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { main } from '../src/cli.js';

const sink = () => {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
};
const credentials = { PAYMENTS_ACCOUNT_ID: 'an-account', PAYMENTS_API_KEY: 'a-key' };

describe('payments-behaviour, bad usage', () => {
  it.each([
    {
      given: 'an unknown target',
      argv: ['--target', 'sandbox'],
      env: {},
      want: "--target must be simulator, mock or service, not 'sandbox'",
    },
    {
      given: 'a base URL that is not http',
      argv: ['--base-url', 'ftp://x/2.0'],
      env: credentials,
      want: '--base-url must be an http or https address',
    },
    {
      given: 'a service without a base URL',
      argv: ['--target', 'service'],
      env: credentials,
      want: '--target service needs --base-url',
    },
    {
      given: 'a service without credentials',
      argv: ['--base-url', 'https://sandbox.example/2.0'],
      env: {},
      want: 'PAYMENTS_ACCOUNT_ID and PAYMENTS_API_KEY',
    },
    {
      given: 'PAYMENTS_BASE_URL without credentials',
      argv: [],
      env: { PAYMENTS_BASE_URL: 'https://sandbox.example/2.0' },
      want: 'PAYMENTS_ACCOUNT_ID and PAYMENTS_API_KEY',
    },
    {
      given: 'the simulator at a base URL',
      argv: ['--target', 'simulator', '--base-url', 'http://127.0.0.1:1'],
      env: {},
      want: '--target simulator starts a fresh simulator',
    },
    { given: 'an unknown option', argv: ['--allow-write'], env: {}, want: "Unknown option '--allow-write'" },
    {
      given: 'an unknown workflow',
      argv: ['--target', 'mock', '--base-url', 'http://127.0.0.1:1', '--workflows', 'card,nosuch'],
      env: {},
      want: '--workflows names no workflow file or workflowId: nosuch',
    },
  ])('$given: exits 2 saying "$want"', async ({ argv, env, want }) => {
    const [stdout, stderr] = [sink(), sink()];
    expect(await main(argv, { env, stdout: stdout.stream, stderr: stderr.stream })).toBe(2);
    expect(stderr.text()).toContain(want);
    expect(stdout.text()).toBe('');
  });
});

describe('payments-contract behaviour', () => {
  const cli = fileURLToPath(new URL('../../../generators/cli.js', import.meta.url));
  it(
    'runs the lists workflows against the mock it starts, with credentials from the environment never printed',
    async () => {
      const key = 'behaviour-test-secret-key-4711';
      const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
        execFile(
          process.execPath,
          [cli, 'behaviour', '--target', 'mock', '--workflows', 'lists'],
          {
            env: { ...process.env, PAYMENTS_ACCOUNT_ID: 'merchant-7', PAYMENTS_API_KEY: key },
            timeout: patience(120_000),
          },
          (error, out, err) => resolve({ code: Number(error?.code ?? 0), stdout: out, stderr: err }),
        ),
      );
      expect(code, stderr).toBe(0);
      expect(stdout).toContain('✓ lists.arazzo.yaml#page-size-limits');
      expect(stdout).toContain('- lists.arazzo.yaml#walk-both-pagination-styles: skipped, needs the simulator');
      expect(stdout).toContain('✓ limits.interval-span-30-days');
      expect(stdout).toMatch(/Rules the workflows check: \d+ passed, 0 failed/);
      expect(stdout + stderr).not.toContain(key);
    },
    patience(120_000),
  );
});

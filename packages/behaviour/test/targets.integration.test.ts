// The command's default target and the writes opt-in, end to end: without an address it starts a fresh simulator
// per workflow file (the simulator's own workflows run there), and against a service a workflow that writes runs
// only with --allow-writes.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { startSimulator } from '../../simulator/src/index.js';
import { main } from '../src/cli.js';

async function command(argv: string[], env: NodeJS.ProcessEnv) {
  let stdout = '';
  const out = new Writable({
    write(chunk, _encoding, done) {
      stdout += String(chunk);
      done();
    },
  });
  const err = new Writable({ write: (_chunk, _encoding, done) => done() });
  return { code: await main(argv, { env, stdout: out, stderr: err }), stdout };
}

describe('payments-behaviour', () => {
  it(
    'runs against a simulator it starts by default, the workflows that need the simulator included',
    async () => {
      const { code, stdout } = await command(['--workflows', 'sale-one-step,walk-both-pagination-styles'], {});
      expect(code, stdout).toBe(0);
      expect(stdout).toContain('✓ card.arazzo.yaml#sale-one-step');
      expect(stdout).toContain('✓ lists.arazzo.yaml#walk-both-pagination-styles');
      expect(stdout).toContain('✓ authcapture.sale-one-step');
    },
    patience(120_000),
  );

  it(
    'sends a workflow that writes to a service only with --allow-writes',
    async () => {
      const simulator = await startSimulator({ port: 0 });
      const env = { PAYMENTS_ACCOUNT_ID: 'simulator-account', PAYMENTS_API_KEY: 'simulator-key' };
      const argv = ['--base-url', simulator.url, '--workflows', 'bad-request-not-retried'];
      try {
        const readsOnly = await command(argv, env);
        expect(readsOnly.stdout).toContain(
          '- access.arazzo.yaml#bad-request-not-retried: skipped, writes not allowed here',
        );
        const writes = await command([...argv, '--allow-writes'], env);
        expect(writes.code, writes.stdout).toBe(0);
        expect(writes.stdout).toContain('✓ access.arazzo.yaml#bad-request-not-retried');
        expect(writes.stdout).toContain('✓ single.missing-value-names-field');
      } finally {
        await simulator.stop();
      }
    },
    patience(120_000),
  );
});

// The contract run in sandbox mode with writes allowed and ids chained through each resource's life, against the
// stateful simulator (not a stand-in): every operation that can run there passes, signed ones included. The account
// has a config of its own (the user's notification receiver), which the run puts back (issue 31).
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../packages/simulator/src/index.js';
import { patience } from '../helpers/patience.js';
import index from '../spec/data/interface-operations.json' with { type: 'json' };
import { runContract } from './run.js';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const environment = {
  PAYMENTS_ACCOUNT_ID: 'contract-account',
  PAYMENTS_API_KEY: 'contract-key',
  PAYMENTS_CONTRACT_ALLOW_WRITES: '1',
  PAYMENTS_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
let running: Awaited<ReturnType<typeof startSimulator>>;
/** Every field PATCH /config takes, so that the run's PATCH changes only what can be put back. */
const USER_CONFIG = {
  generic: 'https://merchant.example/generic',
  authorisation: 'https://merchant.example/authorisation',
  transaction: 'https://merchant.example/transaction',
  visa_fwd: 'https://merchant.example/visa-fwd',
  visa_detail: 'https://merchant.example/visa-detail',
};

beforeAll(async () => {
  running = await startSimulator({
    port: 0,
    accounts: { 'contract-account': { apiKey: 'contract-key', scopes: ['capture:read'], publicKey } },
  });
  Object.assign(process.env, environment);
  const set = await fetch(`${running.url}/2.0/config`, {
    method: 'PATCH',
    headers: { AccountId: 'contract-account', ApiKey: 'contract-key', 'Content-Type': 'application/json' },
    body: JSON.stringify(USER_CONFIG),
  });
  expect(set.status).toBe(200);
});
afterAll(async () => {
  for (const name of Object.keys(environment)) delete process.env[name];
  await running.stop();
});

describe('the contract run against the simulator, in sandbox mode with writes', () => {
  it(
    'passes every success and 403 it sends, chaining ids and signing out payments',
    async () => {
      const { summary, config } = await runContract({ endpoint: `${running.url}/2.0`, sandbox: true, quiet: true });
      const failures = summary.operations.flatMap((o) => o.results.filter((r) => r.outcome === 'failed'));
      expect(failures).toEqual([]);
      const passed = summary.operations.flatMap((o) =>
        o.results.filter((r) => r.outcome === 'passed').map((r) => `${r.operation} ${r.status}`),
      );
      for (const status of [
        'POST /single 201',
        'POST /capture/{id} 201',
        'POST /refund/{id} 201',
        'POST /out_payment 201',
        'DELETE /out_payment/{id} 204',
      ])
        expect(passed).toContain(status);
      const succeeded = new Set(passed.filter((p) => / 2\d\d$/.test(p)).map((p) => p.replace(/ \d+$/, '')));
      // Every operation of the interface's index (test/spec/data) succeeds at least once.
      expect(succeeded.size).toBe(index.operations.length);
      // PATCH /config ran (its example points at https://shop.example/…), and the user's config is back
      expect(passed).toContain('PATCH /config 200');
      expect(config).toEqual({ differs: [] });
      const now = await fetch(`${running.url}/2.0/config`, {
        headers: { AccountId: 'contract-account', ApiKey: 'contract-key' },
      });
      expect(await now.json()).toMatchObject(USER_CONFIG);
    },
    patience(60_000),
  );
});

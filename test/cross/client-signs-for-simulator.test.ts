// The client's signatures verified by the simulator end to end (Authentication rule 5): the published client,
// given the simulator's published test key, creates and cancels out payments on a default account, whose
// `Signature` the simulator verifies with the test key's public half over the raw body, or over the id for DELETE.
// Twice: over HTTP with the client's default fetch (the path a user runs), and in process through the
// simulator's own `fetch`. A client with another key is refused (403), so the pass is the signature's, not the header's.
import { generateKeyPairSync } from 'node:crypto';
import { createPaymentsClient } from '@payments-contract/client';
import { rsaSigner } from '@payments-contract/client/signing';
import { createSimulator, startSimulator, TEST_PRIVATE_KEY } from '@payments-contract/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';

const ACCOUNT = { accountId: 'simulator-account', apiKey: 'simulator-key', maxAttempts: 1 };
const outPayment = {
  method: 'transfer',
  value: 120,
  timestamp: '2026-11-21 11:00:00',
  // not ASCII, so the bytes signed and the bytes sent must be the same UTF-8
  descriptive: 'Fatura de fornecedor – 0091 ✓',
  customer: { name: 'Bruno Costa', email: 'bruno@example.com', phone: '912345678' },
  out_account: {
    account_holder: 'Bruno Costa',
    iban: 'PT50002700000001234567833',
    email: 'bruno@example.com',
    phone: '912345678',
  },
};
const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

let running: Awaited<ReturnType<typeof startSimulator>>;
beforeAll(async () => {
  running = await startSimulator({ port: 0 });
}, patience(30_000));
afterAll(() => running?.stop());

const targets = {
  'over HTTP with the default fetch': () => ({ baseUrl: `${running.url}/2.0` }),
  'in process through the simulator fetch': () => ({
    baseUrl: 'http://simulator.test/2.0',
    fetch: createSimulator().fetch,
  }),
};

describe.each(Object.entries(targets))('the client against the simulator, %s', (_name, target) => {
  it('signs POST /out_payment and DELETE /out_payment/{id} so that the simulator accepts them [auth.signature-rsa-sha256]', async () => {
    const client = createPaymentsClient({ ...ACCOUNT, ...target(), signer: rsaSigner(TEST_PRIVATE_KEY) });
    const made = await client.POST('/out_payment', { body: outPayment });
    expect(made.response.status).toBe(201);
    const id = String(made.data?.id);
    const cancelled = await client.DELETE('/out_payment/{id}', { params: { path: { id } } });
    expect(cancelled.response.status).toBe(204);
    const seen = await client.GET('/out_payment/{id}', { params: { path: { id } } });
    expect(seen.data?.status).toBe('deleted');
  });

  it('is refused with 403 when it signs with a key the account does not hold [auth.signature-rsa-sha256]', async () => {
    const client = createPaymentsClient({ ...ACCOUNT, ...target(), signer: rsaSigner(otherKey) });
    const made = await client.POST('/out_payment', { body: outPayment });
    expect([made.response.status, made.error]).toEqual([
      403,
      {
        status: 'error',
        message: "Authentication Error: 'Signature' header does not verify against the account's public key",
      },
    ]);
  });
});

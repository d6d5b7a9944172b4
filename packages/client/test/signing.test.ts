// Signing (Authentication rule 5), known-answer style: a key pair made here, the request sent to a loopback server,
// and the Signature header verified with node:crypto over the exact bytes received (the body) or the id (DELETE).
import { generateKeyPairSync, verify } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentsClient, RequestRefusedError } from '../src/index.js';
import { type PrivateKeyInput, rsaSigner } from '../src/signing.js';
import { startFaultServer } from './helpers/fault-server.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pkcs8 = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const pkcs1 = privateKey.export({ format: 'pem', type: 'pkcs1' }).toString();

let server: Awaited<ReturnType<typeof startFaultServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const outPayment = {
  method: 'transfer',
  value: 120,
  timestamp: '2026-11-21 11:00:00',
  descriptive: 'Supplier invoice – 0091 ✓',
  customer: { name: 'Bruno Costa', email: 'bruno@example.com', phone: '912345678' },
  out_account: {
    account_holder: 'Bruno Costa',
    iban: 'PT50002700000001234567833',
    email: 'bruno@example.com',
    phone: '912345678',
  },
};

async function clientWith(key?: PrivateKeyInput) {
  server = await startFaultServer([]);
  return createPaymentsClient({
    baseUrl: server.baseUrl,
    accountId: 'acct-1',
    apiKey: 'secret',
    ...(key ? { signer: rsaSigner(key) } : {}),
  });
}
const verifies = (data: Buffer, signature: string | string[] | undefined) =>
  verify('sha256', data, publicKey, Buffer.from(String(signature), 'base64'));

describe('POST /out_payment', () => {
  it.each([
    ['a PKCS#8 PEM', pkcs8],
    ['a PKCS#1 PEM', pkcs1],
    ['a KeyObject', privateKey],
  ] as const)('is signed over the exact body bytes with %s', async (_name, key) => {
    const client = await clientWith(key);
    await client.POST('/out_payment', { body: outPayment });
    const [seen] = server?.seen ?? [];
    expect(seen?.headers.signature).toBeDefined();
    expect(verifies(seen?.body ?? Buffer.alloc(0), seen?.headers.signature)).toBe(true);
    expect(verifies(Buffer.from(JSON.stringify({ ...outPayment, value: 121 })), seen?.headers.signature)).toBe(false);
  });

  it('keeps the same signature on every try', async () => {
    server = await startFaultServer([{ status: 503 }]);
    const client = createPaymentsClient({
      baseUrl: server.baseUrl,
      accountId: 'a',
      apiKey: 'k',
      signer: rsaSigner(pkcs8),
      backoff: { baseMs: 1 },
    });
    await client.POST('/out_payment', { body: outPayment });
    const signatures = server.seen.map((r) => r.headers.signature);
    expect(signatures).toHaveLength(2);
    expect(signatures[0]).toBe(signatures[1]);
  });
});

describe('DELETE /out_payment/{id}', () => {
  it('is signed over the id', async () => {
    const client = await clientWith(pkcs8);
    await client.DELETE('/out_payment/{id}', { params: { path: { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' } } });
    const [seen] = server?.seen ?? [];
    expect(verifies(Buffer.from('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'), seen?.headers.signature)).toBe(true);
  });
});

describe('without a private key', () => {
  it('refuses the signed operations before sending, and signs nothing else', async () => {
    const client = await clientWith();
    await expect(client.POST('/out_payment', { body: outPayment })).rejects.toThrow(RequestRefusedError);
    await expect(client.DELETE('/out_payment/{id}', { params: { path: { id: 'x' } } })).rejects.toThrow(
      /give createPaymentsClient a signer \(rsaSigner from '@payments-contract\/client\/signing'\)/,
    );
    expect(server?.seen).toHaveLength(0);
    await client.GET('/out_payment/{id}', { params: { path: { id: 'x' } } });
    expect(server?.seen[0]?.headers.signature).toBeUndefined();
  });
});

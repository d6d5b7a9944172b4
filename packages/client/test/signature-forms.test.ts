// Authentication rule 5: "`Signature` carries a Base64 RSA signature, SHA-256, computed with the account's
// strong-authentication private key … over the raw request body, or over the id for DELETE. It is used by POST
// /out_payment and DELETE /out_payment/{id}." Here: the id as the caller gave it (not as the URL escapes it), a
// WebCrypto key as it is, a PEM however it is wrapped, and no signature on the other operations.
import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, createPaymentsClient } from '../src/index.js';
import { signatureTarget } from '../src/signature-target.js';
import { type PrivateKeyInput, rsaSigner } from '../src/signing.js';
import { importSigningKey } from '../src/signing-key.js';
import { stubFetch } from './helpers/stub-fetch.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const pkcs8 = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const pkcs1 = privateKey.export({ format: 'pem', type: 'pkcs1' }).toString();
const base = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'a', apiKey: 'k' };
const verifies = (data: string, signature: string | null) =>
  verify('sha256', Buffer.from(data), publicKey, Buffer.from(String(signature), 'base64'));

async function signedDelete(key: PrivateKeyInput, id: string) {
  const { fetch, tries } = stubFetch([]);
  const client = createPaymentsClient({ ...base, signer: rsaSigner(key), fetch });
  await client.DELETE('/out_payment/{id}', { params: { path: { id } } });
  return tries[0]?.headers.get('Signature') ?? null;
}

describe('the DELETE /out_payment/{id} signature', () => {
  it('covers the id itself, not its escaped form in the URL', async () => {
    const signature = await signedDelete(pkcs8, 'op 1/é');
    expect(verifies('op 1/é', signature)).toBe(true);
    expect(verifies('op%201%2F%C3%A9', signature)).toBe(false);
  });

  it('is made with a WebCrypto CryptoKey as it is', async () => {
    const der = privateKey.export({ format: 'der', type: 'pkcs8' });
    const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
    const key = await crypto.subtle.importKey('pkcs8', der, algorithm, false, ['sign']);
    expect(verifies('op-1', await signedDelete(key, 'op-1'))).toBe(true);
  });

  it.each([
    ['PKCS#1 with CRLF line ends', pkcs1.replaceAll('\n', '\r\n')],
    ['PKCS#8 with text around it', `my key:\n${pkcs8}\n(rotated 2026)`],
  ])('is made with a PEM %s', async (_name, pem) => {
    expect(verifies('op-1', await signedDelete(pem, 'op-1'))).toBe(true);
  });
});

describe('signing keys that cannot be used', () => {
  it.each([
    ['a PEM whose ends do not match', '-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----'],
    ['a PEM with no body', '-----BEGIN PRIVATE KEY----------END PRIVATE KEY-----'],
    ['a KeyObject that exports no PKCS#8', { export: () => new Uint8Array([1, 2, 3]) }],
  ])('%s is a ConfigurationError naming privateKey, without the key', async (_name, key) => {
    const error = await importSigningKey(key).catch((e) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.option).toBe('privateKey');
    expect(error.message).toMatch(/could not be imported: it must be an RSA private key/);
    expect(error.message).not.toContain('AAAA');
  });
});

describe('signatureTarget', () => {
  const body = new TextEncoder().encode('{"value":1}');
  it.each([
    ['POST', '/out_payment', 'body'],
    ['DELETE', '/out_payment/o1', 'o1'],
    ['GET', '/out_payment/o1', undefined],
    ['POST', '/out_payment/o1', undefined],
    ['DELETE', '/out_payment', undefined],
    ['DELETE', '/out_payment/o1/x', undefined],
    ['DELETE', '/v2/out_payment/o1', undefined],
    ['POST', '/capture/p1', undefined],
  ])('%s %s signs %s', async (method, path, want) => {
    let read = 0;
    const target = await signatureTarget(method, path, async () => {
      read++;
      return body;
    });
    // The body is read for the operation that signs it, and for no other.
    expect(read).toBe(want === 'body' ? 1 : 0);
    expect(target && (want === 'body' ? target === body : new TextDecoder().decode(target))).toBe(
      want === 'body' ? true : want,
    );
  });
});

// `Signature` on the default accounts (Authentication rule 5: "a Base64 RSA signature, SHA-256, computed with the
// account's strong-authentication private key ... over the raw request body, or over the id for DELETE"; rule 3:
// an incorrect header is a 403). The default accounts verify with the published test key (src/test-key.js), so
// only a signature its private half made over exactly those bytes passes; anything else is refused before the
// request does anything.
import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_PRIVATE_KEY, testSignature } from '../src/index.js';
import { caller, checkedSimulator } from './checked.js';

const outPayment = {
  method: 'transfer',
  value: 10,
  timestamp: '2026-11-21 11:00:00',
  customer: { name: 'B', email: 'b@example.com', phone: '912345678' },
  out_account: { account_holder: 'B', iban: 'PT50002700000001234567833', email: 'b@example.com', phone: '1' },
};
const text = JSON.stringify(outPayment);
const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
const signedBy = (key: Parameters<ReturnType<typeof createSign>['sign']>[0], data: string) =>
  createSign('sha256').update(data).sign(key, 'base64');

describe('POST /out_payment on a default account', () => {
  // the raw body: the same JSON written with other spacing is other bytes, and its signature is another one
  const spaced = JSON.stringify(outPayment, null, 2);
  it.each([
    ['the test key over the raw body', text, testSignature(text), 201],
    ['the test key over the raw body, written with spaces', spaced, testSignature(spaced), 201],
    ['the test key over the same JSON written without them', spaced, testSignature(text), 403],
    ['the test key over another body', text, testSignature(JSON.stringify({ ...outPayment, value: 11 })), 403],
    ['another key over the raw body', text, signedBy(otherKey, text), 403],
    ['Base64 that is no signature', text, 'c2lnbmVk', 403],
    ['the test key over the body, as hex', text, createSign('sha256').update(text).sign(TEST_PRIVATE_KEY, 'hex'), 403],
  ])('signed with %s [auth.signature-rsa-sha256]', async (_name, body, signature, want) => {
    const checked = checkedSimulator();
    const got = await caller(checked)('POST', '/out_payment', { body, headers: { Signature: signature } });
    expect(got.status).toBe(want);
    if (want === 403) {
      expect(got.body).toEqual({
        status: 'error',
        message: "Authentication Error: 'Signature' header does not verify against the account's public key",
      });
      // refused before anything was made
      expect((await caller(checked)('GET', '/out_payment')).body.data).toEqual([]);
    }
    expect(checked.drift).toEqual([]);
  });

  it('without a Signature: 403 naming the header [auth.signature-on-out-payment-writes]', async () => {
    const checked = checkedSimulator();
    const got = await caller(checked)('POST', '/out_payment', { body: text });
    expect([got.status, got.body]).toEqual([
      403,
      { status: 'error', message: "Authentication Error: Missing 'Signature' header (POST /out_payment is signed)" },
    ]);
  });
});

describe('DELETE /out_payment/{id} on a default account', () => {
  it.each([
    ['the test key over the id', (id: string) => testSignature(id), 204],
    [
      'the test key over another id',
      (id: string) => testSignature(id.replace(/.$/, (c) => (c === '0' ? '1' : '0'))),
      403,
    ],
    ['the test key over the create body', () => testSignature(text), 403],
    ['another key over the id', (id: string) => signedBy(otherKey, id), 403],
  ])('signed with %s [auth.signature-rsa-sha256]', async (_name, sign, want) => {
    const checked = checkedSimulator();
    const call = caller(checked);
    const made = await call('POST', '/out_payment', { body: text, signed: true });
    expect(made.status).toBe(201);
    const got = await call('DELETE', `/out_payment/${made.body.id}`, { headers: { Signature: sign(made.body.id) } });
    expect(got.status).toBe(want);
    expect((await call('GET', `/out_payment/${made.body.id}`)).body.status).toBe(want === 204 ? 'deleted' : 'pending');
    expect(checked.drift).toEqual([]);
  });
});

describe('an account given its own public key', () => {
  it('verifies with that key, not the test key [auth.signature-rsa-sha256]', async () => {
    const own = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const checked = checkedSimulator({
      accounts: {
        'simulator-account': { apiKey: 'simulator-key', scopes: ['capture:read'], publicKey: own.publicKey },
      },
    });
    const call = caller(checked);
    const test = await call('POST', '/out_payment', { body: text, headers: { Signature: testSignature(text) } });
    const ownSigned = await call('POST', '/out_payment', {
      body: text,
      headers: { Signature: signedBy(own.privateKey, text) },
    });
    expect([test.status, ownSigned.status]).toEqual([403, 201]);
  });
});

// The runner's signatures for the workflows (src/signing.js): a placeholder in a signed operation's `Signature`
// becomes the Base64 RSA-SHA256 signature of the raw body, or of the id for DELETE (Authentication rule 5), made
// with the key of the run; `sign-other` a well-formed signature of other bytes. Verified here with the public half.
import { createPublicKey, verify } from 'node:crypto';
import { TEST_PRIVATE_KEY, TEST_PUBLIC_KEY } from '@payments-contract/simulator';
import { describe, expect, it } from 'vitest';
import { createSigner, SIGN, SIGN_OTHER, signingKey } from '../src/signing.js';

const signer = createSigner(signingKey(TEST_PRIVATE_KEY, 'the test key'));
const body = Buffer.from('{"value":50,"descriptive":"Fatura – 0091 ✓"}');
const id = '4bf78592-9791-4e3c-8243-d2615294d400';
const verifies = (data: Buffer | string, signature: unknown) =>
  verify('sha256', Buffer.from(data), createPublicKey(TEST_PUBLIC_KEY), Buffer.from(String(signature), 'base64'));

describe('the runner signs for the workflows [auth.signature-rsa-sha256]', () => {
  it.each([
    ['POST', '/2.0/out_payment', SIGN, body, true],
    ['POST', '/2.0/out_payment', SIGN_OTHER, body, false],
    ['DELETE', `/2.0/out_payment/${id}`, SIGN, id, true],
    ['DELETE', `/2.0/out_payment/${id}`, SIGN_OTHER, id, false],
  ] as const)('%s %s with %s: verifies over what it covers: %s', (method, path, placeholder, covered, want) => {
    const headers = { signature: placeholder, accountid: 'a' };
    expect(signer.wants(method, path, headers)).toBe(true);
    const signed = signer.sign(method, path, headers, method === 'POST' ? body : Buffer.alloc(0));
    expect(signed.accountid).toBe('a');
    expect(signed.signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(verifies(covered, signed.signature)).toBe(want);
  });

  it.each([
    ['an operation that is not signed', 'GET', `/2.0/out_payment/${id}`, { signature: SIGN }],
    ['a signature that is no placeholder', 'POST', '/2.0/out_payment', { signature: 'c2lnbmVk' }],
    ['no signature', 'POST', '/2.0/out_payment', {}],
  ])('leaves alone %s', (_name, method, path, headers) => {
    expect(signer.wants(method, path, headers)).toBe(false);
  });

  it('refuses a key that is not an RSA private key, naming where it came from and never repeating it', () => {
    const secret = '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5IGF0IGFsbA==\n-----END PRIVATE KEY-----\n';
    expect(() => signingKey(secret, 'PAYMENTS_PRIVATE_KEY')).toThrow(
      /^PAYMENTS_PRIVATE_KEY must be an RSA private key/,
    );
    expect(() => signingKey(secret, 'PAYMENTS_PRIVATE_KEY')).not.toThrow(/bm90IGEga2V5/);
  });
});

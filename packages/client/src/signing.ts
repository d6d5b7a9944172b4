// @payments-contract/client/signing: request signatures (Authentication rule 5), Base64 of RSA PKCS#1 v1.5 with
// SHA-256 over the raw body, or over the id for DELETE, made with WebCrypto so that the client runs wherever `fetch`
// and `crypto.subtle` exist. An entry of its own (issue 30): only a client that pays out signs, so the others' bundles
// leave the key handling out. `createPaymentsClient({ …, signer: rsaSigner(privateKey) })`; which requests are signed,
// and the refusal of one sent without a signer, stay in the default entry (signature-target.ts).
import { ConfigurationError } from './errors.js';
import type { RequestSigner } from './signature-target.js';
import { type CryptoKeyLike, importSigningKey, type PrivateKeyInput, signBase64 } from './signing-key.js';

export type { RequestSigner } from './signature-target.js';
export type { CryptoKeyLike, PrivateKeyInput } from './signing-key.js';

// An encrypted key cannot be imported without its passphrase, which the client never asks for (PKCS#8's
// ENCRYPTED PRIVATE KEY, or PKCS#1 with a Proc-Type header).
const ENCRYPTED_PEM = /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type:\s*4,\s*ENCRYPTED/;

/** The checks made when the signer is made; errors name `privateKey` and the rule, never the key. */
function checkPrivateKey(key: unknown): asserts key is PrivateKeyInput {
  if (typeof key !== 'string' && (typeof key !== 'object' || key === null)) {
    throw new ConfigurationError('privateKey', 'must be a PEM string, a KeyObject or a CryptoKey');
  }
  if (typeof key === 'string' && ENCRYPTED_PEM.test(key)) {
    throw new ConfigurationError(
      'privateKey',
      'is an encrypted PEM, which the client cannot read: decrypt it (openssl pkey -in key.pem -out plain.pem) or ' +
        'pass crypto.createPrivateKey({ key, passphrase })',
    );
  }
  if (typeof key === 'string' && !/-----BEGIN (RSA )?PRIVATE KEY-----/.test(key)) {
    throw new ConfigurationError('privateKey', "must be a PEM 'PRIVATE KEY' or 'RSA PRIVATE KEY'");
  }
}

/**
 * The signer of a client that calls the signed operations: `createPaymentsClient({ …, signer: rsaSigner(pem) })`.
 * The key's form is checked here; it is imported at the first signed call (a key that will not import is then a
 * ConfigurationError naming `privateKey`), once.
 */
export function rsaSigner(privateKey: PrivateKeyInput): RequestSigner {
  checkPrivateKey(privateKey);
  let imported: Promise<CryptoKeyLike> | undefined;
  return {
    async sign(data) {
      imported ??= importSigningKey(privateKey);
      return signBase64(await imported, data);
    },
  };
}

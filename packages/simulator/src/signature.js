// @ts-check
// The `Signature` of signed operations (Authentication rule 5; the spec's `x-signature` says what is signed): a
// Base64 RSA-SHA256 signature over the raw body, or over the id for DELETE, verified with the account's public key.
import { refusal } from './answers.js';
import { verifyRsaSha256 } from './platform/rsa.js';
import { signatureHeaderMissing } from './signature-header.js';
import { TEST_PUBLIC_KEY } from './test-key.js';

/**
 * A refusal when the signature is missing or does not verify, else undefined. Every account verifies: an account
 * configured without a public key (the defaults among them) verifies with the published test key (test-key.js), so
 * that no account accepts a `Signature` that is not one.
 * @param {import('./routes.js').Route} route @param {import('./auth.js').Account} account @param {Headers} headers
 * @param {string} text @param {Record<string, string>} params
 */
export async function checkSignature(route, account, headers, text, params) {
  const { header, signs, parameter } = route.signature;
  const given = headers.get(header);
  // Authentication rule 3: a missing or incorrect authentication header is a 403 with a single-string message.
  if (!given) return signatureHeaderMissing(route);
  const data = signs === 'body' ? text : (params[parameter] ?? '');
  const valid = await verifyRsaSha256(account.publicKey ?? TEST_PUBLIC_KEY, data, given);
  return valid
    ? undefined
    : refusal(403, `Authentication Error: '${header}' header does not verify against the account's public key`);
}

// @ts-check
// RSA-SHA256 signatures (the `Signature` header, Authentication rule 5) through WebCrypto: RSASSA-PKCS1-v1_5 with
// SHA-256, the scheme node:crypto's createSign('sha256') used with an RSA key, so a signature made either way
// verifies either way (PKCS#1 v1.5 is deterministic: the same key and data give the same bytes).

const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
const encoder = new TextEncoder();

/** @returns {SubtleCrypto} */
function subtle() {
  const found = globalThis.crypto?.subtle;
  if (!found)
    throw new Error(
      'the simulator needs WebCrypto (crypto.subtle) to check a Signature: Node 20+, Bun, Deno, or a browser page in a secure context (https, localhost or a file)',
    );
  return found;
}

/** The DER bytes inside a PEM block of `label` (PUBLIC KEY, PRIVATE KEY), or undefined. @param {string} pem @param {string} label */
function pemBody(pem, label) {
  const found = new RegExp(`-----BEGIN ${label}-----([^-]*)-----END ${label}-----`).exec(pem);
  return found ? base64Bytes((found[1] ?? '').replace(/\s+/g, '')) : undefined;
}

/**
 * Base64 (or base64url) text as bytes, or undefined when it is not that: whitespace is ignored, and so is padding,
 * as Node's Buffer.from(text, 'base64') ignores them.
 * @param {string} text
 */
export function base64Bytes(text) {
  const plain = text.replace(/\s+/g, '').replace(/=+$/, '').replaceAll('-', '+').replaceAll('_', '/');
  if (!/^[A-Za-z0-9+/]*$/.test(plain) || plain.length % 4 === 1) return undefined;
  const binary = atob(plain + '='.repeat((4 - (plain.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** @param {Uint8Array} bytes */
function base64Text(bytes) {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * A public key's SPKI DER: from a PEM string, or from a key object that can export itself (node:crypto's KeyObject,
 * which an account may still be given), without importing node:crypto here.
 * @param {string | { export: (options: { type: 'spki', format: 'der' }) => Uint8Array }} key
 */
function spkiOf(key) {
  if (typeof key === 'string') return pemBody(key, 'PUBLIC KEY');
  if (key && typeof key.export === 'function') return new Uint8Array(key.export({ type: 'spki', format: 'der' }));
  return undefined;
}

/** @type {Map<unknown, Promise<CryptoKey>>} imported keys, so a key is parsed once, not on every request */
const verifiers = new Map();

/**
 * Whether `signature` (Base64) is the RSA-SHA256 signature of `data` (UTF-8 text) by `publicKey`'s private half.
 * Anything malformed (the key, the Base64) is a signature that does not verify, never a thrown error.
 * @param {Parameters<typeof spkiOf>[0]} publicKey @param {string} data @param {string} signature
 */
export async function verifyRsaSha256(publicKey, data, signature) {
  const bytes = base64Bytes(signature);
  if (!bytes) return false;
  try {
    let key = verifiers.get(publicKey);
    if (!key) {
      const spki = spkiOf(publicKey);
      if (!spki) return false;
      key = subtle().importKey('spki', spki, ALGORITHM, false, ['verify']);
      if (verifiers.size > 100) verifiers.clear();
      verifiers.set(publicKey, key);
    }
    return await subtle().verify(ALGORITHM, await key, bytes, encoder.encode(data));
  } catch {
    return false;
  }
}

/**
 * The Base64 RSA-SHA256 signature of `data` with a PKCS#8 PEM private key.
 * @param {string} privateKeyPem @param {string | Uint8Array} data
 */
export async function signRsaSha256(privateKeyPem, data) {
  const pkcs8 = pemBody(privateKeyPem, 'PRIVATE KEY');
  if (!pkcs8) throw new TypeError('the private key must be a PKCS#8 PEM (-----BEGIN PRIVATE KEY-----)');
  const key = await subtle().importKey('pkcs8', pkcs8, ALGORITHM, false, ['sign']);
  const bytes = typeof data === 'string' ? encoder.encode(data) : new Uint8Array(data);
  return base64Text(new Uint8Array(await subtle().sign(ALGORITHM, key, bytes)));
}

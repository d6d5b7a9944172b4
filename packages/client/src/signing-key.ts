// The RSA key of request signatures (Authentication rule 5) imported into WebCrypto, so that the client signs
// wherever `fetch` and `crypto.subtle` exist: PKCS#8 as it is, PKCS#1 wrapped in PKCS#8, a node:crypto KeyObject
// exported, a CryptoKey taken as it is. Only the signing entry (signing.ts) imports this module.
import { ConfigurationError } from './errors.js';

/**
 * A WebCrypto CryptoKey, described by its shape so that the types need no DOM lib (issue 14): both the DOM's
 * CryptoKey and node:crypto's webcrypto.CryptoKey fit it.
 */
export interface CryptoKeyLike {
  readonly type: string;
  readonly extractable: boolean;
  readonly algorithm: object;
  readonly usages: readonly string[];
}

/** A PEM private key (PKCS#8 or PKCS#1), a node:crypto KeyObject, or a WebCrypto CryptoKey. */
export type PrivateKeyInput =
  | string
  | CryptoKeyLike
  | { export(options: { format: 'der'; type: 'pkcs8' }): Uint8Array };
type Bytes = Uint8Array<ArrayBuffer>;

const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

function derLength(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return [0x80 | bytes.length, ...bytes];
}

/** Wraps a PKCS#1 RSAPrivateKey in a PKCS#8 PrivateKeyInfo, the only form WebCrypto imports. */
function pkcs1ToPkcs8(pkcs1: Bytes): Bytes {
  const version = [0x02, 0x01, 0x00];
  const rsaAlgorithm = [0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00];
  const octets = [0x04, ...derLength(pkcs1.length)];
  const inner = version.length + rsaAlgorithm.length + octets.length + pkcs1.length;
  return Uint8Array.from([0x30, ...derLength(inner), ...version, ...rsaAlgorithm, ...octets, ...pkcs1]);
}

function pemBody(pem: string): { der: Bytes; pkcs1: boolean } | undefined {
  const match = /-----BEGIN (RSA )?PRIVATE KEY-----([\s\S]+?)-----END \1?PRIVATE KEY-----/.exec(pem);
  if (!match?.[2]) return undefined;
  const binary = atob(match[2].replace(/\s+/g, ''));
  return { der: Uint8Array.from(binary, (c) => c.charCodeAt(0)), pkcs1: Boolean(match[1]) };
}

/**
 * Imports the key once. A key that will not import is a ConfigurationError naming `privateKey`: the error never
 * repeats the key's text (WebCrypto's own error, kept as the cause, does not either).
 */
export async function importSigningKey(input: PrivateKeyInput): Promise<CryptoKeyLike> {
  try {
    if (typeof input === 'string') {
      const body = pemBody(input);
      if (!body) throw new TypeError('no PEM body');
      const pkcs8 = body.pkcs1 ? pkcs1ToPkcs8(body.der) : body.der;
      return await crypto.subtle.importKey('pkcs8', pkcs8, ALGORITHM, false, ['sign']);
    }
    if ('export' in input && typeof input.export === 'function') {
      const der = new Uint8Array(input.export({ format: 'der', type: 'pkcs8' }));
      return await crypto.subtle.importKey('pkcs8', der, ALGORITHM, false, ['sign']);
    }
  } catch (cause) {
    const rule = "could not be imported: it must be an RSA private key, PEM 'PRIVATE KEY' or 'RSA PRIVATE KEY'";
    throw new ConfigurationError('privateKey', rule, { cause });
  }
  return input as CryptoKeyLike;
}

export async function signBase64(key: CryptoKeyLike, data: Bytes): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign(ALGORITHM, key as CryptoKey, data));
  let binary = '';
  for (const byte of signature) binary += String.fromCharCode(byte);
  return btoa(binary);
}

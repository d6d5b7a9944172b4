// @ts-check
// SHA-256 where the simulator needs it at once, not after a Promise (the idempotency fingerprint, event ids, the
// repeatable references): @noble/hashes, audited and dependency-free (about 3 kB gzip), since WebCrypto's digest is
// only asynchronous. Text is hashed as UTF-8, as node:crypto's `update(string)` did, so values saved before (an
// idempotency fingerprint in a state file, an event id) are the same bytes.
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';

const encoder = new TextEncoder();

/** The SHA-256 digest of `text` (UTF-8). @param {string} text @returns {Uint8Array} */
export const sha256Bytes = (text) => sha256(encoder.encode(text));

/** The SHA-256 digest of `text` (UTF-8) in lower-case hex. @param {string} text */
export const sha256Hex = (text) => bytesToHex(sha256Bytes(text));

/** The SHA-256 digest of `text` (UTF-8), read as big-endian numbers (DataView's default). @param {string} text */
export function sha256View(text) {
  const bytes = sha256Bytes(text);
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

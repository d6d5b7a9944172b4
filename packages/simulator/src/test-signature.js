// @ts-check
// Node only: the published test key's signature made at once (node:crypto), for tests and examples that cannot await.
// Any runtime: signWithTestKey (test-key.js), a Promise of the same bytes.
import { createSign } from 'node:crypto';
import { TEST_PRIVATE_KEY } from './test-key.js';

/**
 * The Base64 `Signature` of `data` (the raw body, or the id for DELETE) made with the published test key: what the
 * simulator's default accounts accept. For tests and examples against the simulator only.
 * @param {string | Uint8Array} data
 */
export function testSignature(data) {
  return createSign('sha256').update(data).sign(TEST_PRIVATE_KEY, 'base64');
}

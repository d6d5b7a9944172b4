// @ts-check
// Request bodies are capped as the simulator caps them (packages/simulator/src/server.js): at most 1 MiB is read
// and kept; past it the mock stops reading and answers 413, so one large upload cannot exhaust its memory. A body
// nested too deeply for Prism is refused too (400).

import { MAX_BODY_BYTES } from '@payments-contract/simulator/front';

export { MAX_BODY_BYTES };

/** @param {import('node:http').IncomingMessage} incoming */
export function declaredTooLarge(incoming) {
  return Number(incoming.headers['content-length'] ?? 0) > MAX_BODY_BYTES;
}

/**
 * The request's body, or `undefined` once it grows past the cap (reading stops there and nothing more is kept).
 * @param {import('node:http').IncomingMessage} incoming
 * @returns {Promise<Buffer | undefined>}
 */
export function readBody(incoming) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      incoming.off('data', onData);
      incoming.pause();
      chunks.length = 0;
      resolve(undefined);
    };
    incoming.on('data', onData);
    incoming.once('end', () => resolve(Buffer.concat(chunks)));
    incoming.once('error', reject);
  });
}

// The nesting bound is the simulator's (its `front`), so the mock and the simulator refuse the same bodies.
export { MAX_JSON_DEPTH, nestedTooDeep } from '@payments-contract/simulator/front';

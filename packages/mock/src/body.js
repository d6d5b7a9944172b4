// @ts-check
// Request bodies are capped as the simulator caps them (packages/simulator/src/server.js): at most 1 MiB is read
// and kept; past it the mock stops reading and answers 413, so one large upload cannot exhaust its memory. A body
// nested too deeply for Prism is refused too (400).

export const MAX_BODY_BYTES = 1024 * 1024;

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

/** Deeper than any request of the spec needs; far below the nesting that overflows Prism's stack (5 000 objects). */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a body nests arrays or objects deeper than MAX_JSON_DEPTH (brackets inside JSON strings do not count),
 * read without parsing, whatever its Content-Type: Prism parses a body before anything else.
 * @param {Buffer} body
 */
export function nestedTooDeep(body) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // a backslash escapes the next character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) return true;
    } else if (byte === 0x7d || byte === 0x5d) depth--;
  }
  return false;
}

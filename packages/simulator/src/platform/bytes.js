// @ts-check
// Bytes and text without Node's Buffer (not a global in a browser, a worker or Deno): the same bytes Buffer made.

const encoder = new TextEncoder();

/** `text` as UTF-8 bytes (Buffer.from(text, 'utf8')). @param {string} text */
export const utf8Bytes = (text) => encoder.encode(text);

/** The chunks one after another in one array (Buffer.concat). @param {Uint8Array[]} chunks */
export function concatBytes(chunks) {
  const all = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

/** `text`'s UTF-8 bytes in base64url without padding (Buffer.from(text).toString('base64url')). @param {string} text */
export function base64Url(text) {
  let binary = '';
  for (const byte of utf8Bytes(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

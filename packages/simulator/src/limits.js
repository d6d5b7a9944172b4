// @ts-check
// What the simulator (and the mock, through `front`) accepts as one request, on every path: a body of at most
// 1 MiB, nested at most 64 levels, and amounts it can hold exactly to the cent. The in-process `fetch` and the
// HTTP server read bodies through the same `readText`, so both refuse the same requests (docs/guides/simulator.md).
import { concatBytes, utf8Bytes } from './platform/bytes.js';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Deeper than any request of the spec needs; far below the nesting that overflows a recursive reader (5 000). */
export const MAX_JSON_DEPTH = 64;

/**
 * The largest amount accepted: a trillion euros less a cent. Every amount up to it is held exactly to the cent by a
 * JavaScript number (the gap between two numbers there is 0.0001); near 2^53 cents the gap is over a cent, and
 * 1e308 becomes `null` (Infinity) once money() rounds it.
 */
export const MAX_AMOUNT = 999_999_999_999.99;

export const tooLargeMessage = `request body is over the simulator's limit of ${MAX_BODY_BYTES} bytes`;
export const tooDeepMessage = `request body nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels`;
export const notUtf8Message = 'request body is not valid JSON (it is not valid UTF-8, the encoding JSON is sent in)';

/**
 * Why a Content-Type is not the JSON the interface takes (Errors rule 3, "invalid or unsupported content-type"), or
 * undefined when it is: exactly the media type application/json (application/json-patch+json and
 * application/json-seq are other media types), with no charset or charset utf-8 (JSON is UTF-8, RFC 8259 §8.1).
 * @param {string | null} contentType
 */
export function contentTypeProblem(contentType) {
  const [essence = '', ...parameters] = (contentType ?? '').split(';');
  const fault = `header 'Content-Type' must be application/json, not ${contentType ?? 'absent'}`;
  if (essence.trim().toLowerCase() !== 'application/json') return fault;
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=');
    if (name.trim().toLowerCase() !== 'charset') continue;
    const charset = value.trim().replace(/^"(.*)"$/, '$1');
    // worded as the mock words Prism's refusal of the same header, so the two answer alike
    if (charset.toLowerCase() !== 'utf-8')
      return `request body cannot be read as its header 'Content-Type' says: charset ${charset} is not utf-8, the encoding of JSON (name utf-8 or no charset)`;
  }
  return undefined;
}

/** A body that is not UTF-8 text (answered as malformed JSON, Errors rule 3). */
export class NotUtf8 extends Error {}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The body as text, or undefined once it grows past MAX_BODY_BYTES (reading stops there); a body that is not UTF-8
 * throws NotUtf8 (decoded leniently, its bad bytes would become U+FFFD and a 201 answer a body never sent).
 * @param {Request} request
 */
export async function readText(request) {
  if (!request.body) return '';
  const reader = request.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  try {
    return utf8.decode(concatBytes(chunks));
  } catch {
    throw new NotUtf8(notUtf8Message);
  }
}

/**
 * Whether a body nests arrays or objects deeper than MAX_JSON_DEPTH (brackets inside JSON strings do not count),
 * read without parsing, whatever its Content-Type.
 * @param {Uint8Array | string} body
 */
export function nestedTooDeep(body) {
  const bytes = typeof body === 'string' ? utf8Bytes(body) : body;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
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

/**
 * The path of the first number in `value` that cannot be held exactly to the cent (its size is past MAX_AMOUNT),
 * or undefined. Every number in a request of the spec is an amount or a small count, so all are held to this.
 * @param {unknown} value @param {string} [path]
 * @returns {string | undefined}
 */
export function inexactAmount(value, path = '') {
  if (typeof value === 'number') return Math.abs(value) > MAX_AMOUNT ? path || 'body' : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = inexactAmount(inner, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

// @ts-check
// An error about an OpenAPI document, located by JSON pointer (RFC 6901), so that a command can say
// `error: <spec file>#<pointer>: …` for any document, not only the payments service's.

/** An error about an OpenAPI document, located by JSON pointer; its message starts `#<pointer>: `. */
export class SpecError extends Error {
  /** @param {string} pointer JSON pointer into the document (`/paths/~1pets/get`) @param {string} message */
  constructor(pointer, message) {
    super(`#${pointer}: ${message}`);
    this.name = 'SpecError';
    /** JSON pointer into the document (`/paths/~1pets/get`). */
    this.pointer = pointer;
  }
}

/**
 * A JSON pointer from keys, escaped (`~` → `~0`, `/` → `~1`): `pointer('paths', '/a', 'get')` is `/paths/~1a/get`.
 * @param {...(string | number)} keys
 */
export function pointer(...keys) {
  return keys.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

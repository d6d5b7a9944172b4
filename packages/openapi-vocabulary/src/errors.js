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
 * A command used wrongly: an unknown option, a value it does not take, a flag it needs missing. The message says
 * what to give instead (`--kind must be one of generic, …`); the command prints it with its usage and exits 2. The
 * one such class of every command of the project (docs/maintainers/words.md): `instanceof UsageError` holds for all.
 */
export class UsageError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * A JSON pointer from keys, escaped (`~` → `~0`, `/` → `~1`): `pointer('paths', '/a', 'get')` is `/paths/~1a/get`.
 * @param {...(string | number)} keys
 */
export function pointer(...keys) {
  return keys.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

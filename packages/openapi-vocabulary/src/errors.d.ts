/** An error about an OpenAPI document, located by JSON pointer; its message starts `#<pointer>: `. */
export declare class SpecError extends Error {
  constructor(pointer: string, message: string);
  /** JSON pointer into the document (`/paths/~1pets/get`). */
  pointer: string;
}
/** A JSON pointer from keys, escaped (`~` → `~0`, `/` → `~1`): `pointer('paths', '/a', 'get')` is `/paths/~1a/get`. */
export declare function pointer(...keys: (string | number)[]): string;

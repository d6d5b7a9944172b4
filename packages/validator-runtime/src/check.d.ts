export interface Issue {
  /** JSON Pointer of the value at fault ("/" for the whole value). */
  path: string;
  /** The schema rule broken: required, type, maxLength, enum, format:amount … */
  rule: string;
  /** A sentence that names the field and the rule. */
  message: string;
}
export type Result<T> = { ok: true; value: T; warnings: Issue[] } | { ok: false; errors: Issue[]; warnings: Issue[] };
export interface StandaloneValidator {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}
export declare function ucs2length(text: string): number;
export declare function check<T>(
  validate: StandaloneValidator,
  value: unknown,
  drift?: StandaloneValidator,
  subject?: string,
): Result<T>;

// The Idempotency-Key of a call (Errors rule 5): every POST and PATCH has one, the same on every try; the caller's
// (the idempotencyKey option or the header parameter) or a fresh UUID v4, 1 to 50 characters.
import { RequestRefusedError } from './errors.js';
import { retryPolicy } from './generated/policy.js';

const { idempotency } = retryPolicy;
const writeMethods = new Set<string>(idempotency.methods);

/** The one check of a key's length (Errors rule 5, `maxLength` from the spec), for the option and the header alike. */
export const isIdempotencyKey = (key: string): boolean => key.length > 0 && key.length <= idempotency.maxLength;

export function idempotencyKeyFor(method: string, path: string, headers: Headers, option?: string): string | undefined {
  if (!writeMethods.has(method)) return undefined;
  const given = headers.get(idempotency.header);
  if (given !== null && option !== undefined && given !== option) {
    throw new RequestRefusedError(
      `the idempotencyKey option and the ${idempotency.header} parameter differ; give one of them.`,
      method,
      path,
    );
  }
  const key = option ?? given;
  if (key === null) return crypto.randomUUID();
  if (!isIdempotencyKey(key)) {
    throw new RequestRefusedError(
      `${idempotency.header} must be 1 to ${idempotency.maxLength} characters (got ${key.length}).`,
      method,
      path,
    );
  }
  return key;
}

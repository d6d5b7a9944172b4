// Options renamed in 0.3.0 so that the public API says "response" as OpenAPI and fetch do (docs/maintainers/words.md).
// The old names are read for one release; an editor strikes them through (`@deprecated` on each).
import type { ConfigurationError } from './errors.js';

/** Each old option name and the name that replaced it. */
export const RENAMED_OPTIONS = { maxAnswerBytes: 'maxResponseBytes', validateAnswers: 'validateResponses' } as const;

/**
 * `values` with each old name read as its new one (the same object when none is given, as on almost every call).
 * Both names given is refused by `Refusal`: which one was meant cannot be told.
 */
export function withRenamedOptions<T extends object>(
  values: T,
  Refusal: new (option: string, rule: string) => ConfigurationError,
): T {
  let renamed: Record<string, unknown> | undefined;
  for (const [old, name] of Object.entries(RENAMED_OPTIONS)) {
    const value = (values as Record<string, unknown>)[old];
    if (value === undefined) continue;
    if ((values as Record<string, unknown>)[name] !== undefined)
      throw new Refusal(old, `is the old name of '${name}': give '${name}' only`);
    renamed ??= { ...(values as Record<string, unknown>) };
    renamed[name] = value;
    delete renamed[old];
  }
  return (renamed ?? values) as T;
}

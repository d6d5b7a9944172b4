import type { FormatCheck } from './format-checks.js';
/** What a format's values must be, in the spec's words, once a check of that name has refused a value. */
export declare function formatRule(name: string): string | undefined;
/** The check, stating its rule under `name` each time it refuses a value. */
export declare function stating<C extends FormatCheck>(name: string, check: C): C;

export type { Issue, Result, StandaloneValidator } from './check.js';
export { check, ucs2length } from './check.js';
export { equal } from './equal.js';
export type { FormatCheck, FormatSpec } from './format-checks.js';
export { formatChecks, standardChecks } from './format-checks.js';
export * from './openapi-formats.js';
export { declaredHeaders, statusKey } from './status.js';

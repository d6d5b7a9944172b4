export type { Issue, Result, StandaloneValidator } from './check.js';
export { check, ucs2length } from './check.js';
export { equal } from './equal.js';
export type { FormatCheck, FormatSpec } from './format-checks.js';
export { formatCheck, formatChecks, standardChecks } from './format-checks.js';
export * from './openapi-formats.js';
export { format_date, format_date_time, format_uri, format_uuid } from './standard-formats.js';
export { declaredHeaders, statusKey } from './status.js';

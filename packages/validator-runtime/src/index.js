// @ts-check
// @payments-contract/validator-runtime: what generated validators need at run time (the shaping of Ajv's errors into
// results, a code-point string length) and the named-format checks, shared by the generators (build time) and the
// generated validators (run time) so that the flow stays spec → generators → packages.
/** @typedef {import('./check.js').Issue} Issue */
/** @template T @typedef {import('./check.js').Result<T>} Result */
/** @typedef {import('./check.js').StandaloneValidator} StandaloneValidator */
/** @typedef {import('./format-checks.js').FormatCheck} FormatCheck */
/** @typedef {import('./format-checks.js').FormatSpec} FormatSpec */
export { addError, check, ucs2length } from './check.js';
export { equal } from './equal.js';
export { formatCheck, formatChecks, standardChecks } from './format-checks.js';
export * from './openapi-formats.js';
export { checkParameters } from './parameters.js';
export { format_date, format_date_time, format_uri, format_uuid } from './standard-formats.js';
export { declaredHeaders, statusKey } from './status.js';

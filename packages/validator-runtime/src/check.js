// @ts-check
// What the generated validators need at run time besides their own code: a string length in Unicode code points
// (JSON Schema's maxLength), and the shaping of Ajv's errors into results whose messages name the field and say
// each rule once, at the deepest field (readable.js, issues.js).
import { issueOf } from './issues.js';
import { readableErrors } from './readable.js';

/**
 * Code points in a string: UTF-16 units, less one for each surrogate pair. (A char-code loop; iterating the
 * string with for…of is several times slower, and every maxLength check calls this.)
 * @param {string} text
 */
export function ucs2length(text) {
  let length = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      length--;
      i++;
    }
  }
  return length;
}

// What a generated validator calls where Ajv's own code would write an error object and gather it (issue 37: the
// labels and the gathering, repeated at each of thousands of sites, were about half of the validators' bytes).
// The object is Ajv's, keys in Ajv's order, so that readers of `errors` (readable.js, issues.js) see no change.

/**
 * Adds one error to a validator's list, starting the list when there is none yet.
 * @param {object[] | null} errors the list so far (`vErrors`) @param {string} instancePath @param {string} schemaPath
 * @param {string} keyword @param {object} params @param {string} message
 * @returns {object[]} the list, with the error last
 */
export function addError(errors, instancePath, schemaPath, keyword, params, message) {
  const error = { instancePath, schemaPath, keyword, params, message };
  if (errors === null) return [error];
  errors.push(error);
  return errors;
}

/** @typedef {import('./readable.js').AjvError} AjvError */
/** @typedef {import('./issues.js').Issue} Issue */
/**
 * A validator Ajv's standalone code generation emits: true when the data is valid, its errors on it otherwise.
 * @typedef {{ (data: unknown): boolean, errors?: unknown[] | null }} StandaloneValidator
 */
/**
 * What a check gives: the value, typed, with the drift found (warnings), or the errors and warnings.
 * @template T
 * @typedef {{ ok: true, value: T, warnings: Issue[] } | { ok: false, errors: Issue[], warnings: Issue[] }} Result
 */

/** Drift the spec does not describe (a field it does not list, a value outside an enum): warnings, not errors. */
const DRIFT = new Set(['unevaluatedProperties', 'additionalProperties', 'enum']);

/**
 * Runs a validator and, for answers, its drift detector, into `{ ok, value, warnings }` or `{ ok, errors, warnings }`.
 * The errors on a validator are Ajv's (AjvError), whatever its declared type says.
 * @template T the type the validator proves
 * @param {StandaloneValidator} validate
 * @param {unknown} value
 * @param {StandaloneValidator} [drift]
 * @param {string} [subject] what the value is, for messages about the value as a whole
 * @returns {Result<T>}
 */
export function check(validate, value, drift, subject = 'value') {
  if (!validate(value)) {
    const errors = readableErrors(ajvErrors(validate)).map((e) => issueOf(e, subject));
    return { ok: false, errors: dedupe(errors), warnings: [] };
  }
  const found = drift && !drift(value) ? ajvErrors(drift) : [];
  const warnings = found.filter((e) => DRIFT.has(e.keyword)).map((e) => issueOf(e, subject, true));
  return { ok: true, value: /** @type {T} */ (value), warnings: dedupe(warnings) };
}

/** @param {StandaloneValidator} validator */
const ajvErrors = (validator) => /** @type {AjvError[]} */ (validator.errors ?? []);

/** The same fault reached twice (through two references, or an alternative and its branch) is one issue. */
/** @param {Issue[]} issues */
function dedupe(issues) {
  const seen = new Set();
  return issues.filter((issue) => {
    const key = `${issue.path}\u0000${issue.message}`;
    return !seen.has(key) && seen.add(key);
  });
}

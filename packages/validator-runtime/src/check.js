// @ts-check
// What the generated validators need at run time besides their own code: a string length in Unicode code points
// (JSON Schema's maxLength), and the shaping of Ajv's errors into results whose messages name the field.

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

/** @typedef {{ instancePath: string, keyword: string, params: Record<string, any>, message?: string }} AjvError */
/** @typedef {{ path: string, rule: string, message: string }} Issue */

const unescapeSegment = (/** @type {string} */ segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
const escapeSegment = (/** @type {string} */ key) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** @param {AjvError} error @param {string} subject @param {boolean} drift @returns {Issue} */
function issueOf(error, subject, drift = false) {
  const { instancePath, keyword, params } = error;
  const child = params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty;
  const path = child === undefined ? instancePath || '/' : `${instancePath}/${escapeSegment(String(child))}`;
  const field = path === '/' ? subject : `field '${path.split('/').slice(1).map(unescapeSegment).join('.')}'`;
  switch (keyword) {
    case 'required':
      return { path, rule: keyword, message: `${field} is required` };
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return { path, rule: keyword, message: drift ? `${field} is not in the spec` : `${field} is not allowed here` };
    case 'enum': {
      const values = params.allowedValues.map(String).join(', ');
      return {
        path,
        rule: keyword,
        message: drift
          ? `${field} has a value the spec does not list (${values})`
          : `${field} must be one of ${values}`,
      };
    }
    case 'format':
      return { path, rule: `format:${params.format}`, message: `${field} must match format "${params.format}"` };
    default:
      return { path, rule: keyword, message: `${field} ${error.message ?? `breaks ${keyword}`}` };
  }
}

/** Drift the spec does not describe (a field it does not list, a value outside an enum): warnings, not errors. */
const DRIFT = new Set(['unevaluatedProperties', 'additionalProperties', 'enum']);

/**
 * Runs a validator and, for answers, its drift detector, into `{ ok, value, warnings }` or `{ ok, errors, warnings }`.
 * @param {{ (data: unknown): boolean, errors?: AjvError[] | null }} validate
 * @param {unknown} value
 * @param {{ (data: unknown): boolean, errors?: AjvError[] | null } | undefined} drift
 * @param {string} subject what the value is, for messages about the value as a whole
 */
export function check(validate, value, drift, subject = 'value') {
  if (!validate(value)) {
    return { ok: false, errors: (validate.errors ?? []).map((e) => issueOf(e, subject)), warnings: [] };
  }
  const found = drift && !drift(value) ? (drift.errors ?? []) : [];
  const warnings = found.filter((e) => DRIFT.has(e.keyword)).map((e) => issueOf(e, subject, true));
  return { ok: true, value, warnings: dedupe(warnings) };
}

/** @param {Issue[]} issues */
function dedupe(issues) {
  const seen = new Set();
  return issues.filter((issue) => !seen.has(issue.message) && seen.add(issue.message));
}

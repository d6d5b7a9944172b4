// @ts-check
// One Ajv error as an issue a person reads: the field by its dotted name, the rule in the spec's words (a format by
// its x-formats description, never a whole regular expression), an alternative as "one of" its branches.
import { formatRule } from './format-checks.js';

/** @typedef {import('./readable.js').ReadableError} ReadableError */
/**
 * One fault: `path`, the JSON Pointer of the value at fault ("/" for the whole value); `rule`, the schema rule broken
 * (required, type, maxLength, enum, format:amount …); `message`, a sentence that names the field and the rule.
 * @typedef {{ path: string, rule: string, message: string }} Issue
 */

const unescapeSegment = (/** @type {string} */ segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
const escapeSegment = (/** @type {string} */ key) => key.replace(/~/g, '~0').replace(/\//g, '~1');

// A pattern this short reads as the rule (`^[A-Z]{3}$`); a longer one is a named format's, said by its format.
const READABLE_PATTERN = 24;

/** "Local date and time…" reads "must be local date and time…"; "ISO 8601…" keeps its capitals. */
/** @param {string} text */
const asPredicate = (text) => {
  const trimmed = text.trim().replace(/\.$/, '');
  return /^[A-Z][a-z]/.test(trimmed) ? trimmed[0]?.toLowerCase() + trimmed.slice(1) : trimmed;
};

/** @param {ReadableError} error @param {string} subject @param {boolean} [drift] @returns {Issue} */
export function issueOf(error, subject, drift = false) {
  const { instancePath, keyword, params } = error;
  const child = params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty;
  const path = child === undefined ? instancePath || '/' : `${instancePath}/${escapeSegment(String(child))}`;
  const field = path === '/' ? subject : `field '${path.split('/').slice(1).map(unescapeSegment).join('.')}'`;
  const issue = (/** @type {string} */ message, rule = keyword) => ({ path, rule, message: `${field} ${message}` });
  switch (keyword) {
    case 'required':
      return issue('is required');
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return issue(drift ? 'is not in the spec' : 'is not allowed here');
    case 'enum': {
      const values = params.allowedValues.map(String).join(', ');
      return issue(drift ? `has a value the spec does not list (${values})` : `must be one of ${values}`);
    }
    case 'format': {
      const rule = formatRule(params.format);
      return issue(
        rule ? `must be ${asPredicate(rule)}` : `must match format "${params.format}"`,
        `format:${params.format}`,
      );
    }
    case 'pattern':
      return issue(
        String(params.pattern).length <= READABLE_PATTERN
          ? `must match ${params.pattern}`
          : 'is not in the form the spec gives for it',
      );
    case 'anyOf':
    case 'oneOf':
      return alternativeIssue(error, field, subject, issue);
    default:
      return issue(error.message ?? `breaks ${keyword}`);
  }
}

/**
 * A failed anyOf/oneOf: "must match one of: A, or B", each branch by its faults (a fault at the alternative's own
 * field without the field's name again); branches that say the same thing once. A fault every branch has (a number
 * where each branch wants a string) is the reason itself, said alone.
 * @param {ReadableError} error @param {string} field @param {string} subject
 * @param {(message: string) => Issue} issue
 */
function alternativeIssue(error, field, subject, issue) {
  if (!error.branches) return issue('must match exactly one of its alternatives, and matches several');
  // Within a branch, a named format's repeated pattern says nothing its format does not (as outside alternatives).
  const faults = error.branches
    .map((branch) => branch.map((fault) => issueOf(fault, subject)))
    .map((branch) =>
      branch.some((fault) => fault.rule.startsWith('format:')) ? branch.filter((f) => f.rule !== 'pattern') : branch,
    );
  const messages = faults.map((branch) => [...new Set(branch.map((fault) => fault.message))]);
  const common = (messages[0] ?? []).filter((message) => messages.every((branch) => branch.includes(message)));
  if (common.length === 1) return faults[0]?.find((fault) => fault.message === common[0]) ?? issue('');
  const said = (/** @type {string} */ message) =>
    message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
  // Branches that are formats behind $refs share every fault (Ajv cannot tell which branch each came from): several
  // formats failed at one field are the alternatives themselves.
  const commonFaults = (faults[0] ?? []).filter((fault) => common.includes(fault.message));
  if (common.length > 1 && commonFaults.every((fault) => fault.rule.startsWith('format:')))
    return issue(`must be one of: ${common.map((m) => said(m).replace(/^must be /, '')).join(', or ')}`);
  if (common.length > 1) return issue(common.map(said).join(' and '));
  const branches = [...new Set(messages.map((branch) => branch.map(said).join(' and ')))];
  return issue(`must match one of: ${branches.join(', or ')}`);
}

// @ts-check
// Ajv's errors as a person reads them: each rule once, at the deepest field. Ajv (allErrors) reports a failed
// if/then both by the fault inside `then` and by `must match "then" schema` at the conditional; a named format both by
// the format and by the pattern the schema repeats for other tools; a failed anyOf/oneOf by every branch's faults and
// then by the alternative itself, so that two alternatives read as if both were required. Here the conditional and
// the repeated pattern go, and each failed alternative takes its branches' faults as "one of" them.

/**
 * One error as Ajv reports it (its `params` differ by keyword: allowedValues, format, pattern …).
 * @typedef {{ instancePath: string, keyword: string, params: Record<string, any>, message?: string,
 *   schemaPath?: string }} AjvError
 */
/** An error as read: a failed anyOf/oneOf carries its branches' faults. @typedef {AjvError & { branches?: AjvError[][] }} ReadableError */

const ALTERNATIVES = new Set(['anyOf', 'oneOf']);

/** @param {string} path @param {string} root */
const within = (path, root) => path === root || path.startsWith(`${root}/`);

/**
 * The faults of a failed alternative: the errors Ajv reported just before it, at or below its field, down to the
 * first that belongs to a sibling keyword of the same schema. A branch is the index after `anyOf/` in the schema
 * path; a run of faults from a referenced schema (their path is that schema's own) counts as a branch of its own.
 * @param {AjvError[]} before @param {AjvError} alternative
 */
function branchesOf(before, alternative) {
  const at = alternative.schemaPath ?? '';
  const owner = at.slice(0, at.lastIndexOf('/'));
  /** @type {Map<string, AjvError[]>} */
  const branches = new Map();
  let taken = 0;
  let branch = '';
  for (let i = before.length - 1; i >= 0; i--) {
    const error = /** @type {AjvError} */ (before[i]);
    const path = error.schemaPath ?? '';
    if (!within(error.instancePath, alternative.instancePath)) break;
    if (path.startsWith(`${at}/`)) branch = path.slice(at.length + 1).split('/')[0] ?? '';
    else if (path.startsWith(`${owner}/`) && (owner !== '#' || !path.startsWith('#/components/'))) break;
    else if (!branch.startsWith('referenced')) branch = `referenced ${i}`;
    branches.set(branch, [error, ...(branches.get(branch) ?? [])]);
    taken++;
  }
  return { taken, branches: [...branches.values()].reverse() };
}

/** @param {AjvError[]} errors @returns {ReadableError[]} */
export function readableErrors(errors) {
  /** @type {ReadableError[]} */
  const out = [];
  for (const error of errors) {
    // `must match "then" schema`: the faults inside `then` are already reported, deeper.
    if (error.keyword === 'if') continue;
    if (ALTERNATIVES.has(error.keyword) && error.params?.passingSchemas == null) {
      const { taken, branches } = branchesOf(out, error);
      out.splice(out.length - taken, taken);
      out.push({ ...error, branches });
    } else out.push(error);
  }
  // A named format's pattern repeats the format: the format's message says it in the spec's words.
  const formatted = new Set(out.filter((e) => e.keyword === 'format').map((e) => e.instancePath));
  return out.filter((e) => e.keyword !== 'pattern' || !formatted.has(e.instancePath));
}

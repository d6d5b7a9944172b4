// @ts-check
// What a format's values must be, in the spec's words (a standard format's description, an x-formats
// `description`), for the message of a value it refuses. A check states its rule when it refuses a value, so that
// the message finds it right after: no module has to register every format up front, and a validator bundles only
// the checks it runs (issue 29).

/** @typedef {import('./format-checks.js').FormatCheck} FormatCheck */

/** @type {Map<string, string>} */
const RULES = new Map();

/** The rule a format states, once a check of that name has refused a value; undefined without a description. */
/** @param {string} name */
export const formatRule = (name) => RULES.get(name);

/**
 * The check, stating its rule under `name` each time it refuses a value (a check without a description is as given).
 * @template {FormatCheck} C @param {string} name @param {C} check @returns {C}
 */
export function stating(name, check) {
  const { description } = check;
  if (description === undefined) return check;
  const validate = /** @type {(value: never) => boolean} */ (check.validate);
  /** @param {never} value */
  const refusing = (value) => {
    if (validate(value)) return true;
    RULES.set(name, description);
    return false;
  };
  return { ...check, validate: refusing };
}

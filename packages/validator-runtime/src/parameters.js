// @ts-check
// Path, query and header parameters arrive as the strings a URL and its headers carry (`?limit=5` gives '5'). They
// are read the way OpenAPI's serialization rules say (OpenAPI 3.1 §4.8.12.4, style `simple` for path and header,
// `form` for query) before their schemas judge them: where the schema wants an integer, a number or a boolean and
// the value is a string of that syntax, the string is read as one; where it wants an array and is given a string,
// the string is its items joined with commas (`simple`, and `form` with `explode: false`; an exploded query array
// arrives as repeated keys, which a caller passes as an array, e.g. URLSearchParams' getAll). Values already of
// their type are left as they are. What a schema wants is read from the validator's own type errors, so that no
// second statement of any schema is needed: the values are checked, converted where a type error says so, and
// checked again. `deepObject` and other object styles are not read (their values are given as objects).
import { check } from './check.js';

/** @typedef {import('./check.js').StandaloneValidator} StandaloneValidator */
/** @typedef {import('./readable.js').AjvError} AjvError */

const INTEGER = /^-?(?:0|[1-9]\d*)$/;
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * The string read as the first of the given types its syntax allows, or undefined.
 * @param {string} text @param {string[]} types
 */
function read(text, types) {
  for (const type of types) {
    if (type === 'integer' && INTEGER.test(text)) return Number(text);
    if (type === 'number' && NUMBER.test(text)) return Number(text);
    if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
    if (type === 'array') return text === '' ? [] : text.split(',');
  }
  return undefined;
}

/** @param {string} pointer @returns {string[]} */
const keysOf = (pointer) =>
  pointer
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));

/**
 * A copy of the values with each string a type error points at read as that type (undefined when none is).
 * @param {unknown} values @param {AjvError[]} errors
 */
function converted(values, errors) {
  const copy = structuredClone(values);
  let changed = false;
  const done = new Set();
  for (const error of errors) {
    if (error.keyword !== 'type' || done.has(error.instancePath)) continue;
    const keys = keysOf(error.instancePath);
    const last = keys.pop();
    /** @type {any} */
    let holder = copy;
    for (const key of keys) holder = holder?.[key];
    if (last === undefined || !holder || typeof holder !== 'object' || typeof holder[last] !== 'string') continue;
    const wanted = /** @type {{ type?: string | string[] }} */ (error.params ?? {}).type;
    const types = Array.isArray(wanted) ? wanted : String(wanted ?? '').split(',');
    const value = read(holder[last], types);
    if (value === undefined) continue;
    holder[last] = value;
    done.add(error.instancePath);
    changed = true;
  }
  return changed ? copy : undefined;
}

/**
 * Checks parameters given as strings (or already typed) against their validator, as `check` does, with the value
 * of an ok result the parameters read as their schemas' types (`{ limit: '5' }` → `{ limit: 5 }`).
 * @template T
 * @param {StandaloneValidator} validate @param {unknown} values @param {string} [subject]
 * @returns {import('./check.js').Result<T>}
 */
export function checkParameters(validate, values, subject) {
  let current = values;
  // An array's items are read on the pass after the array itself: two passes, and one more for good measure.
  for (let pass = 0; pass < 3 && current && typeof current === 'object' && !validate(current); pass++) {
    const next = converted(current, /** @type {AjvError[]} */ (validate.errors ?? []));
    if (next === undefined) break;
    current = next;
  }
  return check(validate, current, undefined, subject);
}

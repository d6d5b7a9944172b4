// @ts-check
// Ajv writes each error a validator can give as an object literal and the eight lines that gather it:
//   const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
//   if(vErrors === null){ … vErrors = [err4]; … } else { … vErrors.push(err4); … }
// The labels and the gathering were about half of what the validators weigh (issue 37: some 20 of GitHub's 56 MB).
// Here each such site is one call to the runtime's `addError`, the same five values in the same order, so that the
// errors are the same objects, with their keys in Ajv's order:
//   vErrors = addError(vErrors, instancePath+"/id", "#/properties/id/type", "type", {type: "string"}, "must be string");
// Ajv's code is written one statement a line (`code.lines`), and a string of the spec in it is a JSON string
// literal, which holds no line break: a line is matched whole, and the literal is split only outside strings and
// brackets. A site in any other shape (other keys, Ajv's verbose options) is left as Ajv wrote it.

/** The runtime's export the rewritten sites call. */
export const ADD_ERROR = 'addError';

const KEYS = ['instancePath', 'schemaPath', 'keyword', 'params', 'message'];
const LITERAL = /^const (err\d+) = \{(.*)\};$/;

/**
 * The top-level parts of an object literal's inside, split at its commas outside strings and brackets.
 * @param {string} text @returns {string[] | undefined} undefined when the text does not close what it opens
 */
function topLevel(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      if (i >= text.length) return undefined;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) return undefined;
  }
  if (depth !== 0) return undefined;
  parts.push(text.slice(start));
  return parts;
}

/**
 * The five values of an error literal in Ajv's order, or undefined when it has another shape.
 * @param {string} inside @returns {string[] | undefined}
 */
function errorValues(inside) {
  const parts = topLevel(inside);
  if (parts?.length !== KEYS.length) return undefined;
  const values = [];
  for (const [i, part] of parts.entries()) {
    const key = KEYS[i] ?? '';
    // `instancePath` alone is Ajv's shorthand for `instancePath:instancePath`.
    if (part === key && key === 'instancePath') values.push(key);
    else if (part.startsWith(`${key}:`) && part.length > key.length + 1) values.push(part.slice(key.length + 1));
    else return undefined;
  }
  return values;
}

/**
 * @param {string} code standalone code, one statement a line
 * @returns {{ code: string, calls: number }} the code with each error site a call, and how many there are
 */
export function errorCalls(code) {
  const lines = code.split('\n');
  const out = [];
  let calls = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const literal = LITERAL.exec(line);
    const values = literal ? errorValues(literal[2] ?? '') : undefined;
    const name = literal?.[1];
    if (values && name && gathers(lines, i + 1, name)) {
      out.push(`vErrors = ${ADD_ERROR}(vErrors, ${values.join(', ')});`);
      calls++;
      i += GATHER.length;
    } else out.push(line);
  }
  return { code: out.join('\n'), calls };
}

/** @param {string} name */
const gather = (name) => [
  'if(vErrors === null){',
  `vErrors = [${name}];`,
  '}',
  'else {',
  `vErrors.push(${name});`,
  '}',
];
const GATHER = gather('');

/** Whether the lines from `at` gather the error `name` into vErrors, as Ajv writes it. */
/** @param {string[]} lines @param {number} at @param {string} name */
function gathers(lines, at, name) {
  return gather(name).every((expected, i) => lines[at + i] === expected);
}

// @ts-check
// Ajv's refusals, said in the generator's words: what in the schema is wrong, never Ajv's internal names for the
// two readings (`tolerant#`, `closed#`) nor "ignored" for what stopped the compilation.

/** @type {[RegExp, (...groups: string[]) => string][]} */
const MESSAGES = [
  [
    /unknown format "([^"]*)"/,
    (format) => `format '${format}' is not one the validators know (refused by --strict-formats)`,
  ],
  [/unknown keyword: "([^"]*)"/, (keyword) => `'${keyword}' is neither a JSON Schema 2020-12 nor an OpenAPI keyword`],
  [
    /missing type "([^"]*)" for keyword "([^"]*)"/,
    (type, keyword) => `'${keyword}' applies to type '${type}', which the schema does not declare`,
  ],
  [
    /can't resolve reference (\S+)/,
    (ref) => `$ref '${ref.replace(/^[a-z]+#/, '#')}' points to nothing in the document`,
  ],
  [/ReDoS: (.*)$/, (why) => `${why} (ReDoS): refused, so that no validator can hang; fix the pattern in the spec`],
  [/^discriminator: (.*)$/, (rest) => `discriminator: ${rest}`],
  [
    /^Invalid regular expression: \/(.*)\/u: (.*)$/,
    (pattern, why) =>
      `pattern '${pattern}' is not a regular expression JavaScript runs with the Unicode flag (${why.toLowerCase()})`,
  ],
  [/^schema is invalid: (.*)$/, (rest) => `not a valid JSON Schema: ${rest.replace(/\bdata\b/g, 'schema')}`],
  [
    /(\S+) value must be \["?([^"\]]*)"?\]/,
    (keyword, type) => `'${keyword}' must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`,
  ],
  [
    /standalone code gathers errors/,
    () => 'the generator cannot yet emit this schema as standalone code (please report it with the schema)',
  ],
];

/** @param {unknown} error @returns {string} */
export function inOurWords(error) {
  const text = error instanceof Error ? error.message : String(error);
  for (const [pattern, say] of MESSAGES) {
    const match = pattern.exec(text);
    if (match) return say(...match.slice(1));
  }
  return text
    .replace(/^strict mode: /, '')
    .replace(/ at "(?:tolerant|closed)#[^"]*"/g, '')
    .replace(/ \(strict\w+\)$/, '');
}

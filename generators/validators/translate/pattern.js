// @ts-check
// A `pattern` written in the lenient syntax of ECMA-262 Annex B (a lone `{`, `}` or `]` as a literal character, as
// in `^{[0-9a-f]+}$`) is refused by the Unicode-mode regular expressions the validators run (`new RegExp(p, 'u')`).
// Such a pattern is rewritten with those characters escaped, which means the same; any other is left as written.

const QUANTIFIER = /^\{\d+(?:,\d*)?\}/;

/** @param {string} pattern */
const compiles = (pattern, flags = 'u') => {
  try {
    new RegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
};

/** @param {string} pattern @returns {string} */
export function unicodePattern(pattern) {
  if (compiles(pattern) || !compiles(pattern, '')) return pattern;
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') {
      out += pattern.slice(i, i + 2);
      i++;
    } else if (inClass) {
      out += char;
      if (char === ']') inClass = false;
    } else if (char === '[') {
      inClass = true;
      out += char;
    } else if (char === '{') {
      const quantifier = QUANTIFIER.exec(pattern.slice(i))?.[0];
      out += quantifier ?? '\\{';
      if (quantifier) i += quantifier.length - 1;
    } else if (char === '}' || char === ']') out += `\\${char}`;
    else out += char;
  }
  return compiles(out) ? out : pattern;
}

/** @param {Record<string, any>} node @returns {Record<string, any>} */
export function pattern(node) {
  if (typeof node.pattern !== 'string') return node;
  const rewritten = unicodePattern(node.pattern);
  return rewritten === node.pattern ? node : { ...node, pattern: rewritten };
}

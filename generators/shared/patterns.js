// @ts-check
// A schema's `pattern` is compiled into the generated validators and run on every value a request or an answer
// carries; one that can backtrack exponentially on a crafted value (ReDoS) hangs the process checking it. A simple,
// honest heuristic over ret's parse tree finds the classic shapes: an unbounded quantifier inside another (`(a+)+`,
// `(a*)*`, `(a+)*`), and an unbounded quantifier over alternatives of which two are the same (`(a|a)+`). Bounded
// ones (`?`, `{2}`) are not counted, so `(?:\.\d+)?` is fine. We warn, naming the pointer, and still generate: the
// pattern is the spec's to fix. A pattern ret cannot parse is left to Ajv, which names it.

import { pointer } from '@payments-contract/openapi-vocabulary';
import ret from 'ret';

// ret is CommonJS: its module.exports is the tokenizer, with `types` on it (its .d.ts describes an ES default).
const tokenize = /** @type {(pattern: string) => any} */ (/** @type {unknown} */ (ret));
const { types } = /** @type {{ types: Record<string, number> }} */ (/** @type {unknown} */ (ret));

/** @param {any} token @returns {boolean} */
const unbounded = (token) => token.type === types.REPETITION && (token.max === null || token.max === Infinity);

/** Children of a token: a group's alternatives or stack, a repetition's value. @param {any} token @returns {any[]} */
function children(token) {
  if (token.type === types.REPETITION) return [token.value];
  if (token.options) return token.options.flat();
  return token.stack ?? [];
}

/** Whether a token holds an unbounded quantifier under another, or one over repeated alternatives. */
/** @param {any} token @param {boolean} [under] @returns {boolean} */
function exponential(token, under = false) {
  if (unbounded(token)) {
    if (under) return true;
    const options = token.value?.options;
    const texts = (options ?? []).map((/** @type {unknown} */ option) => JSON.stringify(option));
    if (new Set(texts).size < texts.length) return true;
  }
  return children(token).some((/** @type {any} */ child) => exponential(child, under || unbounded(token)));
}

/** @param {string} pattern */
export function isRiskyPattern(pattern) {
  try {
    return exponential(tokenize(pattern));
  } catch {
    return false;
  }
}

/**
 * Every `pattern` (and `patternProperties` key) of the document that may backtrack exponentially, in document order.
 * @param {unknown} document
 * @returns {{ pointer: string, pattern: string }[]}
 */
export function riskyPatterns(document) {
  /** @type {{ pointer: string, pattern: string }[]} */
  const found = [];
  /** @param {string} pattern @param {string[]} at */
  const check = (pattern, at) => {
    if (isRiskyPattern(pattern)) found.push({ pointer: pointer(...at), pattern });
  };
  /** @param {unknown} node @param {string[]} at */
  const walk = (node, at) => {
    if (!node || typeof node !== 'object') return;
    const schema = /** @type {Record<string, unknown>} */ (node);
    if (typeof schema.pattern === 'string') check(schema.pattern, [...at, 'pattern']);
    if (schema.patternProperties && typeof schema.patternProperties === 'object') {
      for (const key of Object.keys(schema.patternProperties)) check(key, [...at, 'patternProperties', key]);
    }
    for (const [key, value] of Object.entries(schema)) walk(value, [...at, key]);
  };
  walk(document, []);
  return found;
}

// @ts-check
// A schema's `pattern` is compiled into the generated validators and run on every value a request or an answer
// carries; one that can backtrack catastrophically on a crafted value (ReDoS) hangs the process checking it. Such a
// pattern is refused: the validators that reach it are not generated, and it is named by its JSON pointer (the
// spec is the place to fix it; a validator running a different engine than the one its users test with would
// accept and refuse other strings than they expect). The analysis is recheck's (automaton theory, with fuzzing for
// what the automaton cannot hold, seeded; bounded by sizes and step counts, never by a time limit, and no replay
// of attacks, so that the verdict, and so the output, does not depend on the machine's speed). Exponential backtracking and polynomial of degree 3 or more are refused;
// quadratic is left (common, e.g. `^\s*x\s*$`, and bounded by `maxLength`). As recheck takes up to seconds on a
// large pattern, only a pattern that could backtrack at all is handed to it: one with a repeated group holding a
// quantifier or alternatives, or with three unbounded quantifiers (ret's parse tree). A pattern neither can parse
// is left to Ajv, which names it; one recheck cannot decide is judged by the nested-quantifier shapes alone.

import { createRequire } from 'node:module';
import { pointer } from '@payments-contract/openapi-vocabulary';
import ret from 'ret';

// recheck is loaded only when a pattern needs it (its start costs a worker and, where installed, its binary).
const load = createRequire(import.meta.url);

// ret is CommonJS: its module.exports is the tokenizer, with `types` on it (its .d.ts describes an ES default).
const tokenize = /** @type {(pattern: string) => any} */ (/** @type {unknown} */ (ret));
const { types } = /** @type {{ types: Record<string, number> }} */ (/** @type {unknown} */ (ret));

/** @param {any} token @returns {boolean} */
const unbounded = (token) => token.type === types.REPETITION && (token.max === null || token.max === Infinity);
/** @param {any} token @returns {boolean} */
const repeated = (token) => token.type === types.REPETITION && (unbounded(token) || token.max > 1);

/** Children of a token: a group's alternatives or stack, a repetition's value. @param {any} token @returns {any[]} */
function children(token) {
  if (token.type === types.REPETITION) return [token.value];
  if (token.options) return token.options.flat();
  return token.stack ?? [];
}

/** @param {any} token @returns {any[]} every token under it, itself included */
const tokens = (token) => [token, ...children(token).flatMap(tokens)];

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

/** Whether a pattern can backtrack more than linearly at all: the shapes worth recheck's time. @param {any} tree */
function mayBacktrack(tree) {
  const all = tokens(tree);
  if (all.filter(unbounded).length >= 3) return true;
  return all.some(
    (token) =>
      repeated(token) && tokens(token.value).some((inner) => repeated(inner) || (inner.options?.length ?? 0) > 1),
  );
}

// recheck's own limits, no clock: the automaton where it stays small (a bounded repeat such as `[a-f\d]{24}` makes
// it large: 56 s on one of ReadMe's patterns with the defaults), otherwise its fuzzer, seeded, counting steps. The
// corpus's 163 distinct patterns take about 15 s instead of 133 s (most of it ReadMe's own spec), GitHub's REST
// spec about 1 s; the hostile fixtures are all found either way.
const BUDGET = { timeout: null, recallLimit: 0, maxRepeatCount: 20, maxNFASize: 5000 };

/** @type {Map<string, string | undefined>} */
const verdicts = new Map();

/**
 * Why a pattern is refused (its backtracking, as recheck names it), or undefined when it is not.
 * @param {string} pattern @returns {string | undefined}
 */
export function catastrophicBacktracking(pattern) {
  if (verdicts.has(pattern)) return verdicts.get(pattern);
  let tree;
  try {
    tree = tokenize(pattern);
  } catch {
    tree = undefined;
  }
  /** @type {string | undefined} */
  let verdict;
  if (tree === undefined || mayBacktrack(tree)) {
    const { checkSync } = /** @type {typeof import('recheck')} */ (load('recheck'));
    const result = checkSync(pattern, 'u', BUDGET);
    if (result.status === 'vulnerable') {
      const { complexity } = result;
      if (complexity.type === 'exponential') verdict = 'exponential backtracking';
      else if (complexity.degree >= 3) verdict = `polynomial backtracking of degree ${complexity.degree}`;
    } else if (result.status === 'unknown' && tree !== undefined && exponential(tree))
      verdict = 'exponential backtracking (nested unbounded quantifiers)';
  }
  verdicts.set(pattern, verdict);
  return verdict;
}

/** @param {string} pattern */
export function isRiskyPattern(pattern) {
  return catastrophicBacktracking(pattern) !== undefined;
}

/**
 * The compile-time regular expression of the validators' Ajv (its `code.regExp` option): a refused pattern throws,
 * naming why, so that Ajv refuses the schema and the generator names it; any other is the RegExp the generated code
 * builds (`code` says so to Ajv's standalone output, which then writes `new RegExp(…)` as before).
 * @param {string} pattern @param {string} flags
 */
export function refusingRegExp(pattern, flags) {
  const why = catastrophicBacktracking(pattern);
  if (why) throw new Error(`ReDoS: pattern '${pattern}' can backtrack catastrophically: ${why}`);
  return new RegExp(pattern, flags);
}
refusingRegExp.code = 'new RegExp';

/**
 * Every `pattern` (and `patternProperties` key) of the document that is refused, in document order.
 * @param {unknown} document
 * @returns {{ pointer: string, pattern: string, reason: string }[]}
 */
export function riskyPatterns(document) {
  /** @type {{ pointer: string, pattern: string, reason: string }[]} */
  const found = [];
  /** @param {string} pattern @param {string[]} at */
  const check = (pattern, at) => {
    const reason = catastrophicBacktracking(pattern);
    if (reason) found.push({ pointer: pointer(...at), pattern, reason });
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

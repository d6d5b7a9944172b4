// @ts-check
// One compiled function for both readings of a schema (transform.js). The tolerant reading is the closed one less
// its enums and less the `unevaluatedProperties: false` the closed reading added (marked `x-closing`), so each
// component was compiled twice, nearly alike, and an answer's check imported both (issue 29). Here the closed
// reading's functions skip exactly those keywords when run tolerantly: Ajv passes the context a function is called
// with (`passContext`) to every function it calls, and a context holding the tolerant-run symbol is a tolerant run's
// (tolerantEntry below). Called plainly, or as a method of a module's namespace, a function is the closed reading's,
// unchanged: a symbol (the same in every module, `Symbol.for`) no namespace or `exports` object has.
// Ajv's own keyword code is kept: only wrapped, in place in Ajv's rules, so that the keywords run in their order.
import { _ } from 'ajv';
import { CLOSING, relaxedEnum } from './transform.js';

const MARK = 'payments-contract.tolerant-run';
/** How the code of a keyword a tolerant run skips begins (linked-standalone.js looks for it). */
export const TOLERANT_TEST = 'if(!(this && this[';
const TOLERANT_RUN = Symbol.for(MARK);

/**
 * Wraps the code of a keyword of an Ajv instance so that a tolerant run skips it (where `applies` says so).
 * @param {any} ajv @param {string} keyword @param {(cxt: any) => boolean} applies
 */
function skippedInTolerantRuns(ajv, keyword, applies) {
  const rule = ajv.RULES.all[keyword];
  const code = rule?.definition?.code;
  if (typeof code !== 'function') throw new Error(`Ajv has no code keyword '${keyword}' to wrap`);
  rule.definition = {
    ...rule.definition,
    /** @param {any} cxt */
    code(cxt) {
      if (!applies(cxt)) return code(cxt);
      // The symbol, a scope value: in standalone code a constant of each module (`Symbol.for(…)`).
      const mark = cxt.gen.scopeValue('obj', { ref: TOLERANT_RUN, code: _`Symbol.for(${MARK})` });
      // Whether the function runs tolerantly: the context it was called with says so.
      cxt.gen.if(_`!(this && this[${mark}])`);
      code(cxt);
      cxt.gen.endIf();
    },
  };
}

/**
 * Makes an Ajv instance compile each schema of the closed reading into a function that also runs it tolerantly:
 * every `enum` of several values (transform.js), and each `unevaluatedProperties` the closed reading added, are skipped in a tolerant run.
 * (The instance must have `passContext: true` and `allErrors: true`.) @param {any} ajv
 */
export function compileForTolerantRuns(ajv) {
  if (!ajv.opts.passContext || !ajv.opts.allErrors) throw new Error('tolerant runs need passContext and allErrors');
  // A keyword that checks nothing (the document's own `x-` keywords may have declared it already).
  if (!ajv.RULES.keywords[CLOSING]) ajv.addKeyword(CLOSING);
  skippedInTolerantRuns(ajv, 'enum', (cxt) => relaxedEnum(cxt.schema));
  skippedInTolerantRuns(ajv, 'unevaluatedProperties', (cxt) => cxt.parentSchema?.[CLOSING] === true);
}

/**
 * The code of a tolerant entry: a function that runs a compiled function tolerantly and keeps its errors where a
 * caller reads them (`entry.errors`), as for any Ajv function. Its two names are Ajv's scope names, never text of
 * the document.
 * @param {string} entry `tolerant3` @param {string} validate `validate5`
 */
export function tolerantEntry(entry, validate) {
  if (!/^tolerant\d+$/.test(entry) || !/^validate\d+$/.test(validate)) throw new Error('not scope names');
  return `function ${entry}(data){const valid = ${validate}.call(TOLERANT, data);${entry}.errors = ${validate}.errors;return valid;}`;
}

/** The context of a tolerant run, for a function Ajv compiled at run time: `validate.call(TOLERANT, value)`. */
export const TOLERANT = Object.freeze({ [TOLERANT_RUN]: true });

/** The context of a tolerant run, declared once in each module that has a tolerant entry. */
export const TOLERANT_CONTEXT = `const TOLERANT = {[Symbol.for(${JSON.stringify(MARK)})]: true};`;

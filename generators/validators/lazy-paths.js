// @ts-check
// A call to another schema's function, as Ajv writes it, builds the callee's context on every call, failing or not:
// `validate3.call(this, data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData})`
// — a string joined and an object made per `$ref` reached, the cost of one compiled function per schema (issue 29:
// the single-payment answer fell from 3.05× to 1.84× zod 4). Here the callee is called with its value alone, and
// the path is joined only when it fails, onto each error it gives back: the same errors, paid for on failure only.
// The callee's other context (parentData, parentDataProperty, rootData) is only ever passed on in the code these
// options make (no coercion, defaults, removal or $data): a module whose code reads it elsewhere is left as it is.
// The code is read with TypeScript's scanner, so that text of the spec inside a string is never taken for code.
import { ts } from '../shared/ts-morph.js';
import { endsExpression } from './stable-names.js';

const CALLEE = /^(validate\d+|wrapper\d+\.validate)$/;
const PASSED = /\b(parentData|parentDataProperty|rootData)\b/;
// Ajv's parameter list, where the context is received.
const PARAMETERS = '{instancePath="", parentData, parentDataProperty, rootData=data}={}';

/** @param {string} code @returns {{ kind: import('ts-morph').ts.SyntaxKind, start: number, end: number, text: string }[]} */
function tokens(code) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, code);
  const list = [];
  let previous = ts.SyntaxKind.Unknown;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken)
      if (!endsExpression(previous)) kind = scanner.reScanSlashToken();
    list.push({ kind, start: scanner.getTokenStart(), end: scanner.getTokenEnd(), text: scanner.getTokenText() });
    previous = kind;
  }
  return list;
}

const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

/**
 * @param {string} code standalone code whose errors are already gathered in place (appendInPlace)
 * @returns {string}
 */
export function lazyPaths(code) {
  const list = tokens(code);
  /** @type {{ from: number, to: number, text: string }[]} */
  const edits = [];
  /** @type {[number, number][]} the contexts removed, where the context's names are only passed on */
  const rewritten = [];
  /** @type {Set<number>} where each gathering rewritten starts: one call's each */
  const gathered = new Set();
  for (let i = 0; i < list.length; i++) {
    // `callee.call(this, ARG, {…})`
    const callee = calleeEndingAt(list, i);
    if (!callee || list[i + 1]?.text !== '(' || list[i + 2]?.text !== 'this' || list[i + 3]?.text !== ',') continue;
    const argument = until(list, i + 4, ',');
    if (argument === undefined || list[argument]?.text !== ',' || list[argument + 1]?.text !== '{') continue;
    const close = until(list, argument + 2, '}');
    if (close === undefined || list[close + 1]?.text !== ')') continue;
    const context = fields(list, argument + 2, close);
    if (context === undefined) continue;
    const path = context.instancePath === undefined ? 'instancePath' : text(code, list, context.instancePath);
    edits.push({ from: /** @type {any} */ (list[argument]).start, to: /** @type {any} */ (list[close]).end, text: '' });
    rewritten.push([/** @type {any} */ (list[argument]).start, /** @type {any} */ (list[close]).end]);
    // Its errors, gathered next (appendInPlace), carry the path joined.
    const gather = `if(vErrors === null){vErrors = ${callee}.errors.slice();}else{for(const calleeError of ${callee}.errors){vErrors.push(calleeError);}}`;
    const at = code.indexOf(gather, /** @type {any} */ (list[close]).end);
    if (at < 0 || gathered.has(at)) return code;
    gathered.add(at);
    edits.push({
      from: at,
      to: at + gather.length,
      text: [
        'if(vErrors === null){',
        'vErrors = [];',
        '}',
        `for(const calleeError of ${callee}.errors){`,
        `calleeError.instancePath = ${path} + calleeError.instancePath;`,
        'vErrors.push(calleeError);',
        '}',
      ].join('\n'),
    });
  }
  // The context must be only passed on: once the rewritten calls and the parameter lists are set aside, no name of
  // it may be left.
  let rest = code;
  for (const [from, to] of [...rewritten].reverse()) rest = rest.slice(0, from) + rest.slice(to);
  rest = rest.split(PARAMETERS).join('');
  if (PASSED.test(rest)) return code;
  edits.sort((a, b) => b.from - a.from);
  let out = code;
  for (const { from, to, text: replacement } of edits) out = out.slice(0, from) + replacement + out.slice(to);
  return out;
}

/** The callee whose name ends at token i (`validate3`, `wrapper0.validate`), followed by `.call`. */
/** @param {ReturnType<typeof tokens>} list @param {number} i */
function calleeEndingAt(list, i) {
  if (list[i]?.text !== 'call' || list[i - 1]?.text !== '.') return undefined;
  const name = list[i - 2]?.text ?? '';
  if (list[i - 3]?.text !== '.') return CALLEE.test(name) ? name : undefined;
  const full = `${list[i - 4]?.text}.${name}`;
  return CALLEE.test(full) && list[i - 5]?.text !== '.' ? full : undefined;
}

/**
 * The index of the first token `stop` at depth 0 from `from` (a closing bracket ends the search one level up).
 * @param {ReturnType<typeof tokens>} list @param {number} from @param {string} stop
 */
function until(list, from, stop) {
  let depth = 0;
  for (let i = from; i < list.length; i++) {
    const t = /** @type {{ text: string }} */ (list[i]).text;
    if (depth === 0 && t === stop) return i;
    if (OPEN.has(t)) depth++;
    else if (CLOSE.has(t)) {
      if (depth === 0) return undefined;
      depth--;
    }
  }
  return undefined;
}

/**
 * The fields of Ajv's context object between `{` (at from - 1) and `}` (at close), when it is exactly
 * instancePath, parentData, parentDataProperty and rootData (each shorthand or `name:value`): the instancePath value's
 * token range, if written.
 * @param {ReturnType<typeof tokens>} list @param {number} from @param {number} close
 * @returns {{ instancePath?: [number, number] } | undefined}
 */
function fields(list, from, close) {
  const names = [];
  /** @type {{ instancePath?: [number, number] }} */
  const found = {};
  let i = from;
  while (i < close) {
    const name = list[i]?.text ?? '';
    const end = until(list, i, ',') ?? close;
    const last = Math.min(end, close);
    names.push(name);
    if (list[i + 1]?.text === ':' && name === 'instancePath') found.instancePath = [i + 2, last - 1];
    else if (list[i + 1]?.text !== ':' && i + 1 !== last) return undefined;
    i = last + 1;
  }
  return names.join() === 'instancePath,parentData,parentDataProperty,rootData' ? found : undefined;
}

/** @param {string} code @param {ReturnType<typeof tokens>} list @param {[number, number]} range */
function text(code, list, [first, last]) {
  return `(${code.slice(/** @type {any} */ (list[first]).start, /** @type {any} */ (list[last]).end)})`;
}

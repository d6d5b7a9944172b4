// @ts-check
// Ajv numbers the names of its scope (validate12, schema31, formats4, pattern2, func1, wrapper0, root0) across every
// schema one instance ever compiled, so a field added to one component renumbered the functions of every module
// compiled after it. Here each module's names are numbered again in the order they first appear in it: the text of a
// module then depends only on the schemas it checks (issue 29: a spec change shows only what changed).
// Only identifier tokens are renamed, never a string, a template or a property (`data.validate1` is a field of the
// checked value), so what a schema spells can never be touched: the scanner, not a regular expression, says which.
import { ts } from '../shared/ts-morph.js';

const SCOPE_NAME = /^(validate|tolerant|schema|formats|pattern|func|obj|wrapper|root)(\d+)$/;

/**
 * @param {string} code standalone code whose scope names are Ajv's global numbering
 * @param {Map<string, string>} [renamed] the names given so far (shared by a module's ES and CommonJS texts, so
 *   that the two number alike)
 * @returns {string}
 */
export function stableNames(code, renamed = new Map()) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, code);
  /** @type {Record<string, number>} */
  const next = {};
  for (const name of renamed.values()) {
    const [, prefix = '', number = '0'] = SCOPE_NAME.exec(name) ?? [];
    next[prefix] = Math.max(next[prefix] ?? 0, Number(number) + 1);
  }
  const parts = [];
  let copied = 0;
  let previous = ts.SyntaxKind.Unknown;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    // A `/` after an expression is a division; after anything else it opens a regular expression (a pattern).
    if (kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken)
      if (!endsExpression(previous)) kind = scanner.reScanSlashToken();
    if (kind === ts.SyntaxKind.Identifier && previous !== ts.SyntaxKind.DotToken) {
      const text = scanner.getTokenText();
      const match = SCOPE_NAME.exec(text);
      if (match) {
        const prefix = /** @type {string} */ (match[1]);
        let name = renamed.get(text);
        if (name === undefined) {
          name = `${prefix}${next[prefix] ?? 0}`;
          next[prefix] = (next[prefix] ?? 0) + 1;
          renamed.set(text, name);
        }
        parts.push(code.slice(copied, scanner.getTokenStart()), name);
        copied = scanner.getTokenEnd();
      }
    }
    previous = kind;
  }
  parts.push(code.slice(copied));
  return parts.join('');
}

/** @param {import('ts-morph').ts.SyntaxKind} kind */
export function endsExpression(kind) {
  return (
    kind === ts.SyntaxKind.Identifier ||
    kind === ts.SyntaxKind.NumericLiteral ||
    kind === ts.SyntaxKind.StringLiteral ||
    kind === ts.SyntaxKind.CloseParenToken ||
    kind === ts.SyntaxKind.CloseBracketToken ||
    kind === ts.SyntaxKind.CloseBraceToken ||
    kind === ts.SyntaxKind.ThisKeyword
  );
}

// Rule ids named in vitest test titles: `it('… [authcapture.split-across-captures]', …)`. Titles are read from the
// syntax tree (TypeScript's parser), so an id in a comment or in a string that is no `it`/`test` title never counts.
import ts from 'typescript';

export interface TaggedTitle {
  file: string;
  title: string;
  ids: string[];
}

/** `[id]` or `[id, id]`, where an id is `<section>.<kebab-name>`. */
const TAG = /\[([a-z][a-z-]*\.[a-z0-9-]+(?:\s*,\s*[a-z][a-z-]*\.[a-z0-9-]+)*)\]/g;

export function idsIn(title: string): string[] {
  return [...title.matchAll(TAG)].flatMap((match) => (match[1] ?? '').split(',').map((id) => id.trim()));
}

/** The identifier a callee starts from: `it` for `it`, `it.skip`, `it.each(rows)` and `it.skipIf(x)`. */
function rootOf(callee: ts.Expression): string | undefined {
  let node: ts.Expression = callee;
  for (;;) {
    if (ts.isIdentifier(node)) return node.text;
    if (ts.isPropertyAccessExpression(node)) node = node.expression;
    else if (ts.isCallExpression(node)) node = node.expression;
    else return undefined;
  }
}

/** A title as written: a string, or a template with its substitutions shown as `${…}`. */
function textOf(node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => `\${…}${s.literal.text}`).join('');
  return undefined;
}

/** Every `it`/`test` title in a source file, as written (an `it.each` title is its template). */
export function testTitles(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ['it', 'test'].includes(rootOf(node.expression) ?? '')) {
      const title = textOf(node.arguments[0]);
      if (title !== undefined) found.push(title);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** A table row's cell as vitest prints it in a title, when it is a literal: a string or a number. */
function cellOf(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node))
    return node.text;
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  )
    return `-${node.operand.text}`;
  return undefined;
}

/** printf-style placeholders of an `it.each` title, filled in order from a row (`%%` stays a percent sign). */
const PRINTF = /%[sdifjoO#%]/g;

/**
 * The titles vitest gives the rows of `it.each([[…], …])(title)`: each placeholder filled from its row, so that an id
 * a row carries (`[%s]`) tags that row's test only. Undefined when a cell is not a literal (the template stands for
 * the table then).
 */
function rowTitles(node: ts.CallExpression, title: string): string[] | undefined {
  const table = node.expression;
  if (!ts.isCallExpression(table) || !ts.isPropertyAccessExpression(table.expression)) return undefined;
  if (table.expression.name.text !== 'each' || !title.match(PRINTF)) return undefined;
  const rows = table.arguments[0];
  if (!rows || !ts.isArrayLiteralExpression(rows)) return undefined;
  const titles: string[] = [];
  for (const [index, row] of rows.elements.entries()) {
    // a row that is no array is one argument, as vitest passes it
    const cells = ts.isArrayLiteralExpression(row) ? row.elements.map(cellOf) : [cellOf(row)];
    if (cells.some((cell) => cell === undefined)) return undefined;
    let next = 0;
    titles.push(
      title.replace(PRINTF, (placeholder) =>
        placeholder === '%%' ? '%' : placeholder === '%#' ? String(index) : (cells[next++] ?? placeholder),
      ),
    );
  }
  return titles;
}

/**
 * The titles of a source file that name rule ids, with those ids. A table whose rows are literals counts row by
 * row, as vitest names its tests, so an id in a row proves that row's test and not its neighbours'.
 */
export function taggedTitles(file: string, source: string): TaggedTitle[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ['it', 'test'].includes(rootOf(node.expression) ?? '')) {
      const title = textOf(node.arguments[0]);
      if (title !== undefined) found.push(...(rowTitles(node, title) ?? [title]));
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found.map((title) => ({ file, title, ids: idsIn(title) })).filter((tagged) => tagged.ids.length > 0);
}

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

/** The titles of a source file that name rule ids, with those ids. */
export function taggedTitles(file: string, source: string): TaggedTitle[] {
  return testTitles(file, source)
    .map((title) => ({ file, title, ids: idsIn(title) }))
    .filter((tagged) => tagged.ids.length > 0);
}

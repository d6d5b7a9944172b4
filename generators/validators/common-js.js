// @ts-check
// The CommonJS form of a module written as ts-morph structures (emit.js), for `generate --out`, whose validators are
// written once, as CommonJS (module-files.js): an import becomes a `require`, an exported declaration a plain one
// with an `exports.name = name;` line after it, which Node's cjs-module-lexer reads, so that an ES module importing
// the file gets its names. Written from the same structures as the ES module, so nothing is transpiled.
import { StructureKind, VariableDeclarationKind } from '../shared/ts-morph.js';

/** @typedef {import('ts-morph').StatementStructures | string} Statement */

const json = (/** @type {unknown} */ value) => JSON.stringify(value);

/** @param {string} name @param {string} initializer @returns {Statement} */
const constant = (name, initializer) => ({
  kind: StructureKind.VariableStatement,
  declarationKind: VariableDeclarationKind.Const,
  declarations: [{ name, initializer }],
});

/** @param {import('ts-morph').ImportDeclarationStructure} declaration @returns {Statement[]} */
function required(declaration) {
  if (declaration.isTypeOnly) return [];
  const from = `require(${json(declaration.moduleSpecifier)})`;
  if (declaration.namespaceImport) return [constant(declaration.namespaceImport, from)];
  const named = /** @type {string[]} */ (declaration.namedImports ?? []);
  return named.length === 0 ? [`${from};`] : [constant(`{ ${named.join(', ')} }`, from)];
}

/**
 * The CommonJS statements of an ES module's, and the names it exports (for the ES module shell beside it).
 * Structures only: a statement written as text stays as it is and must not be an import or export.
 * @param {Statement[]} statements
 * @returns {{ statements: Statement[], exported: string[] }}
 */
export function asCommonJs(statements) {
  /** @type {string[]} */
  const exported = [];
  /** @type {Statement[]} */
  const body = ['"use strict";'];
  for (const statement of statements) {
    if (typeof statement === 'string') {
      if (/^\s*(?:import|export)\b/m.test(statement))
        throw new Error(`a module statement written as text cannot be made CommonJS: ${statement.slice(0, 80)}`);
      body.push(statement);
    } else if (statement.kind === StructureKind.ImportDeclaration) body.push(...required(statement));
    else if (
      (statement.kind === StructureKind.VariableStatement || statement.kind === StructureKind.Function) &&
      statement.isExported
    ) {
      body.push({ ...statement, isExported: false });
      const names =
        statement.kind === StructureKind.Function
          ? [/** @type {string} */ (statement.name)]
          : statement.declarations.map(({ name }) => name);
      for (const name of names) body.push(`exports.${name} = ${name};`);
      exported.push(...names);
    } else body.push(statement);
  }
  return { statements: body, exported };
}

/**
 * The ES module beside a CommonJS file, re-exporting its names (Node, Deno, Bun and bundlers read a CommonJS
 * module's `exports.name =` lines as named exports).
 * @param {string[]} names @param {string} from `./createCapture.cjs`
 * @returns {Statement[]}
 */
export function esmShell(names, from) {
  return [
    {
      kind: StructureKind.ExportDeclaration,
      moduleSpecifier: from,
      namedExports: names,
    },
  ];
}

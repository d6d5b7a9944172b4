// @ts-check
// A JSON value (an example from the spec) as TypeScript source, built with TypeScript's own factory and printer so
// that no string from the document is ever pasted into code: quotes, backslashes and `*/` are escaped by the printer.
import { ts } from 'ts-morph';

const f = ts.factory;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });
const scratch = ts.createSourceFile('sample.ts', '', ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);

/** @param {unknown} value @returns {boolean} */
const isScalar = (value) => value === null || typeof value !== 'object';

/** @param {string} key */
const propertyName = (key) => (IDENTIFIER.test(key) ? f.createIdentifier(key) : f.createStringLiteral(key, true));

/** @param {unknown} value @param {string} where @returns {ts.Expression} */
export function expression(value, where = 'value') {
  if (value === null) return f.createNull();
  if (Array.isArray(value)) {
    const items = value.map((item, index) => expression(item, `${where}[${index}]`));
    return f.createArrayLiteralExpression(items, !value.every(isScalar));
  }
  switch (typeof value) {
    case 'string':
      return f.createStringLiteral(value, true);
    case 'boolean':
      return value ? f.createTrue() : f.createFalse();
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`${where}: ${value} is not a JSON number`);
      return value < 0
        ? f.createPrefixUnaryExpression(ts.SyntaxKind.MinusToken, f.createNumericLiteral(-value))
        : f.createNumericLiteral(value);
    case 'object': {
      const entries = Object.entries(/** @type {Record<string, unknown>} */ (value));
      const properties = entries.map(([key, item]) =>
        f.createPropertyAssignment(propertyName(key), expression(item, `${where}.${key}`)),
      );
      return f.createObjectLiteralExpression(properties, properties.length > 0);
    }
    default:
      throw new Error(`${where}: a ${typeof value} cannot appear in an example (JSON values only)`);
  }
}

/** @param {unknown} value @param {string} [where] @returns {string} the value as a TypeScript expression */
export const literal = (value, where) => printer.printNode(ts.EmitHint.Expression, expression(value, where), scratch);

/** @param {string} name */
export const isIdentifier = (name) => IDENTIFIER.test(name);

/** Text safe inside a `/** … *\/` comment. @param {string} text */
export const commentText = (text) => text.replaceAll('*/', '*\\/').replace(/\s+/g, ' ').trim();

// @ts-check
// TypeScript type text for the browser checkout client's schemas, which are not HTTP messages and so are not in
// openapi-typescript's output as functions: a property marked `x-callback` is a function taking the named schema.
// Names come from the document and are checked to be identifiers; literals are written with JSON.stringify.

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9]*$/;

/** @param {string} name */
export function identifier(name) {
  if (!IDENTIFIER.test(name)) throw new Error(`'${name}' cannot name a generated type`);
  return name;
}

/** @param {any} schema @param {(ref: string) => string} nameOfRef @returns {string} */
export function typeText(schema, nameOfRef) {
  if (!schema || typeof schema !== 'object') return 'unknown';
  if ('x-callback' in schema) {
    const argument = schema['x-callback'];
    return argument === null
      ? '() => void'
      : `(${identifier(argument).replace(/^./, (c) => c.toLowerCase())}: ${identifier(argument)}) => void`;
  }
  if (typeof schema.$ref === 'string') return nameOfRef(schema.$ref);
  if (Array.isArray(schema.enum)) return schema.enum.map((/** @type {unknown} */ v) => JSON.stringify(v)).join(' | ');
  if (schema.anyOf || schema.oneOf)
    return (schema.anyOf ?? schema.oneOf).map((/** @type {any} */ s) => typeText(s, nameOfRef)).join(' | ');
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return `Array<${typeText(schema.items, nameOfRef)}>`;
    case 'object':
      return schema.properties ? objectText(schema, nameOfRef) : 'Record<string, unknown>';
    default:
      return 'unknown';
  }
}

/** @param {any} schema @param {(ref: string) => string} nameOfRef */
function objectText(schema, nameOfRef) {
  const required = new Set(schema.required ?? []);
  const members = Object.entries(schema.properties).map(
    ([name, member]) => `${JSON.stringify(name)}${required.has(name) ? '' : '?'}: ${typeText(member, nameOfRef)}`,
  );
  return `{ ${members.join('; ')} }`;
}

/** JSDoc for a property: its description and, when it has one, its default. */
/** @param {any} schema */
export function propertyDocs(schema) {
  const lines = [schema?.description ?? ''];
  if (schema?.default !== undefined) lines.push(`@default ${JSON.stringify(schema.default)}`);
  return lines.filter(Boolean).join('\n');
}

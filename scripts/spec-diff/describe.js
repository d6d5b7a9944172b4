// @ts-check
// Turns a diff's JSON path in the document (['paths', '/capture', 'get', 'responses', '200', …, 'schema',
// 'properties', 'metadata', 'required', 0]) into words a teammate reads: where (`GET /capture`), which part
// (`answer 200`), and what (`field \`metadata.next_cursor\` no longer required`).
import { HTTP_METHODS } from '@payments-contract/openapi-vocabulary';

const METHODS = new Set(/** @type {readonly string[]} */ (HTTP_METHODS));
const COMPOSITIONS = new Set(['allOf', 'oneOf', 'anyOf', 'prefixItems']);

/**
 * @typedef {{ action: string, path: Array<string | number>, before?: unknown, after?: unknown }} Diff
 * @typedef {{ where: string, part: 'request' | 'answer' | 'parameter' | 'operation' | 'other', what: string }} Described
 */

/**
 * @param {Diff} diff
 * @param {(path: Array<string | number>) => unknown} lookUp reads a node of the document the diff path lives in
 * @returns {Described}
 */
export function describe(diff, lookUp) {
  const [root, pathName, method, ...rest] = diff.path.map(String);
  if (root === 'components' && pathName === 'schemas' && method !== undefined) {
    const what = rest.length === 0 ? `component schema ${verb(diff.action)}` : inside(diff, ['schema', ...rest], 0);
    return { where: `schema ${method}`, part: 'other', what };
  }
  if (root !== 'paths' || pathName === undefined) return { where: String(root), part: 'other', what: plain(diff) };
  if (method === undefined) return { where: pathName, part: 'operation', what: `path ${verb(diff.action)}` };
  if (!METHODS.has(method)) return { where: pathName, part: 'other', what: `${method} ${verb(diff.action)}` };
  const where = `${method.toUpperCase()} ${pathName}`;
  if (rest.length === 0) return { where, part: 'operation', what: `operation ${verb(diff.action)}` };
  const schemaAt = rest.indexOf('schema');
  const [section, key] = rest;
  if (section === 'requestBody') {
    return { where, part: 'request', what: `request body: ${inside(diff, rest, schemaAt)}` };
  }
  if (section === 'responses' && key !== undefined) {
    return { where, part: 'answer', what: `answer ${key}: ${inside(diff, rest.slice(2), schemaAt - 2)}` };
  }
  if (section === 'parameters' && key !== undefined) {
    const parameter = /** @type {Record<string, unknown> | undefined} */ (lookUp(diff.path.slice(0, 5)));
    const name = parameter ? `${parameter.in} parameter ${parameter.name}` : `parameter ${key}`;
    if (rest.length === 2) return { where, part: 'parameter', what: `${name} ${verb(diff.action)}` };
    return { where, part: 'parameter', what: `${name}: ${inside(diff, rest.slice(2), schemaAt - 2)}` };
  }
  return { where, part: 'other', what: `${rest.join('.')} ${verb(diff.action)}` };
}

/**
 * What changed below an operation's part: inside its schema when there is one, else the keyword itself.
 * @param {Diff} diff
 * @param {string[]} segments the path below the part
 * @param {number} schemaAt index of 'schema' in segments, or negative
 */
function inside(diff, segments, schemaAt) {
  if (schemaAt < 0) return segments.length === 0 ? verb(diff.action) : `${segments.join('.')} ${verb(diff.action)}`;
  const { field, keyword } = fieldOf(segments.slice(schemaAt + 1));
  const [name, index] = keyword;
  const value = diff.action === 'remove' ? diff.before : diff.after;
  if (name === undefined) return field === '' ? `body ${verb(diff.action)}` : `field \`${field}\` ${verb(diff.action)}`;
  if (name === 'required' && index !== undefined) {
    const required = join(field, String(value));
    return diff.action === 'add' ? `field \`${required}\` made required` : `field \`${required}\` no longer required`;
  }
  if (name === 'enum' && index !== undefined) {
    return `value ${short(value)} ${diff.action === 'add' ? 'added to' : 'removed from'} \`${field || 'body'}\``;
  }
  const subject = `\`${field || 'body'}\` ${keyword.join('.')}`;
  if (diff.action === 'replace') return `${subject} changed from ${short(diff.before)} to ${short(diff.after)}`;
  return `${subject} ${verb(diff.action)} (${short(value)})`;
}

/**
 * Splits the path inside a schema into the field it names (`metadata.next_cursor`, `type[]`) and the keyword
 * left after it (['enum', 2]); compositions (allOf/0 …) do not name a field and are skipped.
 * @param {string[]} segments
 */
export function fieldOf(segments) {
  let field = '';
  let at = 0;
  while (at < segments.length) {
    const segment = segments[at];
    if (segment === 'properties' && at + 1 < segments.length) {
      field = join(field, String(segments[at + 1]));
      at += 2;
    } else if (segment === 'items') {
      field = `${field}[]`;
      at += 1;
    } else if (segment !== undefined && COMPOSITIONS.has(segment) && at + 1 < segments.length) at += 2;
    else break;
  }
  return { field, keyword: segments.slice(at) };
}

/** @param {Diff} diff a change outside the operations: `info.version changed from "2.0" to "3.0"` */
function plain(diff) {
  const subject = diff.path.join('.');
  if (diff.action === 'replace') return `${subject} changed from ${short(diff.before)} to ${short(diff.after)}`;
  return `${subject} ${verb(diff.action)} (${short(diff.action === 'remove' ? diff.before : diff.after)})`;
}

/** @param {string} parent @param {string} name */
const join = (parent, name) => (parent === '' ? name : `${parent}.${name}`);

/** @param {string} action */
const verb = (action) => ({ add: 'added', remove: 'removed', replace: 'changed', rename: 'renamed' })[action] ?? action;

/** @param {unknown} value */
function short(value) {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

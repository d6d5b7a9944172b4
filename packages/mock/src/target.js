// @ts-check
// What the proxy refuses before Prism sees it: a request target that is not a path (new URL throws on `//[`), and
// a path with a malformed percent-escape (`/single/%zz` without credentials stops Prism, whose decodeURIComponent
// throws). Both are the client's mistake: 400, naming the target (Errors rule 1).

/** @param {string} target */
const quoted = (target) => `'${target.length > 100 ? `${target.slice(0, 100)}…` : target}'`;

/**
 * The parsed target, or the problem to refuse it with (a string).
 * @param {string} target the request line's target, as sent
 * @returns {URL | string}
 */
export function parseTarget(target) {
  let url;
  try {
    url = new URL(target, 'http://mock');
  } catch {
    return `request target ${quoted(target)} is not a valid path`;
  }
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return `request target ${quoted(target)} has a malformed percent-escape in its path`;
  }
  return url;
}

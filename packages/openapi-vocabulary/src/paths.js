// @ts-check
// One reading of a path template (OpenAPI "Path Templating"): `/single/{id}` matches a path whose literal parts are
// equal and where each `{name}` stands for text that is not empty and holds no `/`. The simulator's routes and
// control routes, the client's signed operations and the behaviour runner's signer each carried a copy (issue 38).

/**
 * A path template compiled once.
 * @typedef {{ template: string, names: string[], match: (path: string) => Record<string, string> | undefined }} PathTemplate
 */

/** Characters a literal part of a template must not mean in a pattern. */
const SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * `template` compiled: `match(path)` answers the path parameters by name, as the path carries them (still
 * percent-encoded: decode with `decodePathParameter`), or undefined when the path is not one of the template's.
 * With `suffix`, a path that ends with the template matches (a base path before it, as a server's `/2.0`).
 * @param {string} template @param {{ suffix?: boolean }} [options] @returns {PathTemplate}
 */
export function pathTemplate(template, { suffix = false } = {}) {
  /** @type {string[]} */
  const names = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      if (!/^\{[^}]+\}$/.test(part)) return part.replace(SPECIAL, '\\$&');
      names.push(part.slice(1, -1));
      return '([^/]+)';
    })
    .join('');
  const pattern = new RegExp(`${suffix ? '' : '^'}${source}$`);
  return {
    template,
    names,
    match(path) {
      const found = pattern.exec(path);
      if (!found) return undefined;
      /** @type {Record<string, string>} */
      const params = {};
      names.forEach((name, at) => {
        params[name] = found[at + 1] ?? '';
      });
      return params;
    },
  };
}

/**
 * A path parameter percent-decoded, or as given when its escapes are malformed (`%E0%A4%A`), so that the check of
 * its format refuses it with a 4xx instead of the decoder throwing.
 * @param {string} text
 */
export function decodePathParameter(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

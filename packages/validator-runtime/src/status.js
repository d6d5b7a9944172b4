// @ts-check
// Which declared answer a status code takes, in the order OpenAPI gives (3.1 §4.8.16 Responses Object): the exact
// code, then its range (`4XX`, any case of X), then `default`.

/** @param {number | string} status @param {readonly string[]} declared @returns {string | undefined} */
export function statusKey(status, declared) {
  const code = String(status);
  if (declared.includes(code)) return code;
  if (/^[1-5]\d\d$/.test(code)) {
    const range = declared.find((key) => /^[1-5]xx$/i.test(key) && key[0] === code[0]);
    if (range !== undefined) return range;
  }
  return declared.includes('default') ? 'default' : undefined;
}

/**
 * Header values under the spelling the spec declares them with: HTTP header names are case-insensitive (RFC 9110
 * §5.1) and Node gives them lower-cased, so `x-tenant` is the spec's `X-Tenant`. Undeclared headers stay as given.
 * @param {unknown} values @param {Readonly<Record<string, string>>} declared the spec's names by their lower case
 */
export function declaredHeaders(values, declared) {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [declared[name.toLowerCase()] ?? name, value]),
  );
}

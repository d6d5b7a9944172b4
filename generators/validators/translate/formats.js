// @ts-check
// `format` as the validators read it: a format they know (the OpenAPI Format Registry's, JSON Schema's, the
// document's `x-formats`) is checked; any other is an annotation the document's author gave, accepted (the value
// is not checked) and reported once per format with every place it is used, or kept with `--strict-formats` so that
// the validators reaching it are skipped and named.

/**
 * @param {Record<string, any>} node
 * @param {{ knownFormats: Set<string>, strictFormats?: boolean | undefined, unknownFormat: (format: string, at: string) => void, usedFormat: (format: string) => void, at: string }} context
 * @returns {Record<string, any>}
 */
export function formats(node, { knownFormats, strictFormats, unknownFormat, usedFormat, at }) {
  if (typeof node.format !== 'string') return node;
  if (knownFormats.has(node.format)) {
    usedFormat(node.format);
    return node;
  }
  unknownFormat(node.format, at);
  if (strictFormats) return node;
  const { format: _format, ...rest } = node;
  return rest;
}

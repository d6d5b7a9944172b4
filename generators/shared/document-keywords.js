// @ts-check
// Lets an Ajv hold a whole OpenAPI document as one schema resource, so that every schema in it resolves
// `#/components/schemas/…` in place: the document's `x-` annotations and its own top-level members (openapi, paths,
// components …) are declared as keywords that check nothing, which strict mode would otherwise refuse.

/** @param {unknown} node @param {Set<string>} found */
function extensionKeys(node, found) {
  if (Array.isArray(node)) for (const item of node) extensionKeys(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) found.add(key);
      extensionKeys(value, found);
    }
  }
  return found;
}

/** @param {import('ajv').default} ajv @param {Record<string, unknown>} document */
export function declareDocumentKeywords(ajv, document) {
  for (const keyword of extensionKeys(document, new Set())) ajv.addKeyword(keyword);
  for (const member of Object.keys(document)) if (!member.startsWith('x-')) ajv.addKeyword(member);
}

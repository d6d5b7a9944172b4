// @ts-check
// Where an operation or a notification is on a docs page: Redoc's address `#/<tag>/<operationid>` (the tag's name
// in lower case with dashes, the operationId in lower case), keyed as the spec-diff names places ("GET /capture",
// "webhook genericNotification"), so that a change links to its operation's section.
import { HTTP_METHODS } from '@payments-contract/openapi-vocabulary';

const slug = (/** @type {string} */ text) => text.toLowerCase().replace(/\s+/g, '-');

/** @param {Record<string, any>} operation @param {string} fallback */
function anchorOf(operation, fallback) {
  const tag = Array.isArray(operation?.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : undefined;
  const id = typeof operation?.operationId === 'string' ? operation.operationId : fallback;
  return tag ? `#/${encodeURIComponent(slug(tag))}/${encodeURIComponent(id.toLowerCase())}` : undefined;
}

/**
 * @param {Record<string, any>} document
 * @returns {Map<string, string>} place → address on that document's page
 */
export function anchors(document) {
  /** @type {Map<string, string>} */
  const found = new Map();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const anchor = item?.[method] && anchorOf(item[method], `${method}-${path}`);
      if (anchor) found.set(`${method.toUpperCase()} ${path}`, anchor);
    }
  }
  for (const [name, item] of Object.entries(document.webhooks ?? {})) {
    const method = HTTP_METHODS.find((candidate) => item?.[candidate]);
    const anchor = method && anchorOf(item[method], name);
    if (anchor) found.set(`webhook ${name}`, anchor);
  }
  return found;
}

// @ts-check
// What each operation's "Try it" panel is prefilled with, from one version's document: the same values as its code
// samples (scripts/code-samples/requests.js: the path parameters' examples, the query parameters that carry one, the
// body's first example, the Idempotency-Key header when the operation declares it), keyed as the validators key
// operations ("POST /single") and placed by the operation's section on the page (docs/anchors.js).
import { sampleRequests } from '../../scripts/code-samples/requests.js';
import { anchors } from '../anchors.js';

/** @param {Record<string, any>} document */
export function tryItOperations(document) {
  const places = anchors(document);
  return sampleRequests(document).flatMap(
    ({ method, path, operation, pathParams, query, body, idempotencyHeader, signed }) => {
      const key = `${method.toUpperCase()} ${path}`;
      const anchor = places.get(key);
      if (!anchor) return [];
      return [
        {
          key,
          method,
          path,
          operationId: String(operation.operationId),
          summary: String(operation.summary ?? ''),
          // The section's id on the page: Redoc's `data-section-id` is the address without its '#'.
          section: decodeURIComponent(anchor.slice(1)),
          pathParams,
          query,
          body,
          ...(idempotencyHeader ? { idempotencyHeader } : {}),
          signed,
        },
      ];
    },
  );
}

// @ts-check
// Errors rules 3 to 6: the statuses the service's global rules make possible on any operation are declared on every
// operation, so a spec-driven tool (Respect, Prism's proxy, a typed client) reads every answer the service can send:
//  - 400: a malformed request (unsupported content type, malformed JSON, a missing or wrong parameter; rule 3);
//  - 429, 502, 503: transient, not pinned to an idempotency key, may be retried (rules 4 to 6); 500 (rules 1, 4);
//  - 404 where a path names a resource by id; 409 on the methods that take an Idempotency-Key (the document's
//    x-retry-policy: POST and PATCH), where a key reused with another body "returns an error" (rule 5).
import { keyedOperations } from './refs.js';

const EVERY_OPERATION = ['400', '429', '500', '502', '503'];

/** @param {string} method lower case @param {string} path @param {Set<string>} keyed methods taking a key */
export function serviceStatuses(method, path, keyed) {
  return [...EVERY_OPERATION, ...(path.includes('{') ? ['404'] : []), ...(keyed.has(method) ? ['409'] : [])].sort();
}

export function serviceStatusesDeclared() {
  return keyedOperations((operation, ctx, keyed, path) => {
    const method = String(ctx.key);
    const missing = serviceStatuses(method, path, keyed).filter((status) => !(status in (operation.responses ?? {})));
    if (missing.length)
      ctx.report({
        message: `${method.toUpperCase()} ${path} must declare ${missing.join(', ')}: every status the service's rules make possible (Errors rules 3 to 6).`,
        location: ctx.location.child(['responses']).key(),
      });
  });
}

// @ts-check
// Errors rules 3 to 6: the statuses the service's global rules make possible on any operation are declared on every
// operation, so a spec-driven tool (Respect, Prism's proxy, a typed client) reads every answer the service can send:
//  - 400: a malformed request (unsupported content type, malformed JSON, a missing or wrong parameter; rule 3);
//  - 429, 502, 503: transient, not pinned to an idempotency key, may be retried (rules 4 to 6); 500 (rules 1, 4);
//  - 404 where a path names a resource by id; 409 on POST and PATCH, where an Idempotency-Key reused with another
//    body "returns an error" (rule 5).
import { refName } from '@payments-contract/openapi-vocabulary';
import { pathOperations } from './refs.js';

const EVERY_OPERATION = ['400', '429', '500', '502', '503'];

/** @param {string} method @param {string} path */
export function serviceStatuses(method, path) {
  return [
    ...EVERY_OPERATION,
    ...(path.includes('{') ? ['404'] : []),
    ...(method === 'post' || method === 'patch' ? ['409'] : []),
  ].sort();
}

export function serviceStatusesDeclared() {
  return pathOperations((operation, ctx) => {
    const method = String(ctx.key);
    // the path key, unescaped as the shared OpenAPI vocabulary reads a pointer (`#/paths/~1single~1{id}/get`)
    const path = refName(ctx.location.pointer.split('/').slice(0, 3).join('/'));
    const missing = serviceStatuses(method, path).filter((status) => !(status in (operation.responses ?? {})));
    if (missing.length)
      ctx.report({
        message: `${method.toUpperCase()} ${path} must declare ${missing.join(', ')}: every status the service's rules make possible (Errors rules 3 to 6).`,
        location: ctx.location.child(['responses']).key(),
      });
  });
}

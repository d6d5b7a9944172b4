// @ts-check
// Errors rule 5 and Limits: every POST and PATCH accepts `Idempotency-Key`.
import { pathOperations, resolved } from './refs.js';

const WRITES = new Set(['post', 'patch']);

export function idempotencyKeyOnWrites() {
  return pathOperations((operation, ctx) => {
    const method = ctx.key;
    if (!WRITES.has(String(method))) return;
    const pathItem = ctx.parent;
    const parameters = [...(pathItem?.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolved(p, ctx));
    const declared = parameters.some((p) => p?.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key');
    if (!declared) {
      ctx.report({
        message: `${String(method).toUpperCase()} operation must declare the Idempotency-Key header parameter.`,
        location: ctx.location.key(),
      });
    }
  });
}

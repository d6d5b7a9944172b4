// @ts-check
// Errors rule 5 and Limits: every operation of a method the retry policy keys (POST and PATCH) accepts
// `Idempotency-Key`.
import { keyedOperations, resolved } from './refs.js';

export function idempotencyKeyOnWrites() {
  return keyedOperations((operation, ctx, keyed) => {
    const method = ctx.key;
    if (!keyed.has(String(method))) return;
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

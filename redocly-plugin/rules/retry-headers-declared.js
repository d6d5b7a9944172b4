// @ts-check
// Errors rules 5 and 6: every answer of every operation may carry the retry advice (`X-Service-Should-Retry`), and
// every success of a method that takes an Idempotency-Key may be a replay (`Idempotency-Replay`), so each declares
// the header. Both names and the keyed methods are read from the document's own `x-retry-policy`, never restated.
import { pathOperations, resolved } from './refs.js';

export function retryHeadersDeclared() {
  /** @type {{ advice?: string, replay?: string, keyed: Set<string> }} */
  let policy = { keyed: new Set() };
  return {
    Root: {
      /** @param {any} root @param {any} ctx */
      enter(root, ctx) {
        const retry = resolved(root['x-retry-policy'], ctx);
        const idempotency = resolved(retry?.idempotency, ctx);
        policy = {
          advice: retry?.shouldRetryHeader,
          replay: idempotency?.replayHeader,
          keyed: new Set((idempotency?.methods ?? []).map((/** @type {string} */ m) => String(m).toLowerCase())),
        };
      },
    },
    ...pathOperations((operation, ctx, path) => {
      const method = String(ctx.key);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const headers = Object.keys(resolved(response, ctx)?.headers ?? {}).map((name) => name.toLowerCase());
        const wanted = [
          policy.advice,
          status.startsWith('2') && policy.keyed.has(method) ? policy.replay : undefined,
        ].filter((name) => typeof name === 'string');
        const missing = wanted.filter((name) => !headers.includes(name.toLowerCase()));
        if (missing.length)
          ctx.report({
            message: `${method.toUpperCase()} ${path} answer ${status} must declare the header ${missing.join(' and ')} (x-retry-policy; Errors rules 5 and 6).`,
            location: ctx.location.child(['responses', status]).key(),
          });
      }
    }),
  };
}

// @ts-check
// Pagination envelopes: every list operation (operationId `list…`) answers 200 with a page-style or cursor-style
// envelope, composed with allOf so that generators and paginators can recognise it.
import { pathOperations, refTarget, resolved } from './refs.js';

const ENVELOPES = new Set(['PageEnvelope', 'CursorEnvelope']);

export function listUsesEnvelope() {
  return pathOperations((operation, ctx) => {
    if (!String(operation.operationId ?? '').startsWith('list')) return;
    const schema = resolved(operation.responses?.['200'], ctx)?.content?.['application/json']?.schema;
    const allOf = resolved(schema, ctx)?.allOf ?? [];
    if (!allOf.some((/** @type {unknown} */ part) => ENVELOPES.has(refTarget(part) ?? ''))) {
      ctx.report({
        message: `List operation ${operation.operationId} must answer 200 with allOf [PageEnvelope or CursorEnvelope, items].`,
        location: ctx.location.child(['responses']),
      });
    }
  });
}

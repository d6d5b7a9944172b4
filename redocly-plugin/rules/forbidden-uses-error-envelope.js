// @ts-check
// Authentication rule 3 and Errors rule 2: every call can fail authentication with 403, and every error answer
// (4xx and 5xx) carries the one error envelope.
import { pathOperations, refTarget, resolved } from './refs.js';

export function forbiddenUsesErrorEnvelope() {
  return pathOperations((operation, ctx) => {
    const responses = operation.responses ?? {};
    if (!('403' in responses)) {
      ctx.report({
        message: 'Operation must declare a 403 response (authentication failure).',
        location: ctx.location.child(['responses']).key(),
      });
    }
    for (const [status, response] of Object.entries(responses)) {
      if (!/^[45]/.test(status)) continue;
      const schema = resolved(response, ctx)?.content?.['application/json']?.schema;
      if (refTarget(schema) !== 'ErrorEnvelope') {
        ctx.report({
          message: `The ${status} response must use the ErrorEnvelope schema for application/json.`,
          location: ctx.location.child(['responses', status]),
        });
      }
    }
  });
}

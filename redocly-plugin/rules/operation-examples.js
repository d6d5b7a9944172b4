// @ts-check
// Examples everywhere: every request body and every response with a body shows at least one example, so the mock
// serves real answers and the docs show real payloads.
import { pathOperations, resolved } from './refs.js';

/** @param {any} media */
function hasExample(media) {
  return media?.example !== undefined || Object.keys(media?.examples ?? {}).length > 0;
}

export function operationExamples() {
  return pathOperations((operation, ctx) => {
    const body = resolved(operation.requestBody, ctx);
    for (const [type, media] of Object.entries(body?.content ?? {})) {
      if (!hasExample(media)) {
        ctx.report({
          message: `The ${type} request body needs an example.`,
          location: ctx.location.child(['requestBody']),
        });
      }
    }
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      for (const [type, media] of Object.entries(resolved(response, ctx)?.content ?? {})) {
        if (!hasExample(media)) {
          ctx.report({
            message: `The ${status} ${type} response needs an example.`,
            location: ctx.location.child(['responses', status]),
          });
        }
      }
    }
  });
}

// @ts-check
// Status provenance (openapi/extensions/status-source.yaml): every operation marks each status it declares with
// where it comes from, `listed` (the interface's list for the operation), `purpose` (the success code its purpose
// implies where the interface lists none) or `errors` (implied by the interface's Errors section), and marks
// nothing it does not declare. Whether a mark is right is checked against the interface's operation index by
// test/spec/status-source.test.ts; this rule keeps every answer marked, so that a new status cannot come in unmarked.
import { pathOperations } from './refs.js';

export const SOURCES = ['listed', 'purpose', 'errors'];

export function statusSource() {
  return pathOperations((operation, ctx, path) => {
    const name = `${String(ctx.key).toUpperCase()} ${path}`;
    const marks = operation['x-status-source'];
    const declared = Object.keys(operation.responses ?? {});
    if (!marks || typeof marks !== 'object') {
      ctx.report({
        message: `${name} must mark each status it declares with x-status-source (${SOURCES.join(', ')}).`,
        location: ctx.location.key(),
      });
      return;
    }
    const unmarked = declared.filter((status) => !(status in marks));
    if (unmarked.length)
      ctx.report({
        message: `${name} must mark ${unmarked.join(', ')} in x-status-source.`,
        location: ctx.location.child(['x-status-source']),
      });
    for (const [status, source] of Object.entries(marks)) {
      if (!declared.includes(status))
        ctx.report({
          message: `${name} marks ${status} in x-status-source, which it does not declare.`,
          location: ctx.location.child(['x-status-source', status]),
        });
      else if (!SOURCES.includes(source))
        ctx.report({
          message: `${name} marks ${status} as ${JSON.stringify(source)}; x-status-source takes ${SOURCES.join(', ')}.`,
          location: ctx.location.child(['x-status-source', status]),
        });
    }
  });
}

// @ts-check
// A signed operation sent without its signature header (Authentication rules 3 and 5): the one refusal the simulator
// (signature.js, before it verifies) and a front (the mock, which holds no account keys) both answer, so that the
// two cannot word it differently.
import { refusal } from './answers.js';

/**
 * The refusal for `route` sent without its signature header: 403 with a single-string message naming the header.
 * @param {import('./routes.js').Route} route
 */
export const signatureHeaderMissing = (route) =>
  refusal(403, `Authentication Error: Missing '${route.signature.header}' header (${route.key} is signed)`);

/**
 * For a front: the refusal when `route` is signed and its signature header is absent, else undefined.
 * @param {import('./routes.js').Route} route @param {(name: string) => unknown} read a header's value by its name
 */
export function missingSignature(route, read) {
  const header = route.signature?.header;
  if (typeof header !== 'string' || read(header)) return undefined;
  return signatureHeaderMissing(route);
}

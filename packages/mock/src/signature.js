// @ts-check
// Signed operations (Authentication rule 5: "`Signature` ... is used by POST /out_payment and DELETE
// /out_payment/{id}"; the spec marks them with `x-signature`) need the Signature header. Prism refuses a request
// without it as it refuses missing credentials, and that was rewritten to "Missing AccountId or ApiKey headers",
// which names the wrong headers. The mock answers as the simulator does (packages/simulator/src/signature.js, on
// main since the simulator's issue-20 fixes): 403, a status the spec declares for both operations, with a
// single-string authentication message naming the header and why it is needed.
import { refusal } from '@payments-contract/simulator/front';

/**
 * The refusal for a signed operation sent without its signature header, else undefined. The mock has no account
 * keys, so a signature that is present is not verified.
 * @param {import('@payments-contract/simulator/front').Route} route @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {import('@payments-contract/simulator/front').Answer | undefined}
 */
export function missingSignature(route, headers) {
  const header = route.signature?.header;
  if (typeof header !== 'string' || headers[header.toLowerCase()]) return undefined;
  // Authentication rule 3: a missing authentication header is a 403 with a single-string message
  return refusal(403, `Authentication Error: Missing '${header}' header (${route.key} is signed)`);
}

// @ts-check
// Signed operations (Authentication rule 5: "`Signature` ... is used by POST /out_payment and DELETE
// /out_payment/{id}"; the spec marks them with `x-signature`) need the Signature header. Prism refuses a request
// without it as it refuses missing credentials, and that was rewritten to "Missing AccountId or ApiKey headers",
// which names the wrong headers. The mock answers with the simulator's own refusal (its front's `missingSignature`:
// 403, a status the spec declares for both operations, a single-string message naming the header). The mock has no
// account keys, so a signature that is present is not verified.
import { missingSignature as refusalFor } from '@payments-contract/simulator/front';

/**
 * The refusal for a signed operation sent without its signature header, else undefined.
 * @param {import('@payments-contract/simulator/front').Route} route @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {import('@payments-contract/simulator/front').Answer | undefined}
 */
export const missingSignature = (route, headers) => refusalFor(route, (name) => headers[name.toLowerCase()]);

// Which requests are signed and over what (Authentication rule 5): the body of a POST /out_payment, the id of a
// DELETE /out_payment/{id}. This part stays on the default path, so that a call that must be signed is refused
// before it is sent when the client has no signer; making the signature is the signer's (`@payments-contract/
// client/signing`), which only clients that pay out import.
import { pathTemplate } from '@payments-contract/openapi-vocabulary';
import { signedOperations } from './generated/policy.js';

type Bytes = Uint8Array<ArrayBuffer>;

/**
 * What signs a request: `sign(bytes)` answers the Base64 `Signature` header. `rsaSigner(privateKey)` from
 * `@payments-contract/client/signing` makes one; any object with this method (a key held in an HSM) does too.
 */
export interface RequestSigner {
  sign(data: Bytes): Promise<string>;
}

/** The signed operations, each with its path template compiled once (one matcher: openapi-vocabulary). */
const SIGNED = signedOperations.map((operation) => ({ operation, template: pathTemplate(operation.path) }));

/** Whether a request with this method can be signed at all (its body need not be read otherwise). */
export const maySign = (method: string) => signedOperations.some((operation) => operation.method === method);

/**
 * The signed operation a request is, and what its signature covers, or undefined when it is not signed. A path
 * matches a template segment by segment, a `{parameter}` matching any one segment that is not empty. The body is
 * read (`body()`) only for an operation that signs it: a POST that is not signed encodes nothing.
 */
export function signatureTarget(
  method: string,
  path: string,
  body: () => Promise<Bytes>,
): Promise<Bytes> | Bytes | undefined {
  for (const { operation, template } of SIGNED) {
    const params = operation.method === method ? template.match(path) : undefined;
    if (!params) continue;
    if (operation.signs === 'body') return body();
    const parameter = params['parameter' in operation ? operation.parameter : 'id'];
    return new TextEncoder().encode(decodeURIComponent(parameter ?? ''));
  }
  return undefined;
}

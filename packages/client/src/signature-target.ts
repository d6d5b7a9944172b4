// Which requests are signed and over what (Authentication rule 5): the body of a POST /out_payment, the id of a
// DELETE /out_payment/{id}. This part stays on the default path, so that a call that must be signed is refused
// before it is sent when the client has no signer; making the signature is the signer's (`@payments-contract/
// client/signing`), which only clients that pay out import.
import { signedOperations } from './generated/policy.js';

type Bytes = Uint8Array<ArrayBuffer>;

/**
 * What signs a request: `sign(bytes)` answers the Base64 `Signature` header. `rsaSigner(privateKey)` from
 * `@payments-contract/client/signing` makes one; any object with this method (a key held in an HSM) does too.
 */
export interface RequestSigner {
  sign(data: Bytes): Promise<string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Path parameter names may contain '-', which regular-expression group names cannot, so groups are positional.
const matchers = signedOperations.map((operation) => ({
  operation,
  parameters: [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]),
  pattern: new RegExp(`^${escapeRegExp(operation.path).replace(/\\\{[^}]+\\\}/g, '([^/]+)')}$`),
}));
const signedMethods = new Set<string>(signedOperations.map((operation) => operation.method));

/** Whether a request with this method can be signed at all (its body need not be read otherwise). */
export const maySign = (method: string) => signedMethods.has(method);

/** The signed operation a request is, and what its signature covers, or undefined when it is not signed. */
export function signatureTarget(method: string, path: string, body: Bytes): Bytes | undefined {
  for (const { operation, parameters, pattern } of matchers) {
    if (operation.method !== method) continue;
    const match = pattern.exec(path);
    if (!match) continue;
    if (operation.signs === 'body') return body;
    const name = 'parameter' in operation ? operation.parameter : 'id';
    return new TextEncoder().encode(decodeURIComponent(match[parameters.indexOf(name) + 1] ?? ''));
  }
  return undefined;
}

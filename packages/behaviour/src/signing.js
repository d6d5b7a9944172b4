// @ts-check
// The runner signs for the workflows (Authentication rule 5: "`Signature` carries a Base64 RSA signature, SHA-256
// ... over the raw request body, or over the id for DELETE"). An Arazzo step cannot compute a signature, so a step
// of a signed operation (the spec's `x-signature`) sends a placeholder in the header, and the runner's guard in
// front of the target (redirect-guard.js) puts there the signature of the bytes it forwards:
//   SIGN        the signature, made with the key of the run, of the raw body (or of the id for DELETE);
//   SIGN_OTHER  a signature made with the same key over other bytes (those bytes and a newline): well formed, and
//               wrong, which the service refuses with 403 (Authentication rule 3).
// The key is the simulator's published test key against the simulator or the mock, or the user's own
// (PAYMENTS_PRIVATE_KEY) against a service; it stays in this process and is never printed.
import { createPrivateKey, createSign } from 'node:crypto';
import { createRequire } from 'node:module';
import { pathTemplate } from '@payments-contract/openapi-vocabulary';

export const SIGN = 'behaviour-runner:sign';
export const SIGN_OTHER = 'behaviour-runner:sign-other';

const spec = createRequire(import.meta.url)('@payments-contract/spec/openapi.json');

/** The signed operations of the spec: their method, path pattern and `x-signature`. */
const SIGNED = Object.entries(/** @type {Record<string, any>} */ (spec.paths)).flatMap(([template, item]) =>
  Object.entries(/** @type {Record<string, any>} */ (item))
    .filter(([, operation]) => operation?.['x-signature'])
    .map(([method, operation]) => ({
      method: method.toUpperCase(),
      operationId: String(operation.operationId),
      signature: operation['x-signature'],
      // matched at the end of a path: the base path before it varies
      path: pathTemplate(template, { suffix: true }),
    })),
);

/** The operationIds of the signed operations (a workflow that calls one with a placeholder needs a key). */
export const SIGNED_OPERATIONS = new Set(SIGNED.map((s) => s.operationId));

/**
 * The key that signs, checked once: a clear error naming where it came from, never repeating it.
 * @param {string} pem @param {string} source where the key came from (PAYMENTS_PRIVATE_KEY, the test key)
 */
export function signingKey(pem, source) {
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'rsa') throw new TypeError('not RSA');
    return key;
  } catch {
    throw new Error(`${source} must be an RSA private key in PEM ('PRIVATE KEY' or 'RSA PRIVATE KEY'); it was not`);
  }
}

/**
 * Replaces a placeholder in a signed operation's signature header with the signature the placeholder asks for.
 * @param {import('node:crypto').KeyObject} key
 */
export function createSigner(key) {
  /** @param {string} method @param {string} path without its query */
  const find = (method, path) => {
    for (const operation of SIGNED) {
      if (operation.method !== method) continue;
      const params = operation.path.match(path);
      if (params) return { operation, params };
    }
    return undefined;
  };
  return {
    /** Whether the request carries a placeholder to replace (then its body is read before it is forwarded). */
    wants(/** @type {string} */ method, /** @type {string} */ path, /** @type {Record<string, unknown>} */ headers) {
      const found = find(method, path);
      const value = found && headers[String(found.operation.signature.header).toLowerCase()];
      return value === SIGN || value === SIGN_OTHER;
    },
    /**
     * The headers with the placeholder replaced by the signature.
     * @param {string} method @param {string} path @param {Record<string, any>} headers @param {Buffer} body
     */
    sign(method, path, headers, body) {
      const found = find(method, path);
      if (!found) return headers;
      const { signature } = found.operation;
      const name = String(signature.header).toLowerCase();
      const data =
        signature.signs === 'body'
          ? body
          : Buffer.from(decodeURIComponent(found.params[signature.parameter ?? 'id'] ?? ''));
      const signed = headers[name] === SIGN_OTHER ? Buffer.concat([data, Buffer.from('\n')]) : data;
      return { ...headers, [name]: createSign('sha256').update(signed).sign(key, 'base64') };
    },
  };
}

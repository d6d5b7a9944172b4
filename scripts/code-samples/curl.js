// @ts-check
// The curl sample of one operation, for a POSIX shell. The base address and credentials come from the environment
// (PAYMENTS_BASE_URL, PAYMENTS_ACCOUNT_ID, PAYMENTS_API_KEY); a signed operation signs with openssl and the private
// key in private-key.pem (Authentication: RSA-SHA256, Base64). Every value from the document is either
// percent-encoded into the URL or single-quoted for the shell.

/** @param {string} text a shell word, single-quoted */
const quote = (text) => `'${text.replaceAll("'", `'\\''`)}'`;

// What may stand inside double quotes after "$PAYMENTS_BASE_URL": percent-encoding leaves nothing else (`!` and `'`
// are encoded too: bash expands `!` inside double quotes).
const SAFE_URL_TAIL = /^[A-Za-z0-9%*()._~\-/?&=]*$/;
/** @param {unknown} value */
const encode = (value) => encodeURIComponent(String(value)).replaceAll('!', '%21').replaceAll("'", '%27');

/** @param {ReturnType<typeof import('./requests.js').sampleRequests>[number]} request */
function urlTail({ path, pathParams, query }) {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name) => {
    if (!(name in pathParams)) throw new Error(`${path}: no value for path parameter '${name}'`);
    return encode(pathParams[name]);
  });
  const search = Object.entries(query)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
  const tail = search ? `${filled}?${search}` : filled;
  if (!SAFE_URL_TAIL.test(tail)) throw new Error(`${path}: the sample URL has characters a shell would read`);
  return tail;
}

/** @param {ReturnType<typeof import('./requests.js').sampleRequests>[number]} request @returns {string} */
export function curlSample(request) {
  const { method, body, signed, signature, idempotencyHeader } = request;
  const lines = [];
  const headers = ['-H "AccountId: $PAYMENTS_ACCOUNT_ID"', '-H "ApiKey: $PAYMENTS_API_KEY"'];
  // A retry must send the same key, so the sample makes one and keeps it (Idempotency: at most 50 characters),
  // on the operations whose spec declares the key's header.
  if (idempotencyHeader) {
    lines.push('IDEMPOTENCY_KEY=$(openssl rand -hex 16)');
    if (!/^[A-Za-z0-9-]+$/.test(idempotencyHeader))
      throw new Error(`${request.path}: header name '${idempotencyHeader}' is not a token a shell can carry`);
    headers.push(`-H "${idempotencyHeader}: $IDEMPOTENCY_KEY"`);
  }
  if (body !== undefined) {
    lines.push(`BODY=${quote(JSON.stringify(body))}`);
    headers.push("-H 'Content-Type: application/json'");
  }
  if (signed) {
    const signs = signature?.signs === 'body' ? '"$BODY"' : quote(String(request.pathParams[signature?.parameter]));
    lines.push(`SIGNATURE=$(printf '%s' ${signs} | openssl dgst -sha256 -sign private-key.pem | openssl base64 -A)`);
    headers.push('-H "Signature: $SIGNATURE"');
  }
  const command = [`curl -sS -X ${method.toUpperCase()} "$PAYMENTS_BASE_URL${urlTail(request)}"`, ...headers];
  if (body !== undefined) command.push('--data "$BODY"');
  lines.push(command.join(' \\\n  '));
  return `${lines.join('\n')}\n`;
}

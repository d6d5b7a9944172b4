// Which thrown errors mean "the service gave no answer" (retried, then NoResponseError or OutcomeUnknownError) and
// which are local mistakes (a bad argument, a TypeError in a custom fetch, an unbound fetch): those are thrown as
// themselves, never retried, never called "no answer" (issue 14: a browser's `Illegal invocation` read as no answer).

// What each runtime's fetch says when the network failed: undici (`fetch failed`, `terminated` for a body cut
// mid-way), Chromium, Firefox, Safari, Deno.
const NETWORK_MESSAGE =
  /^(fetch failed$|terminated$|Failed to fetch|NetworkError when attempting to fetch resource|Load failed$|error sending request|other side closed$|The socket connection was closed unexpectedly)/;
const CONNECTION_LOST = /connection (was )?(closed|reset|refused)/i;
// Node's and Bun's system and undici socket codes.
const NETWORK_CODES =
  /^(E(CONNRESET|CONNREFUSED|CONNABORTED|PIPE|TIMEDOUT|HOSTUNREACH|NETUNREACH|NOTFOUND|AI_AGAIN)|UND_ERR_\w+|Connection\w+|FailedToOpenSocket)$/;

function hasNetworkCode(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && NETWORK_CODES.test(code);
}

/** True when `error` (thrown by fetch or by reading a body) says the request or its answer was lost on the way. */
export function isNetworkFailure(error: unknown): boolean {
  if (hasNetworkCode(error) || hasNetworkCode((error as { cause?: unknown } | null)?.cause)) return true;
  if (!(error instanceof Error)) return false;
  return NETWORK_MESSAGE.test(error.message) || CONNECTION_LOST.test(error.message);
}

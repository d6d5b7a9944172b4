// @ts-check
// A guard in front of the target for Respect (issue 30): Respect sends every request with `redirect: "follow"`
// written into its code (@redocly/cli 2.x, no option or flag changes it), so a 307 from the target to another
// port or host delivered the ApiKey and AccountId there. Respect is pointed at this loopback proxy instead; it
// forwards each request to the target and, when the target answers a redirect off its own origin, answers 502 in
// the service's error envelope naming the status and Location, so the step fails visibly and nothing is followed.
// A redirect within the target's origin is passed on with its Location moved onto the guard, so it stays guarded.
// Given a signer (signing.js), it also puts the real `Signature` in place of a step's placeholder: the one place that
// sees the exact bytes sent.
import { createServer, Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

// Connection-level headers belong to each hop, not to the request or answer passed on (RFC 9110, section 7.6.1).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer']);

/** @param {import('node:http').IncomingHttpHeaders} headers */
function endToEnd(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
}

/**
 * Starts one guard per target origin among `servers` (name → base URL) on 127.0.0.1.
 * @param {Record<string, string>} servers
 * @param {ReturnType<typeof import('./signing.js').createSigner> | undefined} [signer]
 * @returns {Promise<{ servers: Record<string, string>, refused: { status: number, location: string }[],
 *   close: () => Promise<void> }>} the guarded base URLs under the same names, and the redirects refused
 */
export async function startRedirectGuard(servers, signer) {
  /** @type {{ status: number, location: string }[]} */
  const refused = [];
  /** @type {Map<string, { server: import('node:http').Server, origin: string }>} */
  const guards = new Map();
  for (const url of Object.values(servers)) {
    const target = new URL(url);
    if (!guards.has(target.origin)) guards.set(target.origin, await guard(target.origin, refused, signer));
  }
  const guarded = Object.fromEntries(
    Object.entries(servers).map(([name, url]) => {
      const target = new URL(url);
      const via = new URL(`${target.pathname}${target.search}`, guards.get(target.origin)?.origin);
      return [name, via.href.replace(/\/$/, url.endsWith('/') ? '/' : '')];
    }),
  );
  return {
    servers: guarded,
    refused,
    close: async () => {
      await Promise.all(
        [...guards.values()].map(
          ({ server }) =>
            new Promise((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve(undefined));
            }),
        ),
      );
    },
  };
}

/**
 * @param {string} targetOrigin
 * @param {{ status: number, location: string }[]} refused
 * @param {ReturnType<typeof import('./signing.js').createSigner> | undefined} [signer]
 */
async function guard(targetOrigin, refused, signer) {
  const target = new URL(targetOrigin);
  const secure = target.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  let ownOrigin = '';
  const server = createServer(async (incoming, answer) => {
    const method = incoming.method ?? 'GET';
    const path = new URL(incoming.url ?? '/', targetOrigin).pathname;
    /** @type {Record<string, any>} */
    let headers = { ...endToEnd(incoming.headers), host: target.host };
    /** @type {Buffer | undefined} the body, read whole only when a signature must cover it */
    let body;
    if (signer?.wants(method, path, headers)) {
      try {
        const chunks = [];
        for await (const chunk of incoming) chunks.push(chunk);
        body = Buffer.concat(chunks);
        headers = signer.sign(method, path, headers, body);
      } catch {
        // the request broke off while it was read: so does its answer, as the target's would
        return void answer.destroy();
      }
    }
    const outgoing = send(new URL(incoming.url ?? '/', targetOrigin), { method, headers, agent }, (response) => {
      const status = response.statusCode ?? 502;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location !== undefined) {
        const to = new URL(location, new URL(incoming.url ?? '/', targetOrigin));
        if (to.origin !== targetOrigin) {
          response.resume();
          refused.push({ status, location: to.href });
          const message = `the behaviour runner does not follow a redirect off the target: ${status} to ${to.href}`;
          answer.writeHead(502, { 'content-type': 'application/json', 'x-redirect-refused': String(status) });
          answer.end(JSON.stringify({ status: 'error', message: [message] }));
          return;
        }
        response.headers.location = `${ownOrigin}${to.pathname}${to.search}`;
      }
      answer.writeHead(status, endToEnd(response.headers));
      response.pipe(answer);
    });
    outgoing.on('error', (error) => {
      // The target dropped the connection: so does the guard, so that Respect sees no answer, as it would have.
      if (!answer.headersSent) answer.destroy(error);
    });
    if (body) outgoing.end(body);
    else incoming.pipe(outgoing);
  });
  server.on('close', () => agent.destroy());
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  ownOrigin = `http://127.0.0.1:${address.port}`;
  return { server, origin: ownOrigin };
}

// @ts-check
// The simulator over HTTP on loopback: each request becomes a Fetch Request for the simulator, each answer is
// written back; an injected drop destroys the socket. The clock's timers also run with wall time (once a second).
// Only the hosts it listens as are answered (guard.js), and what node's HTTP parser refuses is answered in the
// error envelope too (raw.js).
import { createServer } from 'node:http';
import { refusal } from './answers.js';
import { DroppedConnection } from './faults.js';
import { foreignHost, hostSet, selfOriginsOf } from './guard.js';
import { MAX_BODY_BYTES, tooLargeMessage } from './limits.js';
import { parserRefusal, sendRaw } from './raw.js';
import { createSimulator, FORBIDDEN_METHODS } from './simulator.js';

/** @param {import("node:http").IncomingMessage} incoming @param {string} host @param {Uint8Array<ArrayBuffer>} body */
function toRequest(incoming, host, body) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
  const method = incoming.method ?? 'GET';
  return new Request(`http://${host}${incoming.url ?? '/'}`, {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body }),
  });
}

/** @param {import('node:http').ServerResponse} outgoing @param {import('./answers.js').Answer} result */
function write(outgoing, result) {
  const body = result.body === undefined || result.status === 204 ? undefined : JSON.stringify(result.body);
  outgoing.writeHead(result.status, { ...(body ? { 'content-type': 'application/json' } : {}), ...result.headers });
  outgoing.end(body);
}

/**
 * @param {import('./simulator.js').SimulatorOptions & { port?: number, host?: string }} [options] `allowedHosts`:
 * host names besides the loopback ones and `host` that requests may name in `Host` (e.g. a container's name)
 */
export async function startSimulator({ port = 0, host = '127.0.0.1', ...options } = {}) {
  const allowedHosts = [host, ...(options.allowedHosts ?? [])];
  const simulator = createSimulator({ ...options, allowedHosts });
  const hosts = hostSet(allowedHosts);
  const server = createServer(async (incoming, outgoing) => {
    try {
      // DNS rebinding: a page of another site reaching this port under its own name is refused before anything
      const foreign = foreignHost(incoming.headers.host, hosts);
      if (foreign) return write(outgoing, refusal(403, [foreign]));
      const chunks = [];
      let size = 0;
      for await (const chunk of incoming) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          // 400, a status the spec declares on every operation (the interface lists no 413): a choice of the guide's
          write(outgoing, refusal(400, tooLargeMessage));
          incoming.resume();
          return;
        }
        chunks.push(chunk);
      }
      const method = incoming.method ?? 'GET';
      const result = FORBIDDEN_METHODS.has(method)
        ? refusal(405, `method ${method} is not an operation of the service`)
        : await simulator.handle(toRequest(incoming, host, new Uint8Array(Buffer.concat(chunks))));
      write(outgoing, result);
    } catch (error) {
      if (error instanceof DroppedConnection) return void outgoing.socket?.destroy();
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ status: 'error', message: ['the simulator could not answer this request'] }));
    }
  });
  server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) =>
    sendRaw(socket, ...parserRefusal(error)),
  );
  server.on('connect', (_request, socket) => sendRaw(socket, 405, 'CONNECT is not an operation of the service'));
  await new Promise((resolve, reject) => {
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} on ${host} is already in use; pass another --port`)
          : error,
      ),
    );
    server.listen(port, host, () => resolve(undefined));
  });
  // what the clock's timers changed is made durable too (a write's own changes are before its answer)
  const ticker = setInterval(
    () =>
      void simulator.clock
        .tick()
        .then(() => simulator.persist())
        .catch(() => {
          // the next write makes it durable or answers why it cannot
        }),
    1_000,
  );
  ticker.unref();
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  for (const origin of selfOriginsOf(hosts, listening)) simulator.selfOrigins.add(origin);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${listening}`;
  return {
    url,
    simulator,
    stop: async () => {
      // a clock move under way stops at its next timer (Ctrl-C is honoured mid-jump)
      simulator.clock.halt();
      clearInterval(ticker);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await simulator.notifications.settle();
    },
  };
}

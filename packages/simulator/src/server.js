// @ts-check
// The simulator over HTTP on loopback: each request becomes a Fetch Request for the simulator, each answer is
// written back; an injected drop destroys the socket. The clock's timers also run with wall time (once a second).
import { createServer } from 'node:http';
import { refusal } from './answers.js';
import { DroppedConnection } from './faults.js';
import { createSimulator, FORBIDDEN_METHODS } from './simulator.js';

const MAX_BODY_BYTES = 1024 * 1024;

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

/**
 * @param {import('./simulator.js').SimulatorOptions & { port?: number, host?: string }} [options]
 */
export async function startSimulator({ port = 0, host = '127.0.0.1', ...options } = {}) {
  const simulator = createSimulator(options);
  const server = createServer(async (incoming, outgoing) => {
    try {
      const chunks = [];
      let size = 0;
      for await (const chunk of incoming) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          // 400, a status the spec declares on every operation (the interface lists no 413): a choice of the guide's
          const refused = refusal(400, `request body is over the simulator's limit of ${MAX_BODY_BYTES} bytes`);
          outgoing.writeHead(refused.status, { 'content-type': 'application/json', ...refused.headers });
          outgoing.end(JSON.stringify(refused.body));
          incoming.resume();
          return;
        }
        chunks.push(chunk);
      }
      const method = incoming.method ?? 'GET';
      const result = FORBIDDEN_METHODS.has(method)
        ? refusal(405, `method ${method} is not an operation of the service`)
        : await simulator.handle(toRequest(incoming, host, new Uint8Array(Buffer.concat(chunks))));
      const body = result.body === undefined || result.status === 204 ? undefined : JSON.stringify(result.body);
      outgoing.writeHead(result.status, { ...(body ? { 'content-type': 'application/json' } : {}), ...result.headers });
      outgoing.end(body);
    } catch (error) {
      if (error instanceof DroppedConnection) return void outgoing.socket?.destroy();
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ status: 'error', message: ['the simulator could not answer this request'] }));
    }
  });
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
  const ticker = setInterval(() => void simulator.clock.tick(), 1_000);
  ticker.unref();
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    simulator,
    stop: async () => {
      clearInterval(ticker);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await simulator.notifications.settle();
    },
  };
}

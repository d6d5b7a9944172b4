// @ts-check
// Starts the mock: a small proxy on the public port (bound first, so a busy port fails at once and names itself),
// then Prism on a private loopback port serving the bundled spec, or the one given (whose rules the proxy then
// checks requests by too: contract.js). The proxy (proxy.js) answers every request in a
// handler, refusing what breaks the contract and rewriting Prism's answers into the interface's; what never
// reaches a handler (a request the HTTP parser refuses, CONNECT) is answered in the envelope too.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { BUNDLED, contractOf } from './contract.js';
import { freePort, startPrism, stopPrism } from './prism.js';
import { createProxy } from './proxy.js';
import { createReadiness, RETRY_AFTER_SECONDS } from './ready.js';
import { sendRaw } from './send.js';

const require = createRequire(import.meta.url);
const SPEC = require.resolve('@payments-contract/spec/openapi.json');
/** @type {Record<string, [number, string]>} what node's HTTP parser refuses, answered in the envelope */
const PARSER_REFUSALS = {
  HPE_HEADER_OVERFLOW: [431, 'request headers are over the size node accepts (16 KiB by default)'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request was not received in time'],
};

/** @param {import('node:http').Server} server @param {number} port @param {string} host */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} on ${host} is already in use; stop what uses it or pass --port`)
          : error,
      ),
    );
    server.listen(port, host, () => resolve(undefined));
  });
}

/**
 * What `startMock` takes: `host`, the interface to bind (default `127.0.0.1`); `port`, the port to listen on
 * (default 4010; 0 picks a free port); `spec`, the path of the OpenAPI document Prism serves (default: the bundled
 * `@payments-contract/spec/openapi.json`), whose routes, request schemas, signed operations and idempotent methods
 * the requests are checked by too, compiled when the mock starts (it rejects naming the file when the document
 * cannot be read).
 * @typedef {{ host?: string | undefined, port?: number | undefined, spec?: string | undefined }} MockOptions
 */
/**
 * A running mock: `url`, its base address, e.g. `http://127.0.0.1:4010` (the service's `…/2.0`); `stop()` stops the
 * proxy and Prism and resolves once Prism has exited.
 * @typedef {{ url: string, stop: () => Promise<void> }} Mock
 */

/**
 * Starts the mock: Prism serving the spec's examples behind a proxy that answers in the interface's error envelope.
 * Rejects when the port is in use (naming it) or Prism does not start within 30 s.
 * @param {MockOptions} [options]
 * @returns {Promise<Mock>}
 */
export async function startMock({ host = '127.0.0.1', port = 4010, spec: given } = {}) {
  const spec = given ?? SPEC;
  // read and compiled before a port is taken: a spec that cannot be read fails here, naming the file
  const contract = given === undefined ? BUNDLED : await contractOf(given);
  let prismPort = 0;
  // Requests wait until Prism listens (ready.js): the port is bound first, and Prism takes seconds to start
  const readiness = createReadiness();
  const handle = createProxy({ port: () => prismPort, ready: readiness.wait }, contract);
  const proxy = createServer(handle);
  proxy.on('checkContinue', handle); // answered by the handler: 413 without 100-continue for a body over the cap
  proxy.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    const [status, problem] = PARSER_REFUSALS[error.code ?? ''] ?? [400, 'request is not valid HTTP'];
    sendRaw(socket, status, `${problem} (${error.code ?? error.message})`);
  });
  proxy.on('connect', (_request, socket) => sendRaw(socket, 405, 'CONNECT is not an operation of the service'));
  await listen(proxy, port, host);
  const closeProxy = async () => {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(() => resolve(undefined)));
  };

  prismPort = await freePort();
  let stopping = false;
  let prism = await startPrism(spec, prismPort).catch(async (error) => {
    readiness.settled(false);
    await closeProxy();
    throw error;
  });
  readiness.settled(true);
  // Input nobody foresaw can still stop Prism: start it again on its port, so the mock goes on serving (requests in
  // between wait for it; while it cannot be started they get 503 with Retry-After, and it is tried again after that).
  const restart = async () => {
    readiness.starting();
    try {
      prism = await startPrism(spec, prismPort);
      if (stopping) return void (await stopPrism(prism));
      readiness.settled(true);
      process.stderr.write('Prism started again; the mock is serving\n');
      supervise(prism);
    } catch (error) {
      process.stderr.write(`Prism did not start again: ${error instanceof Error ? error.message : error}\n`);
      readiness.settled(false);
      if (!stopping) setTimeout(restart, RETRY_AFTER_SECONDS * 1000).unref();
    }
  };
  const supervise = (/** @type {import('node:child_process').ChildProcess} */ child) =>
    child.once('exit', (code, signal) => {
      if (stopping) return;
      process.stderr.write(`Prism exited (${signal ?? code}); starting it again\n`);
      void restart();
    });
  supervise(prism);
  const address = proxy.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    stop: async () => {
      stopping = true;
      await closeProxy();
      await stopPrism(prism);
    },
  };
}

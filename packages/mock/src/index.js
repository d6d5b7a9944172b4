// @ts-check
// Starts the mock: a small proxy on the public port (bound first, so a busy port fails at once and names itself),
// then Prism on a private loopback port serving the bundled spec. The proxy (proxy.js) answers every request in a
// handler, refusing what breaks the contract and rewriting Prism's answers into the interface's; what never
// reaches a handler (a request the HTTP parser refuses, CONNECT) is answered in the envelope too.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createProxy } from './proxy.js';
import { sendRaw } from './send.js';

const require = createRequire(import.meta.url);
const CHILD = fileURLToPath(new URL('./prism-child.js', import.meta.url));
const SPEC = require.resolve('@payments-contract/spec/openapi.json');
/** @type {Record<string, [number, string]>} what node's HTTP parser refuses, answered in the envelope */
const PARSER_REFUSALS = {
  HPE_HEADER_OVERFLOW: [431, 'request headers are over the size node accepts (16 KiB by default)'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request was not received in time'],
};

/** @returns {Promise<number>} */
async function freePort() {
  const probe = createNetServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free loopback port');
  return address.port;
}

/** @param {import('node:child_process').ChildProcess} child @param {() => string} output */
function listening(child, output) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 30 s:\n${output()}`)), 30_000);
    const check = () => {
      if (output().includes('Prism is listening')) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${output()}`));
    });
  });
}

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
 * @param {{ host?: string | undefined, port?: number | undefined, spec?: string | undefined }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startMock({ host = '127.0.0.1', port = 4010, spec = SPEC } = {}) {
  let prismPort = 0;
  const handle = createProxy(() => prismPort);
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
  const prism = spawn(process.execPath, [CHILD, 'mock', spec, '-h', '127.0.0.1', '-p', String(prismPort)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  prism.stdout?.on('data', (chunk) => (output += chunk));
  prism.stderr?.on('data', (chunk) => (output += chunk));
  try {
    await listening(prism, () => output);
  } catch (error) {
    prism.kill('SIGTERM');
    await closeProxy();
    throw error;
  }
  const address = proxy.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    stop: async () => {
      await closeProxy();
      if (prism.exitCode === null && prism.signalCode === null) {
        await new Promise((resolve) => {
          prism.once('exit', resolve);
          prism.kill('SIGTERM');
        });
      }
    },
  };
}

// @ts-check
// Starts the mock: a small proxy on the public port (bound first, so a busy port fails at once and names itself),
// then Prism on a private loopback port serving the bundled spec. The proxy refuses requests that break the
// contract with the simulator's request checks (the generated validators), keeps idempotency keys so a replay is
// marked, and rewrites Prism's refusals and headers into the interface's (see envelope.js and rewrite.js).
import { spawn } from 'node:child_process';
import { createServer, request as forward } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createIdempotencyStore, fingerprint } from '@payments-contract/simulator/idempotency';
import { checkRequest } from '@payments-contract/simulator/requests';
import { matchRoute } from '@payments-contract/simulator/routes';
import { envelopeFor } from './envelope.js';
import { rewriteHeaders } from './rewrite.js';

const require = createRequire(import.meta.url);
const CHILD = fileURLToPath(new URL('./prism-child.js', import.meta.url));
const SPEC = require.resolve('@payments-contract/spec/openapi.json');

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

/**
 * @param {import('node:http').ServerResponse} outgoing @param {import('@payments-contract/simulator/answers').Answer} answer
 * @param {string} origin the request's Origin, echoed as Prism does
 */
function send(outgoing, answer, origin = '*') {
  // The CORS headers Prism puts on its own answers, so that a browser reads the mock's refusals and replays too.
  const cors = {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': '*',
    'access-control-expose-headers': '*',
  };
  outgoing
    .writeHead(answer.status, { ...cors, ...answer.headers, 'content-type': 'application/json' })
    .end(JSON.stringify(answer.body));
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
 * @param {{ host?: string, port?: number, spec?: string }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startMock({ host = '127.0.0.1', port = 4010, spec = SPEC } = {}) {
  let prismPort = 0;
  const keys = createIdempotencyStore({ now: Date.now, capacity: 10_000 });
  const proxy = createServer((incoming, outgoing) => {
    const chunks = /** @type {Buffer[]} */ ([]);
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(incoming.url ?? '/', 'http://mock');
      const found = matchRoute(incoming.method ?? 'GET', url.pathname);
      const credentialed = incoming.headers.accountid && incoming.headers.apikey;
      const origin = incoming.headers.origin ?? '*';
      if ('route' in found && credentialed) {
        const checked = checkRequest(found.route, {
          params: found.params,
          query: url.searchParams,
          contentType: incoming.headers['content-type'] ?? null,
          text,
        });
        if (!checked.ok) return send(outgoing, checked.refusal, origin);
      }
      const key = incoming.headers['idempotency-key'];
      const account = String(incoming.headers.accountid ?? '');
      const print = fingerprint(incoming.method ?? '', incoming.url ?? '', text);
      if (typeof key === 'string' && /^(POST|PATCH)$/.test(incoming.method ?? '')) {
        const decision = keys.before(account, key, print);
        if (!decision.run) return send(outgoing, decision.answer, origin);
      }
      const upstream = forward(
        { host: '127.0.0.1', port: prismPort, method: incoming.method, path: incoming.url, headers: incoming.headers },
        (answer) => {
          const parts = /** @type {Buffer[]} */ ([]);
          answer.on('data', (chunk) => parts.push(chunk));
          answer.on('end', () => {
            const body = Buffer.concat(parts).toString('utf8');
            const rewritten = envelopeFor(answer.statusCode ?? 500, String(answer.headers['content-type'] ?? ''), body);
            const status = rewritten?.status ?? answer.statusCode ?? 500;
            const headers = rewriteHeaders(status, answer.headers);
            if (rewritten) headers['content-type'] = 'application/json';
            const sent = rewritten?.body ?? body;
            if (typeof key === 'string' && /^(POST|PATCH)$/.test(incoming.method ?? '') && sent) {
              try {
                keys.after(account, key, print, {
                  status,
                  headers: /** @type {any} */ (headers),
                  body: JSON.parse(sent),
                });
              } catch {
                // an answer that is not JSON is not kept
              }
            }
            outgoing.writeHead(status, headers).end(sent || undefined);
          });
        },
      );
      upstream.on('error', () =>
        send(
          outgoing,
          {
            status: 502,
            headers: { 'X-Service-Should-Retry': 'true' },
            body: { status: 'error', message: ['the mock is not running'] },
          },
          origin,
        ),
      );
      upstream.end(chunks.length ? Buffer.concat(chunks) : undefined);
    });
  });
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

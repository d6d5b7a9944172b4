// @ts-check
// Starts the mock: Prism on a private loopback port serving the bundled spec, behind a small proxy on the public
// port that passes everything through and rewrites Prism's own refusals into the service's error envelope.
import { spawn } from 'node:child_process';
import { createServer, request as forward } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { envelopeFor } from './envelope.js';

const require = createRequire(import.meta.url);
const PRISM = require.resolve('@stoplight/prism-cli/dist/index.js');
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
 * @param {{ host?: string, port?: number, spec?: string }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startMock({ host = '127.0.0.1', port = 4010, spec = SPEC } = {}) {
  const prismPort = await freePort();
  const prism = spawn(process.execPath, [PRISM, 'mock', spec, '-h', '127.0.0.1', '-p', String(prismPort)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  prism.stdout?.on('data', (chunk) => (output += chunk));
  prism.stderr?.on('data', (chunk) => (output += chunk));
  await listening(prism, () => output);

  const proxy = createServer((incoming, outgoing) => {
    const upstream = forward(
      { host: '127.0.0.1', port: prismPort, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const rewritten = envelopeFor(answer.statusCode ?? 500, String(answer.headers['content-type'] ?? ''), body);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          if (rewritten)
            outgoing
              .writeHead(rewritten.status, { ...headers, 'content-type': 'application/json' })
              .end(rewritten.body);
          else
            outgoing
              .writeHead(answer.statusCode ?? 500, headers)
              .end(chunks.length ? Buffer.concat(chunks) : undefined);
        });
      },
    );
    upstream.on('error', () =>
      outgoing
        .writeHead(502, { 'content-type': 'application/json' })
        .end('{"status":"error","message":["the mock is not running"]}'),
    );
    incoming.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(port, host, () => resolve(undefined));
  });
  const address = proxy.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    stop: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(() => resolve(undefined)));
      if (prism.exitCode === null) {
        await new Promise((resolve) => {
          prism.once('exit', resolve);
          prism.kill('SIGTERM');
        });
      }
    },
  };
}

#!/usr/bin/env node
// @ts-check
// `npm run docs:serve`: previews the built docs folder (docs/site/, `npm run docs` first) as a static host would, on
// loopback only (127.0.0.1; `-- --port N`, default 4012). GET and HEAD of files inside the folder, nothing else:
// a path that leaves it (`..`, an encoded slash) is refused.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8', // tryit.js, the "Try it" panel a page loads on first use
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/**
 * @param {{ root: string, port?: number }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveSite({ root, port = 0 }) {
  const base = resolve(root);
  const server = createServer(async (request, response) => {
    const refuse = (/** @type {number} */ status, /** @type {string} */ text) => {
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(`${text}\n`);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405, `${request.method} is not served`);
    /** @type {string} */
    let path;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      return refuse(400, 'the path is not valid percent-encoding');
    }
    const file = resolve(base, `.${path.endsWith('/') ? `${path}index.html` : path}`);
    if (file !== base && !file.startsWith(base + sep)) return refuse(403, 'the path leaves the docs folder');
    const found = await stat(file).catch(() => undefined);
    const target = found?.isDirectory() ? join(file, 'index.html') : file;
    if (!(found?.isFile() || (found?.isDirectory() && (await stat(target).catch(() => undefined))?.isFile()))) {
      return refuse(404, `${path} is not in the docs folder (run npm run docs first?)`);
    }
    const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(target))] ?? 'application/octet-stream';
    response.writeHead(200, { 'content-type': type });
    if (request.method === 'HEAD') return response.end();
    createReadStream(target).pipe(response);
  });
  await new Promise((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/`;
  return {
    url,
    close: () => new Promise((done) => server.close(() => done(undefined))),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { values } = parseArgs({ options: { port: { type: 'string', default: '4012' } } });
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new Error(`--port must be 0 to 65535, not '${values.port}'`);
    const { url } = await serveSite({ root: fileURLToPath(new URL('./site/', import.meta.url)), port });
    process.stderr.write(`serving docs/site/ at ${url} (loopback only; Ctrl-C stops)\n`);
  } catch (error) {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

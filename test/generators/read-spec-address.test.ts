// `payments-contract generate --spec URL`: a released version's spec read from its stable address on the docs page
// (issue 32), so that another repository can pin a version. A loopback server stands in for the static host.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpec } from '../../generators/generate.js';

const released = { openapi: '3.1.0', info: { title: 'Payments', version: '2.0' }, paths: {} };
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/v/2.0.2/openapi.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(released));
    } else if (request.url === '/v/2.0.2/openapi.yaml') {
      response.writeHead(200, { 'content-type': 'application/yaml' });
      response.end("openapi: 3.0.3\ninfo: { title: Payments, version: '2.0' }\npaths: {}\n");
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a spec given by its address', () => {
  it.each([
    ['JSON', '/v/2.0.2/openapi.json', '3.1.0'],
    ['YAML', '/v/2.0.2/openapi.yaml', '3.0.3'],
  ])('reads the %s a static host serves', async (_kind, path, openapi) => {
    expect((await readSpec(`${base}${path}`)).openapi).toBe(openapi);
  });

  it('refuses an address that does not answer 200, naming it and the status', async () => {
    await expect(readSpec(`${base}/v/9.9.9/openapi.json`)).rejects.toThrow(
      `${base}/v/9.9.9/openapi.json: cannot fetch the spec: the server answered 404`,
    );
  });
});

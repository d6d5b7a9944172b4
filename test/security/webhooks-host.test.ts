// Threat: toNodeListener answered 500 to a delivery whose `Host` makes no URL (`Host: [`), a server error for the
// sender's mistake. Defence (packages/webhooks/src/node.ts): the address is built and checked first, and a Host that
// makes none (or that carries a path, query or credentials) is answered 400 in the service's error envelope, naming
// the header, before the handler sees anything.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toNodeListener } from '../../packages/webhooks/src/node.js';

let server: Server;
let port = 0;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer(
    toNodeListener(async (request) => {
      seen.push(request.url);
      return Response.json({ status: 'ok' });
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw HTTP/1.1 (fetch would refuse to send such a Host) and reads the status line and body. */
function raw(host: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => {
      const status = Number(text.split(' ')[1]);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.on('error', reject);
    socket.end(`POST /notifications HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
  });
}

describe('webhooks: toNodeListener and the Host header', () => {
  it.each(['[', 'shop.test/evil', 'user@shop.test', 'shop.test:99999'])('answers 400 to Host %j', async (host) => {
    const answer = await raw(host);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      status: 'error',
      message: ['header Host (with the request target) does not make a usable address'],
    });
  });

  it('hands a usable Host to the handler', async () => {
    expect((await raw('shop.test:8443')).status).toBe(200);
    expect(seen).toContain('http://shop.test:8443/notifications');
  });
});

// The guide's example of where the client draws its lines (docs/examples/trust-and-limits.ts), run over the global
// fetch against a loopback service: a redirect to another host is an unknown outcome naming the Location and the key
// to resend with (and nothing reaches that host), a capture answer of the wrong shape is refused with the fields.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { capture, checkedClient } from '../../docs/examples/trust-and-limits.js';

const servers: ReturnType<typeof createServer>[] = [];
async function listen(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    request.resume();
    handle(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const account = { accountId: 'acct-1', apiKey: 'secret-key' };

describe('the guide example', () => {
  it('reports a redirect with its Location and the key to resend with, sending nothing there', async () => {
    const reached: string[] = [];
    const elsewhere = await listen((request, response) => {
      reached.push(String(request.headers.apikey));
      response.writeHead(200).end('{}');
    });
    const service = await listen((_request, response) =>
      response.writeHead(307, { Location: `${elsewhere}/2.0/capture/p1` }).end(),
    );
    const outcome = await capture(checkedClient({ baseUrl: `${service}/2.0`, ...account }), 'p1');
    expect(outcome).toEqual({ redirectedTo: `${elsewhere}/2.0/capture/p1`, resendWith: expect.any(String) });
    expect(reached).toEqual([]);
  });

  it('refuses a capture answer the spec does not allow, naming how many fields broke it', async () => {
    const service = await listen((_request, response) =>
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"status":"ok","id":42}'),
    );
    expect(await capture(checkedClient({ baseUrl: `${service}/2.0`, ...account }), 'p1')).toEqual({
      refused: 'invalid',
      fields: expect.any(Number),
    });
  });
});

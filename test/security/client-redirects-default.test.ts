// The path users run: the global fetch, no injected one. Two loopback servers: the "service", whose every answer
// redirects, and "another host" (another port, so another origin), which records what reaches it. Issue 30 measured
// ApiKey, AccountId, the Idempotency-Key and the body arriving there in 10 of 10 cases; the defence is that nothing
// arrives at all.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsClient, OutcomeUnknownError, RedirectRefusedError } from '../../packages/client/src/index.js';

async function listen(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    request.resume();
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

let service: Awaited<ReturnType<typeof listen>>;
let elsewhere: Awaited<ReturnType<typeof listen>>;
const reachedElsewhere: IncomingMessage['headers'][] = [];
let redirectWith = 307;

beforeAll(async () => {
  elsewhere = await listen((request, response) => {
    reachedElsewhere.push(request.headers);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  });
  // Every answer of the service sends the client to the other host.
  service = await listen((_request, response) => {
    response.writeHead(redirectWith, { Location: `${elsewhere.origin}/2.0/capture/p1` }).end();
  });
});

afterAll(async () => {
  await close(service.server);
  await close(elsewhere.server);
});

const cases = [301, 302, 303, 307, 308].flatMap((status) => [
  { status, method: 'GET' as const },
  { status, method: 'POST' as const },
]);

describe('over the global fetch, a redirect to another host', () => {
  it.each(cases)('$method answered $status: nothing reaches the other host', async ({ status, method }) => {
    redirectWith = status;
    const client = createPaymentsClient({
      baseUrl: `${service.origin}/2.0`,
      accountId: 'acct-1',
      apiKey: 'secret-key',
    });
    const call =
      method === 'GET'
        ? client.GET('/single/{id}', { params: { path: { id: 'p1' } } })
        : client.POST('/capture/{id}', { params: { path: { id: 'p1' } }, body: { descriptive: 'Order', value: 1 } });
    const error = await call.catch((caught: unknown) => caught);
    const refused = method === 'GET' ? error : (error as OutcomeUnknownError).cause;
    if (method === 'POST') expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(refused).toBeInstanceOf(RedirectRefusedError);
    expect(refused).toMatchObject({ status, location: `${elsewhere.origin}/2.0/capture/p1` });
    expect(reachedElsewhere).toEqual([]);
  });
});

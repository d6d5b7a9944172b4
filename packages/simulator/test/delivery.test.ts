// Notifications leave the simulator (Events: "The service sends HTTP POST notifications to URLs the merchant
// configures with PATCH /config"), through the DEFAULT delivery, no injected fetch: in process and over HTTP, to a
// merchant endpoint on loopback.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator, startSimulator } from '../src/index.js';
import { failure } from '../src/notifications.js';
import { ACCOUNT } from './checked.js';

async function merchant(status = 200) {
  const received: {
    method: string | undefined;
    path: string;
    authorization: string | undefined;
    body: Record<string, unknown>;
  }[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(text),
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const headers = { AccountId: ACCOUNT.accountId, ApiKey: ACCOUNT.apiKey, 'Content-Type': 'application/json' };
let closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.map((close) => close()));
  closing = [];
});

describe('notification delivery with the default fetch', () => {
  it('posts to the configured URLs from createSimulator() in process [events.posted-to-configured-urls]', async () => {
    const endpoint = await merchant();
    closing.push(endpoint.close);
    const simulator = createSimulator();
    const base = 'http://simulator.test';
    await simulator.fetch(`${base}/config`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ generic: `${endpoint.url}/generic`, transaction: `${endpoint.url}/transaction` }),
    });
    const created = await simulator.fetch(`${base}/single`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ method: 'cc', type: 'sale', value: 10 }),
    });
    const { id } = await created.json();
    await simulator.notifications.settle();
    // "HTTP POST notifications": the method is part of the rule, not only the URL
    expect(endpoint.received.map((r) => [r.method, r.path, r.body.type, r.body.id])).toEqual([
      ['POST', '/generic', 'capture', id],
      ['POST', '/transaction', 'capture', id],
    ]);
    expect(endpoint.received[0]?.authorization).toBe('Bearer simulator-notifications');
  });

  it('posts from `startSimulator()` over HTTP, and retries a delivery that failed', async () => {
    const endpoint = await merchant(503);
    closing.push(endpoint.close);
    const running = await startSimulator({ port: 0 });
    closing.push(running.stop);
    await fetch(`${running.url}/config`, { method: 'PATCH', headers, body: JSON.stringify({ generic: endpoint.url }) });
    await fetch(`${running.url}/single`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ method: 'mbw', value: 4, customer: { phone: '911234567' } }),
    });
    await running.simulator.notifications.settle();
    expect(endpoint.received).toHaveLength(1);
    await fetch(`${running.url}/__simulator/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 60_000 }),
    });
    expect(endpoint.received).toHaveLength(2);
    expect(running.simulator.notifications.log.map((d) => [d.attempt, d.status])).toEqual([
      [1, 503],
      [2, 503],
    ]);
  });

  it('says why a delivery failed: the cause of `fetch failed` (a closed loopback port: ECONNREFUSED)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const running = await startSimulator({ port: 0 });
    closing.push(running.stop);
    await fetch(`${running.url}/config`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ generic: `http://127.0.0.1:${port}/generic` }),
    });
    await fetch(`${running.url}/single`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ method: 'mbw', value: 4, customer: { phone: '911234567' } }),
    });
    await running.simulator.notifications.settle();
    const listed = (await (await fetch(`${running.url}/__simulator/notifications`)).json()) as {
      deliveries: { error?: string; status?: number }[];
    };
    expect(listed.deliveries).toHaveLength(1);
    expect(listed.deliveries[0]?.status).toBeUndefined();
    expect(listed.deliveries[0]?.error).toMatch(new RegExp(`^fetch failed \\(.*ECONNREFUSED.*127\\.0\\.0\\.1:${port}`));
    // the Authorization sent with notifications is a credential: never in the log
    expect(listed.deliveries[0]?.error).not.toContain('simulator-notifications');
  });
});

describe('failure(error): why a delivery failed', () => {
  it.each([
    [
      'a refused connection to a name with several addresses (an AggregateError with an empty message)',
      new TypeError('fetch failed', {
        cause: Object.assign(new AggregateError([new Error('connect ECONNREFUSED ::1:9')], ''), {
          code: 'ECONNREFUSED',
        }),
      }),
      'fetch failed (connect ECONNREFUSED ::1:9)',
    ],
    [
      'a name that does not resolve',
      new TypeError('fetch failed', {
        cause: Object.assign(new Error('getaddrinfo ENOTFOUND shop.invalid'), { code: 'ENOTFOUND' }),
      }),
      'fetch failed (getaddrinfo ENOTFOUND shop.invalid)',
    ],
    [
      'a cause with a code only',
      new TypeError('fetch failed', { cause: { code: 'UND_ERR_SOCKET' } }),
      'fetch failed (UND_ERR_SOCKET)',
    ],
    [
      'the 10 s timeout (its own message, no cause)',
      new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      'The operation was aborted due to timeout',
    ],
  ])('%s', (_name, error, said) => expect(failure(error)).toBe(said));
});

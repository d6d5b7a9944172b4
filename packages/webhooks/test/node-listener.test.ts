// toNodeListener, in process: what node:http received reaches the handler as a Fetch Request (method, address,
// headers, the body as it came), the handler's answer goes back as it is, and a handler that throws is a 500 in the
// service's error envelope (Errors rule 2), never a crash.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { toNodeListener } from '../src/node.js';

function incoming(method: string | undefined, headers: Record<string, string | string[]>, url?: string, body = '') {
  return Object.assign(Readable.from(body ? [Buffer.from(body)] : []), { method, headers, url }) as IncomingMessage;
}
function outgoing() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: '', headersSent: false };
  const response = {
    get headersSent() {
      return sent.headersSent;
    },
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(sent, { status, headers, headersSent: true });
    },
    end(chunk: string | Buffer) {
      sent.body = String(chunk);
    },
  };
  return { sent, response: response as unknown as ServerResponse };
}

describe('toNodeListener', () => {
  it('hands the handler the request as it came, and sends its answer back', async () => {
    const seen: { method: string; url: string; headers: Record<string, string>; body: string }[] = [];
    const listener = toNodeListener(async (request) => {
      seen.push({
        method: request.method,
        url: request.url,
        headers: Object.fromEntries(request.headers),
        body: await request.text(),
      });
      return new Response('{"status":"ok"}', { status: 202, headers: { 'x-handled': 'yes' } });
    });
    const { sent, response } = outgoing();
    const headers = { host: 'shop.example:8443', authorization: 'Bearer s3cret', 'x-forwarded-for': ['a', 'b'] };
    await listener(incoming('POST', headers, '/notifications/generic?x=1', '{"id":"n1"}'), response);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: 'http://shop.example:8443/notifications/generic?x=1',
        headers: { authorization: 'Bearer s3cret', host: 'shop.example:8443', 'x-forwarded-for': 'a, b' },
        body: '{"id":"n1"}',
      },
    ]);
    expect(sent).toMatchObject({ status: 202, body: '{"status":"ok"}' });
    expect(sent.headers['x-handled']).toBe('yes');
  });

  it('reads a request without a method, host or address as a GET of http://localhost/, with no body', async () => {
    const seen: Request[] = [];
    const listener = toNodeListener(async (request) => {
      seen.push(request);
      return new Response(null, { status: 405 });
    });
    const { sent, response } = outgoing();
    await listener(incoming(undefined, {}), response);
    expect([seen[0]?.method, seen[0]?.url, seen[0]?.body]).toEqual(['GET', 'http://localhost/', null]);
    expect(sent.status).toBe(405);
    await listener(incoming('HEAD', {}), outgoing().response);
    expect(seen[1]?.body).toBeNull();
  });

  it('answers 500 in the error envelope when the handler throws', async () => {
    const listener = toNodeListener(async () => {
      throw new Error('the database is down');
    });
    const { sent, response } = outgoing();
    await listener(incoming('POST', { host: 'shop.example' }, '/n', '{}'), response);
    expect(sent.status).toBe(500);
    expect(sent.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(sent.body)).toEqual({ status: 'error', message: ['the notification could not be handled'] });
  });

  it('does not write a second head when the answer failed after its head was sent', async () => {
    const listener = toNodeListener(async () => new Response('{}', { status: 200 }));
    const { sent, response } = outgoing();
    let ends = 0;
    response.end = (() => {
      ends++;
      if (ends === 1) throw new Error('socket closed');
    }) as never;
    await listener(incoming('POST', {}, '/n', '{}'), response);
    expect(sent.status).toBe(200);
    expect(ends).toBe(2);
  });
});

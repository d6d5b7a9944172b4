// The adapter for node:http and Express: `createServer(toNodeListener(handler))` or
// `app.post('/notifications', toNodeListener(handler))` (mount it before any body parser, which would consume the
// body).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

export function toNodeListener(handler: (request: Request) => Promise<Response>) {
  return async function nodeListener(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const method = incoming.method ?? 'GET';
      const init: RequestInit & { duplex?: 'half' } = { method, headers };
      if (method !== 'GET' && method !== 'HEAD') {
        init.body = Readable.toWeb(incoming) as ReadableStream<Uint8Array>;
        init.duplex = 'half';
      }
      const response = await handler(
        new Request(`http://${incoming.headers.host ?? 'localhost'}${incoming.url ?? '/'}`, init),
      );
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    } catch {
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'application/json' });
      outgoing.end('{"status":"error","message":["the notification could not be handled"]}');
    }
  };
}

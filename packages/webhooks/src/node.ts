// The adapter for node:http and Express: `createServer(toNodeListener(handler))` or
// `app.post('/notifications', toNodeListener(handler))` (mount it before any body parser, which would consume the
// body).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

const envelope = (messages: string[]) => JSON.stringify({ status: 'error', message: messages });

/**
 * The address the request was made to, or undefined when its `Host` (or path) makes no URL: a sender controls both,
 * and `Host: [` once made `new Request` throw and the listener answer 500 for the sender's mistake.
 */
function addressOf(incoming: IncomingMessage): URL | undefined {
  const host = incoming.headers.host ?? 'localhost';
  // A Host is a name or address and a port, never a path, query or credentials (RFC 9110 section 7.2).
  if (/[/?#@\\\s]/.test(host)) return undefined;
  try {
    return new URL(`http://${host}${incoming.url ?? '/'}`);
  } catch {
    return undefined;
  }
}

export function toNodeListener(handler: (request: Request) => Promise<Response>) {
  return async function nodeListener(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    try {
      const address = addressOf(incoming);
      if (!address) {
        const body = envelope(['header Host (with the request target) does not make a usable address']);
        outgoing.writeHead(400, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        outgoing.end(body);
        return;
      }
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
      const response = await handler(new Request(address, init));
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    } catch {
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'application/json' });
      outgoing.end(envelope(['the notification could not be handled']));
    }
  };
}

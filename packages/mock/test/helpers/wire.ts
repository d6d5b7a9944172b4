// Requests fetch() will not send: a raw request line over a socket, and a body streamed from a generator so that
// the test never holds it in memory.
import { request } from 'node:http';
import { connect } from 'node:net';
import { Readable } from 'node:stream';

export interface WireAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The payload of a chunked body (sizes in hex, each chunk followed by CRLF). */
function dechunk(body: string): string {
  let payload = '';
  let rest = body;
  for (let size = Number.parseInt(rest, 16); size > 0; size = Number.parseInt(rest, 16)) {
    const start = rest.indexOf('\r\n') + 2;
    payload += rest.slice(start, start + size);
    rest = rest.slice(start + size + 2);
  }
  return payload;
}

/** Sends `text` as is and reads the answer until the mock closes the connection. */
export function raw(url: string, text: string): Promise<WireAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const end = received.indexOf('\r\n\r\n');
      const [head, body] = end < 0 ? [received, ''] : [received.slice(0, end), received.slice(end + 4)];
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const chunked = /chunked/i.test(String(headers['transfer-encoding'] ?? ''));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: chunked ? dechunk(body) : body });
    });
    socket.write(text); // not end(): a half-closed socket would lose an answer still on its way
  });
}

/** POSTs `chunks` chunks of `size` bytes, made as they are sent; resolves with the answer, whatever the upload did. */
export function streamBody(
  url: string,
  path: string,
  chunks: number,
  size: number,
  headers: Record<string, string>,
): Promise<WireAnswer & { sent: number }> {
  let sent = 0;
  const chunk = Buffer.alloc(size, 'a');
  const body = Readable.from(
    (function* () {
      for (let i = 0; i < chunks; i++) {
        sent += size;
        yield chunk;
      }
    })(),
  );
  return new Promise((resolve, reject) => {
    const outgoing = request(`${url}${path}`, { method: 'POST', headers }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (part) => (text += part));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text, sent }));
    });
    // the mock stops reading and closes the connection once it has answered, so the upload may end in EPIPE after
    // the answer; an error before it is the test's failure
    outgoing.on('error', (error) => setTimeout(() => reject(error), 1_000));
    body.pipe(outgoing);
  });
}

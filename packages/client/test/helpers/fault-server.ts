// A loopback server that misbehaves on cue, for the retry tests. Each try is answered by the next step of a script;
// writes are performed at most once per Idempotency-Key (like the service, Errors rule 5), and a repeated key gets
// the stored answer with `Idempotency-Replay: true`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Step =
  | { status: number; headers?: Record<string, string>; body?: unknown; perform?: boolean }
  | { drop: 'before-response'; perform?: boolean }
  | { drop: 'mid-body'; perform?: boolean }
  | { hang: true };

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export async function startFaultServer(script: Step[], final: Step = { status: 200, body: { status: 'ok' } }) {
  const seen: SeenRequest[] = [];
  const stored = new Map<string, { status: number; body: unknown }>();
  let performed = 0;

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks),
    });
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' ? stored.get(key) : undefined;
    if (replay) {
      response.writeHead(replay.status, { 'content-type': 'application/json', 'idempotency-replay': 'true' });
      response.end(JSON.stringify(replay.body));
      return;
    }
    const step = script.shift() ?? final;
    if ('hang' in step) return;
    if (step.perform) {
      performed++;
      if (typeof key === 'string')
        stored.set(key, { status: 201, body: { status: 'ok', id: `performed-${performed}` } });
    }
    if ('drop' in step) {
      if (step.drop === 'before-response') request.socket.destroy();
      else {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        // Cut once the partial body is flushed to the socket (its write callback), not after a guessed 5 ms.
        response.write('{"status":"ok","id":"trunc', () => request.socket.destroy());
      }
      return;
    }
    response.writeHead(step.status, { 'content-type': 'application/json', ...(step.headers ?? {}) });
    response.end(
      step.status === 204 ? undefined : JSON.stringify(step.body ?? { status: 'error', message: ['scripted'] }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/2.0`,
    seen,
    performed: () => performed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

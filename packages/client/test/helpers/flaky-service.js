// @ts-check
// A loopback stand-in for the service under strain, shared by the concurrency test and `npm run bench`: each POST
// is performed at most once per Idempotency-Key and its answer stored (Errors rule 5), but a seeded share of tries
// is lost before the work, lost after it (the worst case: done, yet no answer), or refused with 503 (not stored).
import { createServer } from 'node:http';

/** A small seeded generator (mulberry32), so that a failing run can be replayed. @param {number} seed */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {{ seed?: number, dropBefore?: number, dropAfter?: number, unavailable?: number }} [odds] */
export async function startFlakyService({ seed = 1, dropBefore = 0.1, dropAfter = 0.1, unavailable = 0.1 } = {}) {
  const random = seeded(seed);
  /** @type {Map<string, number>} */
  const effects = new Map();
  /** @type {Map<string, string>} */
  const stored = new Map();
  const counts = { tries: 0, droppedBefore: 0, droppedAfter: 0, unavailable: 0 };
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      counts.tries++;
      const key = String(request.headers['idempotency-key'] ?? '');
      const replay = stored.get(key);
      if (replay) return response.writeHead(201, { 'idempotency-replay': 'true' }).end(replay);
      const roll = random();
      if (roll < dropBefore) {
        counts.droppedBefore++;
        return request.socket.destroy();
      }
      if (roll < dropBefore + unavailable) {
        counts.unavailable++;
        return response.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"error"}');
      }
      effects.set(key, (effects.get(key) ?? 0) + 1);
      const answer = JSON.stringify({ status: 'ok', id: `capture-${effects.size}` });
      stored.set(key, answer);
      if (roll < dropBefore + unavailable + dropAfter) {
        counts.droppedAfter++;
        return request.socket.destroy();
      }
      response.writeHead(201, { 'content-type': 'application/json' }).end(answer);
    });
  });
  await new Promise((resolve) =>
    server.listen({ port: 0, host: '127.0.0.1', backlog: 2048 }, () => resolve(undefined)),
  );
  const address = server.address();
  return {
    baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/2.0`,
    effects,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

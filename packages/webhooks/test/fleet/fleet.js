// @ts-check
// A fleet of notification receivers as merchants run them, for the multi-instance test and the bench: a confirming
// service (GET /capture/{id} answers the capture `success`, the state that confirms a capture `success` notification
// by the spec's x-confirmed-by, after a delay: a slow confirmation), N instance processes (instance.js), a loopback
// round-robin proxy in front of them, and a sender that delivers like the service: every answer but 200 is
// delivered again, until 200.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const INSTANCE = fileURLToPath(new URL('./instance.js', import.meta.url));
export const AUTHORIZATION = 'Bearer fleet-s3cret';

/** @param {import('node:http').Server} server @returns {Promise<number>} */
const listen = (server) =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
/** @param {import('node:http').Server} server */
const close = (server) =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  });

/** The confirming service: each capture found `success`, after up to `delayMs` ms. @param {{ delayMs?: number }} options */
export async function startService({ delayMs = 0 } = {}) {
  let asked = 0;
  const server = createServer((incoming, outgoing) => {
    asked++;
    const id = /^\/2\.0\/capture\/([^/?]+)/.exec(incoming.url ?? '')?.[1];
    const body = id
      ? JSON.stringify({ id, status: 'success' })
      : JSON.stringify({ status: 'error', message: ['not found'] });
    setTimeout(
      () => {
        outgoing.writeHead(id ? 200 : 404, { 'content-type': 'application/json' });
        outgoing.end(body);
      },
      Math.floor(Math.random() * delayMs),
    );
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}/2.0`, asked: () => asked, close: () => close(server) };
}

/**
 * Starts `count` instance processes. @param {number} count
 * @param {Record<string, string>} env FLEET_STORE, FLEET_STORE_URL, FLEET_SERVICE, FLEET_RECORD, FLEET_LEASE_MS
 */
export async function startInstances(count, env) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const child = spawn(process.execPath, [INSTANCE], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let errors = '';
      child.stderr?.on('data', (chunk) => {
        errors = (errors + chunk).slice(-4000);
      });
      const lines = createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stdout) });
      const port = await new Promise((resolve, reject) => {
        lines.once('line', (line) => resolve(JSON.parse(line).port));
        child.once('exit', (code) => reject(new Error(`an instance exited (${code}) before listening:\n${errors}`)));
      });
      return { child, port: /** @type {number} */ (port), dead: false };
    }),
  );
}

/** @param {Awaited<ReturnType<typeof startInstances>>} instances */
export async function stopInstances(instances) {
  await Promise.all(
    instances.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}

/**
 * A round-robin proxy over the live instances, knowing which events each has in flight (the `x-fleet-event` header
 * the sender adds): an instance that cannot be reached is answered 502 (delivered again by the sender).
 * @param {Awaited<ReturnType<typeof startInstances>>} instances
 */
export async function startProxy(instances) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const inFlight = instances.map(() => new Map());
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const live = instances.map((_, i) => i).filter((i) => !instances[i]?.dead);
    const index = /** @type {number} */ (live[next++ % live.length]);
    const event = String(incoming.headers['x-fleet-event'] ?? '');
    const pending = /** @type {Map<string, number>} */ (inFlight[index]);
    pending.set(event, (pending.get(event) ?? 0) + 1);
    const done = () => {
      const left = (pending.get(event) ?? 1) - 1;
      if (left > 0) pending.set(event, left);
      else pending.delete(event);
    };
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: instances[index]?.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.once('end', done);
      },
    );
    upstream.once('error', () => {
      done();
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end('{"status":"error","message":["the instance could not be reached"]}');
    });
    incoming.pipe(upstream);
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/notifications`,
    /** The events the instance has in flight now. @param {number} index */
    inFlightAt: (index) => new Set(inFlight[index]?.keys()),
    close: async () => {
      await close(server);
      agent.destroy();
    },
  };
}

/** A small seeded generator, so that a run's order can be repeated. @param {number} seed */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Each event's deliveries: the notification, the same bytes again, a re-dated copy, its keys reordered, and its
 * instant in ISO form (all one event: deliveries.ts), shuffled within windows of `window` events so that duplicates
 * overlap; the events are numbered from `first`. @param {number} events
 * @param {{ seed?: number, window?: number, first?: number }} [options]
 */
export function deliveriesFor(events, { seed = 36, window = 8, first: from = 0 } = {}) {
  const next = random(seed);
  /** @type {{ event: string, body: string }[]} */
  const all = [];
  for (let start = from; start < from + events; start += window) {
    /** @type {{ event: string, body: string }[]} */
    const group = [];
    for (let n = start; n < Math.min(from + events, start + window); n++) {
      const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      const minute = String(n % 60).padStart(2, '0');
      const first = { type: 'capture', status: 'success', id, date: `2026-11-20 10:${minute}:30` };
      const bodies = [
        JSON.stringify(first),
        JSON.stringify(first),
        JSON.stringify({ ...first, date: `2026-11-21 09:${minute}:00` }),
        JSON.stringify({ date: first.date, id, status: 'success', type: 'capture' }),
        JSON.stringify({ ...first, date: `2026-11-20T10:${minute}:30.000Z` }),
      ];
      for (const body of bodies) group.push({ event: id, body });
    }
    for (let i = group.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [group[i], group[j]] = [/** @type {never} */ (group[j]), /** @type {never} */ (group[i])];
    }
    all.push(...group);
  }
  return all;
}

/**
 * Delivers each until it is answered 200, `concurrency` at a time, as the service retries; `onAnswered` is told
 * how many have been answered 200. Throws when one is still not answered 200 by `deadline` (ms since the epoch).
 * @param {string} url @param {{ event: string, body: string }[]} deliveries
 * @param {{ concurrency: number, deadline: number, onAnswered?: (answered: number) => void }} options
 */
export async function deliverAll(url, deliveries, { concurrency, deadline, onAnswered }) {
  let index = 0;
  let answered = 0;
  let attempts = 0;
  const worker = async () => {
    while (index < deliveries.length) {
      const delivery = /** @type {{ event: string, body: string }} */ (deliveries[index++]);
      for (let attempt = 1; ; attempt++) {
        attempts++;
        const status = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: AUTHORIZATION,
            'x-fleet-event': delivery.event,
          },
          body: delivery.body,
        }).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status;
          },
          () => 0,
        );
        if (status === 200) break;
        if (Date.now() > deadline)
          throw new Error(`event ${delivery.event} was still answered ${status} after ${attempt} deliveries`);
        await new Promise((resolve) => setTimeout(resolve, Math.min(200, 10 * attempt)));
      }
      onAnswered?.(++answered);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { answered, attempts };
}

/** How many times the merchant's code ran for each event, from the record file. @param {string} record */
export function runsOf(record) {
  /** @type {Map<string, number>} */
  const runs = new Map();
  let text = '';
  try {
    text = readFileSync(record, 'utf8');
  } catch {
    return runs;
  }
  for (const id of text.split('\n').filter(Boolean)) runs.set(id, (runs.get(id) ?? 0) + 1);
  return runs;
}

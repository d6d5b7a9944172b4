// @ts-check
// Issue 36: notifications handled per second through each delivery store, four receiver processes behind a loopback
// round-robin proxy sharing Redis or PostgreSQL (servers started here, as the tests start them), against one process
// with the in-memory default. Each delivery is a distinct event (claimed, confirmed with a local service, run, done),
// fresh ids each round so that nothing is a duplicate. The proxy and the sender share this machine with the
// instances, alike for every candidate.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  deliverAll,
  deliveriesFor,
  startInstances,
  startProxy,
  startService,
  stopInstances,
} from '../../packages/webhooks/test/fleet/fleet.js';
import { startPostgres } from '../helpers/postgres-server.js';
import { startRedis } from '../helpers/redis-server.js';
import { row, summarise } from './stats.js';

const EVENTS = 1500;
const ROUNDS = 3;

/** Deliveries per second of `count` instances on the store `env` names, each round on fresh events. */
async function perSecond(
  /** @type {number} */ count,
  /** @type {Record<string, string>} */ env,
  /** @type {number} */ round,
) {
  const service = await startService();
  const instances = await startInstances(count, { ...env, FLEET_SERVICE: service.url });
  const proxy = await startProxy(instances);
  try {
    // One delivery per event: the first of each event's five.
    const seen = new Set();
    const deliveries = deliveriesFor(EVENTS, { first: (round + 1) * 1_000_000 }).filter(
      (d) => !seen.has(d.event) && seen.add(d.event),
    );
    // A short warm-up on other events (connections, JIT), then the measured run.
    await deliverAll(proxy.url, deliveriesFor(100, { first: (round + 1) * 1_000_000 + 500_000 }), {
      concurrency: 32,
      deadline: Date.now() + 120_000,
    });
    const started = performance.now();
    await deliverAll(proxy.url, deliveries, { concurrency: 32, deadline: Date.now() + 300_000 });
    return (deliveries.length * 1000) / (performance.now() - started);
  } finally {
    await proxy.close();
    await stopInstances(instances);
    await service.close();
  }
}

export async function measureDeliveries() {
  const folder = await mkdtemp(join(tmpdir(), 'payments-bench-deliveries-'));
  const redis = await startRedis();
  const postgres = await startPostgres();
  /** @type {Record<string, { count: number, env: Record<string, string> }>} */
  const candidates = {
    '1 process, memory': { count: 1, env: { FLEET_STORE: 'memory' } },
    '4 processes, Redis': { count: 4, env: { FLEET_STORE: 'redis', FLEET_STORE_URL: redis.url } },
    '4 processes, PostgreSQL': { count: 4, env: { FLEET_STORE: 'postgres', FLEET_STORE_URL: postgres.url } },
    '1 process, Redis': { count: 1, env: { FLEET_STORE: 'redis', FLEET_STORE_URL: redis.url } },
  };
  /** @type {Record<string, number[]>} */
  const samples = Object.fromEntries(Object.keys(candidates).map((name) => [name, []]));
  try {
    // Interleaved, so that a slower moment of the machine falls on every candidate alike.
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, { count, env }] of Object.entries(candidates))
        samples[name]?.push(await perSecond(count, env, round));
  } finally {
    await redis.stop();
    await postgres.stop();
    await rm(folder, { recursive: true, force: true });
  }
  const measure = (/** @type {string} */ name) => summarise(name, samples[name] ?? []);
  const baseline = measure('1 process, memory');
  return ['4 processes, Redis', '4 processes, PostgreSQL', '1 process, Redis'].map((name) =>
    row({ figure: `Notifications handled per second, ${name}`, unit: 'count', ours: measure(name), peers: [baseline] }),
  );
}

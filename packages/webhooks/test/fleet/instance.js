// @ts-check
// One instance of a merchant's notification receiver, as a merchant runs it behind a load balancer: the built
// package (by name, as users import it), confirming through a payments client, its delivery store chosen by
// FLEET_STORE (memory, redis, postgres; `legacy-redis` is the 0.2 has/remember interface over Redis, kept to show
// what it lets through). The merchant's code appends the event's id to FLEET_RECORD, one line per run.
// Prints {"port": N} once listening.
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createPaymentsClient } from '@payments-contract/client';
import { createNotificationHandler } from '@payments-contract/webhooks';
import { toNodeListener } from '@payments-contract/webhooks/node';

const { FLEET_STORE = 'memory', FLEET_STORE_URL = '', FLEET_SERVICE = '', FLEET_RECORD = '' } = process.env;
const leaseMs = Number(process.env.FLEET_LEASE_MS ?? 60_000);

async function storeOf() {
  if (FLEET_STORE === 'memory') return undefined;
  if (FLEET_STORE === 'redis' || FLEET_STORE === 'legacy-redis') {
    const { Redis } = await import('ioredis');
    const client = new Redis(FLEET_STORE_URL);
    if (FLEET_STORE === 'legacy-redis')
      return {
        has: async (/** @type {string} */ key) => (await client.exists(key)) === 1,
        remember: async (/** @type {string} */ key) => void (await client.set(key, '1', 'PX', 60_000)),
      };
    const { redisDeliveryStore } = await import('@payments-contract/webhooks/redis');
    return redisDeliveryStore({ client });
  }
  if (FLEET_STORE === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: FLEET_STORE_URL, max: 8 });
    const { postgresDeliveryStore } = await import('@payments-contract/webhooks/postgres');
    return postgresDeliveryStore({ pool, table: process.env.FLEET_TABLE ?? 'deliveries' });
  }
  throw new Error(`FLEET_STORE ${FLEET_STORE} is none of memory, redis, postgres, legacy-redis`);
}

const deliveries = await storeOf();
const handle = createNotificationHandler({
  kind: 'genericNotification',
  authorization: 'Bearer fleet-s3cret',
  confirm: createPaymentsClient({ baseUrl: FLEET_SERVICE, accountId: 'fleet', apiKey: 'fleet-key', maxAttempts: 1 }),
  ...(deliveries ? { deliveries } : {}),
  leaseMs,
  on: {
    capture: (notification) => {
      if (FLEET_RECORD) appendFileSync(FLEET_RECORD, `${notification.id}\n`);
    },
  },
  onError: (error) => {
    if (process.env.FLEET_VERBOSE) process.stderr.write(`${String(error)}\n`);
  },
});
const server = createServer(toNodeListener(handle));
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});

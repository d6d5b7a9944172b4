// The delivery store contract (store-contract.ts) against real servers the test starts itself: Debian's
// redis-server, through ioredis and through node-redis, and PostgreSQL through pg. Skipped with the reason only
// outside CI when a server is absent.
import { Redis } from 'ioredis';
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresNotificationHandler } from '../../../docs/examples/postgres-delivery-store.js';
import { redisNotificationHandler } from '../../../docs/examples/redis-delivery-store.js';
import { postgresSkipReason, startPostgres } from '../../../test/helpers/postgres-server.js';
import { redisSkipReason, startRedis } from '../../../test/helpers/redis-server.js';
import { type PostgresDeliveryStore, postgresDeliveryStore } from '../src/postgres.js';
import { redisDeliveryStore } from '../src/redis.js';
import { startService } from './fleet/fleet.js';
import { storeContract } from './store-contract.js';

const CAPTURE = '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f';
const delivery = (date: string) =>
  new Request('http://shop.test/notifications', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer my-notification-secret' },
    body: JSON.stringify({ type: 'capture', status: 'success', id: CAPTURE, date }),
  });

/** The guide's example on two instances (their own handler each, one store): a capture and its copies ship once. */
async function shipsOnce(instances: ((request: Request) => Promise<Response>)[], shipped: string[]) {
  const dates = ['2026-11-20 10:20:30', '2026-11-20T10:20:30Z', '2026-11-21 08:00:00'];
  const first = await Promise.all(
    dates.flatMap((date) => instances.map((handle) => handle(delivery(date)).then((r) => r.status))),
  );
  // Those answered 503 (another instance held the claim) are delivered again, as the service does.
  for (const [index, status] of first.entries())
    if (status !== 200) {
      const handle = instances[index % instances.length] as (request: Request) => Promise<Response>;
      expect((await handle(delivery(dates[Math.floor(index / instances.length)] as string))).status).toBe(200);
    }
  expect(shipped).toEqual([CAPTURE]);
}

const redisSkip = redisSkipReason();
const postgresSkip = postgresSkipReason();

describe.skipIf(redisSkip)(
  `redisDeliveryStore on a real redis-server${redisSkip ? ` (skipped: ${redisSkip})` : ''}`,
  () => {
    let server: Awaited<ReturnType<typeof startRedis>>;
    let ioredis: Redis;
    let nodeRedis: ReturnType<typeof createClient>;
    beforeAll(async () => {
      server = await startRedis();
      ioredis = new Redis(server.port, '127.0.0.1', { lazyConnect: false });
      nodeRedis = createClient({ url: server.url });
      await nodeRedis.connect();
    });
    afterAll(async () => {
      ioredis?.disconnect();
      await nodeRedis?.quit();
      await server?.stop();
    });

    it.each(storeContract)('through ioredis: %s', async (_name, run) => {
      await run((options) => redisDeliveryStore({ client: ioredis, ...options }));
    });
    it.each(storeContract)('through node-redis: %s', async (_name, run) => {
      await run((options) => redisDeliveryStore({ client: nodeRedis, ...options }));
    });

    it('keeps its keys under the prefix, a claim expiring with its lease and done with the retention', async () => {
      const store = redisDeliveryStore({ client: ioredis, prefix: 'shop:', ttlMs: 3_600_000 });
      const claim = await store.claim('k', 60_000);
      const lease = Number(await ioredis.pttl('shop:k'));
      expect(lease).toBeGreaterThan(0);
      expect(lease).toBeLessThanOrEqual(60_000);
      await store.done('k', claim.state === 'claimed' ? claim.token : '');
      expect(Number(await ioredis.pttl('shop:k'))).toBeGreaterThan(60_000);
    });

    it("the guide's example: two instances sharing Redis ship a capture delivered six ways once", async () => {
      const service = await startService({ delayMs: 20 });
      const second = new Redis(server.port, '127.0.0.1');
      try {
        const shipped: string[] = [];
        const options = { baseUrl: service.url, accountId: 'a', apiKey: 'k', maxAttempts: 1 };
        await shipsOnce(
          [redisNotificationHandler(ioredis, options, shipped), redisNotificationHandler(second, options, shipped)],
          shipped,
        );
      } finally {
        second.disconnect();
        await service.close();
      }
    });

    it('refuses a client that is neither ioredis nor node-redis, naming the option', () => {
      expect(() => redisDeliveryStore({ client: {} as never })).toThrow(
        /option 'client' must be a connected Redis client/,
      );
    });
  },
);

describe.skipIf(postgresSkip)(
  `postgresDeliveryStore on a real PostgreSQL${postgresSkip ? ` (skipped: ${postgresSkip})` : ''}`,
  () => {
    let server: Awaited<ReturnType<typeof startPostgres>>;
    let pool: pg.Pool;
    let tables = 0;
    beforeAll(async () => {
      server = await startPostgres();
      pool = new pg.Pool({ connectionString: server.url, max: 20 });
      pool.on('error', () => {}); // an idle connection closed by the server's stop
    });
    afterAll(async () => {
      await pool?.end();
      await server?.stop();
    });

    it.each(storeContract)('through pg: %s', async (_name, run) => {
      await run((options) => postgresDeliveryStore({ pool, ...options, table: `deliveries_${tables++}` }));
    });

    it('creates its table once however many instances start at once, and purges what ran out', async () => {
      await pool.query('CREATE SCHEMA IF NOT EXISTS shared');
      const stores = Array.from({ length: 8 }, () =>
        postgresDeliveryStore({ pool, table: 'shared.deliveries', ttlMs: 1 }),
      );
      const claims = await Promise.all(stores.map((store) => store.claim('k', 60_000)));
      expect(claims.filter((c) => c.state === 'claimed')).toHaveLength(1);
      const { rows } = await pool.query("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'deliveries'");
      expect(rows[0].n).toBe(1);
      const [store] = stores as [PostgresDeliveryStore];
      await store.done('gone', '');
      await pool.query('SELECT pg_sleep(0.01)'); // past the 1 ms retention, by the server's clock
      expect(await store.purge()).toBe(1);
      expect(await store.claim('k', 60_000)).toEqual({ state: 'busy' });
    });

    it("the guide's example: two instances sharing PostgreSQL ship a capture delivered six ways once", async () => {
      const service = await startService({ delayMs: 20 });
      const second = new pg.Pool({ connectionString: server.url, max: 4 });
      second.on('error', () => {});
      try {
        const shipped: string[] = [];
        const options = { baseUrl: service.url, accountId: 'a', apiKey: 'k', maxAttempts: 1 };
        const [one, two] = [
          postgresNotificationHandler(pool, options, shipped),
          postgresNotificationHandler(second, options, shipped),
        ];
        await shipsOnce([one.handler, two.handler], shipped);
        expect(await one.purge()).toBe(0); // the event is done, kept for its retention
      } finally {
        await second.end();
        await service.close();
      }
    });

    it('refuses a table name that is not one, and a pool without query, naming the option', () => {
      expect(() => postgresDeliveryStore({ pool, table: 'x; DROP TABLE y' })).toThrow(/option 'table' must be/);
      expect(() => postgresDeliveryStore({ pool: {} as never })).toThrow(/option 'pool' must be a pg Pool/);
    });
  },
);

// The delivery store contract (store-contract.ts) against real servers the test starts itself: Debian's
// redis-server, through ioredis and through node-redis, and PostgreSQL through pg. Skipped with the reason only
// outside CI when a server is absent.
import { Redis } from 'ioredis';
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresSkipReason, startPostgres } from '../../../test/helpers/postgres-server.js';
import { redisSkipReason, startRedis } from '../../../test/helpers/redis-server.js';
import { type PostgresDeliveryStore, postgresDeliveryStore } from '../src/postgres.js';
import { redisDeliveryStore } from '../src/redis.js';
import { storeContract } from './store-contract.js';

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

    it('refuses a table name that is not one, and a pool without query, naming the option', () => {
      expect(() => postgresDeliveryStore({ pool, table: 'x; DROP TABLE y' })).toThrow(/option 'table' must be/);
      expect(() => postgresDeliveryStore({ pool: {} as never })).toThrow(/option 'pool' must be a pg Pool/);
    });
  },
);

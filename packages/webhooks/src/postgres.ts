// A delivery store in PostgreSQL, shared by every instance of a notification receiver: one row per event, its key
// unique. A claim is one `INSERT … ON CONFLICT DO UPDATE … WHERE expires_at <= now()` (a new event, or one whose
// lease or retention ran out: a crashed holder's claim is taken again); done keeps the row for the retention time;
// a release deletes the row only while it still holds this claim's token. Times are the server's clock, the one
// every instance shares. Through the merchant's own `pg` Pool or Client; `pg` is not a dependency of this package.
import { claimToken, DEFAULT_DELIVERY_TTL_MS, type DeliveryClaim, type DeliveryStore } from './deliveries.js';

/** A `pg` Pool or Client (anything with its `query(text, values)`). */
export interface PgQueryable {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface PostgresDeliveryStoreOptions {
  /** The merchant's `pg` Pool (or a connected Client). */
  pool: PgQueryable;
  /** The table, created when absent (default `payments_contract_deliveries`; `schema.table` allowed). */
  table?: string;
  /** How long a done event is kept, in ms (default 3 days: longer than a service that keeps retrying for a day). */
  ttlMs?: number;
}

export interface PostgresDeliveryStore extends DeliveryStore {
  /** Deletes the rows whose lease or retention has run out (run it now and then); resolves to how many. */
  purge(): Promise<number>;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}(\.[A-Za-z_][A-Za-z0-9_]{0,62})?$/;
// Errors of a CREATE TABLE IF NOT EXISTS racing another instance's: the table or its type exists after all.
const CREATED_BY_ANOTHER = new Set(['23505', '42P07', '42710']);

/** Claims, done and release in PostgreSQL, for any number of instances sharing the database. */
export function postgresDeliveryStore(options: PostgresDeliveryStoreOptions): PostgresDeliveryStore {
  const pool = options?.pool;
  if (typeof pool?.query !== 'function')
    throw new TypeError("option 'pool' must be a pg Pool or connected Client (with query(text, values))");
  const table = options.table ?? 'payments_contract_deliveries';
  if (!IDENTIFIER.test(table))
    throw new TypeError(
      `option 'table' must be a table name, or schema.table, of letters, digits and _ (given ${table})`,
    );
  const ttlMs = options.ttlMs ?? DEFAULT_DELIVERY_TTL_MS;
  let created: Promise<void> | undefined;
  const ready = () => {
    created ??= pool
      .query(
        `CREATE TABLE IF NOT EXISTS ${table} (key text PRIMARY KEY, token text, done boolean NOT NULL, ` +
          'expires_at timestamptz NOT NULL)',
      )
      .then(
        () => undefined,
        (error: { code?: string }) => {
          if (CREATED_BY_ANOTHER.has(String(error?.code))) return;
          created = undefined; // try again on the next delivery
          throw error;
        },
      );
    return created;
  };
  const after = "now() + $3 * interval '1 millisecond'";
  return {
    async claim(key, leaseMs): Promise<DeliveryClaim> {
      await ready();
      const token = claimToken();
      const claimed = await pool.query(
        `INSERT INTO ${table} AS t (key, token, done, expires_at) VALUES ($1, $2, false, ${after}) ` +
          'ON CONFLICT (key) DO UPDATE SET token = EXCLUDED.token, done = false, expires_at = EXCLUDED.expires_at ' +
          'WHERE t.expires_at <= now() RETURNING token',
        [key, token, leaseMs],
      );
      if (claimed.rows.length === 1) return { state: 'claimed', token };
      const found = await pool.query(`SELECT done FROM ${table} WHERE key = $1 AND expires_at > now()`, [key]);
      // Gone or run out between the two statements: busy, and the redelivery claims it.
      return found.rows[0]?.done === true ? { state: 'done' } : { state: 'busy' };
    },
    async done(key) {
      await ready();
      await pool.query(
        `INSERT INTO ${table} (key, token, done, expires_at) VALUES ($1, NULL, true, now() + $2 * interval '1 millisecond') ` +
          'ON CONFLICT (key) DO UPDATE SET token = NULL, done = true, expires_at = EXCLUDED.expires_at',
        [key, ttlMs],
      );
    },
    async release(key, token) {
      await ready();
      await pool.query(`DELETE FROM ${table} WHERE key = $1 AND token = $2 AND NOT done`, [key, token]);
    },
    async purge() {
      await ready();
      const { rows } = await pool.query(`DELETE FROM ${table} WHERE expires_at <= now() RETURNING key`);
      return rows.length;
    },
  };
}

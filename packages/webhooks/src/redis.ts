// A delivery store in Redis, shared by every instance of a notification receiver: a claim is one atomic
// `SET key claim:<token> NX PX lease`, done is `SET key done PX retention`, and a release deletes the key only while
// it still holds this claim's token (a script, so that no other instance's claim taken after our lease ran out is
// dropped). Through the merchant's own client: ioredis (`call`) or node-redis 4+ (`sendCommand`); neither is a
// dependency of this package.
import { claimToken, DEFAULT_DELIVERY_TTL_MS, type DeliveryClaim, type DeliveryStore } from './deliveries.js';

/** An ioredis client (`new Redis(...)`): its `call` sends any command. */
export interface IoRedisLike {
  call(command: string, ...args: (string | number)[]): Promise<unknown>;
}
/** A node-redis 4+ client (`createClient(...)`, connected): its `sendCommand` sends any command. */
export interface NodeRedisLike {
  sendCommand(args: string[]): Promise<unknown>;
}

export interface RedisDeliveryStoreOptions {
  /** The merchant's connected client: ioredis or node-redis. */
  client: IoRedisLike | NodeRedisLike;
  /** Put before every key (default `payments-contract:delivery:`). */
  prefix?: string;
  /** How long a done event is kept, in ms (default 3 days: longer than a service that keeps retrying for a day). */
  ttlMs?: number;
}

const DONE = 'done';
const RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

function commandsOf(client: RedisDeliveryStoreOptions['client']): (args: string[]) => Promise<unknown> {
  const given = client as Partial<IoRedisLike & NodeRedisLike> | null;
  if (typeof given?.call === 'function') {
    const call = given.call.bind(client);
    return ([command, ...args]) => call(command as string, ...args);
  }
  if (typeof given?.sendCommand === 'function') return given.sendCommand.bind(client);
  throw new TypeError(
    "option 'client' must be a connected Redis client: ioredis (with call) or node-redis 4+ (with sendCommand)",
  );
}

/** Claims, done and release in Redis, for any number of instances sharing the server. */
export function redisDeliveryStore(options: RedisDeliveryStoreOptions): DeliveryStore {
  const send = commandsOf(options?.client);
  const prefix = options.prefix ?? 'payments-contract:delivery:';
  const ttlMs = options.ttlMs ?? DEFAULT_DELIVERY_TTL_MS;
  return {
    async claim(key, leaseMs): Promise<DeliveryClaim> {
      const token = claimToken();
      const set = await send(['SET', prefix + key, `claim:${token}`, 'NX', 'PX', String(leaseMs)]);
      if (set === 'OK') return { state: 'claimed', token };
      // Taken: done, or another's claim (one that ran out between the two commands is busy too, and retried).
      return (await send(['GET', prefix + key])) === DONE ? { state: 'done' } : { state: 'busy' };
    },
    async done(key) {
      await send(['SET', prefix + key, DONE, 'PX', String(ttlMs)]);
    },
    async release(key, token) {
      await send(['EVAL', RELEASE, '1', prefix + key, `claim:${token}`]);
    },
  };
}

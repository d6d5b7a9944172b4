// Receiving notifications on several instances behind a load balancer, sharing one Redis: exactly one instance acts
// on each event. The store takes your own client (ioredis here; node-redis 4+ too) from an entry point of its own,
// so that the default import pulls in no Redis client. Run against a real redis-server by
// packages/webhooks/test/stores.integration.test.ts.

// #region redis
import { createPaymentsClient, type PaymentsClientOptions } from '@payments-contract/client';
import { createNotificationHandler } from '@payments-contract/webhooks';
import { redisDeliveryStore } from '@payments-contract/webhooks/redis';
import type { Redis } from 'ioredis';

/** Each instance runs this with its connection to the one Redis they share: `shipped` gets each capture once. */
export function redisNotificationHandler(redis: Redis, service: PaymentsClientOptions, shipped: string[]) {
  return createNotificationHandler({
    kind: 'genericNotification',
    authorization: 'Bearer my-notification-secret', // the Authorization value the service sends
    confirm: createPaymentsClient(service),
    // One claim per event across every instance (SET NX with the lease); done is kept 3 days (`ttlMs`).
    deliveries: redisDeliveryStore({ client: redis, prefix: 'shop:notifications:' }),
    leaseMs: 60_000, // longer than confirming and your code take: a crashed instance's event runs again after it
    on: { capture: (notification) => void shipped.push(String(notification.id)) },
  });
}
// #endregion redis

// Receiving notifications on several instances behind a load balancer, sharing the PostgreSQL you already run:
// exactly one instance acts on each event. The store takes your own `pg` Pool from an entry point of its own, so
// that the default import pulls in no database client. Run against a real PostgreSQL by
// packages/webhooks/test/stores.integration.test.ts.

// #region postgres
import { createPaymentsClient, type PaymentsClientOptions } from '@payments-contract/client';
import { createNotificationHandler } from '@payments-contract/webhooks';
import { postgresDeliveryStore } from '@payments-contract/webhooks/postgres';
import type { Pool } from 'pg';

/** Each instance runs this with a pool on the one database they share: `shipped` gets each capture once. */
export function postgresNotificationHandler(pool: Pool, service: PaymentsClientOptions, shipped: string[]) {
  // One row per event (its key unique), in a table created when absent.
  const deliveries = postgresDeliveryStore({ pool, table: 'notification_deliveries' });
  return {
    handler: createNotificationHandler({
      kind: 'genericNotification',
      authorization: 'Bearer my-notification-secret', // the Authorization value the service sends
      confirm: createPaymentsClient(service),
      deliveries,
      on: { capture: (notification) => void shipped.push(String(notification.id)) },
    }),
    // Run now and then (a daily job): deletes the rows whose lease or retention has run out.
    purge: () => deliveries.purge(),
  };
}
// #endregion postgres

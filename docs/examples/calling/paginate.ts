// Listing with an interval filter, a page at a time (docs/guides/calling-the-service.md shows the region).
// #region paginate
import type { PaymentsClient } from '@payments-contract/client';
import { intervalFilter, paginate } from '@payments-contract/client/lists';

export async function firstWeekCaptures(client: PaymentsClient) {
  // Every capture created in the first week of November, fetched a page at a time.
  const created_at = intervalFilter('2026-11-01 00:00', '2026-11-08 00:00');
  const captures = [];
  for await (const capture of paginate(client, '/capture', { query: { created_at, limit: 100 } }, { maxPages: 1 })) {
    captures.push(capture.id);
  }
  return captures;
}
// #endregion paginate

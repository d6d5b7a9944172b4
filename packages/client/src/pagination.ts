// Async iteration over the items of every list operation (Pagination envelopes): page style follows `meta.page`,
// cursor style follows `metadata.next_cursor`. The style of each list comes from the spec.
import type { PaymentsClient } from './client.js';
import { describeError, ServiceResponseError } from './errors.js';
import { listOperations } from './generated/policy.js';
import type { paths } from './generated/schema.js';

export type ListPath = keyof typeof listOperations;
type ListOperation<P extends ListPath> = paths[P]['get'];
type ListBody<P extends ListPath> = ListOperation<P>['responses'][200]['content']['application/json'];
export type ListItem<P extends ListPath> = NonNullable<ListBody<P>['data']>[number];
export type ListParameters<P extends ListPath> = ListOperation<P>['parameters'];

export interface PaginationLimits {
  /** Stop after this many items (default: no limit). */
  maxItems?: number;
  /** Stop after this many pages (default 1000), so a service that never ends a list cannot loop forever. */
  maxPages?: number;
}

interface Page {
  items: unknown[];
  next: Record<string, unknown> | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: a list body is read defensively, whatever the service sent.
function nextPage(style: 'page' | 'cursor', body: any, query: Record<string, unknown>): Page {
  const items: unknown[] = Array.isArray(body?.data) ? body.data : [];
  if (items.length === 0) return { items, next: undefined };
  if (style === 'page') {
    const current = Number(body?.meta?.page?.current ?? query.page ?? 1);
    const total = Number(body?.meta?.page?.total ?? current);
    return { items, next: current < total ? { ...query, page: current + 1 } : undefined };
  }
  const cursor = body?.metadata?.next_cursor;
  const moved = typeof cursor === 'string' && cursor !== '' && cursor !== query.cursor;
  return { items, next: moved ? { ...query, cursor } : undefined };
}

/**
 * Every item of a list operation, fetching pages as they are needed:
 * `for await (const capture of paginate(client, '/capture', { query: { limit: 100 } })) …`.
 * An error answer throws a ServiceResponseError carrying the service's error envelope.
 */
export async function* paginate<P extends ListPath>(
  client: PaymentsClient,
  path: P,
  parameters?: ListParameters<P>,
  { maxItems = Number.POSITIVE_INFINITY, maxPages = 1000 }: PaginationLimits = {},
): AsyncGenerator<ListItem<P>, void, undefined> {
  const style = listOperations[path];
  let query: Record<string, unknown> | undefined = { ...((parameters as { query?: object } | undefined)?.query ?? {}) };
  let yielded = 0;
  for (let pages = 0; query && pages < maxPages && yielded < maxItems; pages++) {
    const get = client.GET as (
      path: string,
      init: object,
    ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const { data, error, response } = await get(path, { params: { ...(parameters ?? {}), query } });
    if (error !== undefined || !response.ok) throw new ServiceResponseError(describeError(response.status, error));
    const page = nextPage(style, data, query);
    for (const item of page.items) {
      if (yielded >= maxItems) return;
      yielded++;
      yield item as ListItem<P>;
    }
    query = page.next;
  }
}

// @ts-check
// The two pagination styles (Resources: pagination envelopes) and the interval filters. The 30-day rule and the
// page-size limits are checked before this by the generated validators (the spec's `interval-filter` format and
// `maximum`); here the interval selects records.
import { parseTime } from './format.js';

/** A query the simulator cannot serve: answered 400 naming the parameter (the handler's caller catches it). */
export class QueryError extends Error {}

/** @param {unknown} filter @returns {[number, number] | undefined} */
function interval(filter) {
  const found = typeof filter === 'string' ? /^interval\(([^,]+),([^)]+)\)$/.exec(filter) : null;
  return found ? [parseTime(found[1] ?? ''), parseTime(found[2] ?? '')] : undefined;
}

// The plain filters the payment lists share (GET /single, /frequent, /subscription): method code, customer key, id,
// key.
/** @type {Record<string, (record: any) => unknown>} */
export const PAYMENT_FILTERS = {
  method: (r) => r.method.type,
  customer: (r) => r.customer.key,
  id: (r) => r.id,
  key: (r) => r.key,
};

/**
 * Keeps the records whose times fall in every interval filter of the query, and whose plain filters match.
 * @template {{ createdAt: number, updatedAt?: number }} T
 * @param {T[]} records @param {Record<string, unknown>} query
 * @param {Record<string, (record: T) => unknown>} [fields] plain filters: query name → the record's value
 */
export function filterRecords(records, query, fields = {}) {
  const created = interval(query.created_at);
  const updated = interval(query.updated_at);
  return records.filter((record) => {
    if (created && (record.createdAt < created[0] || record.createdAt > created[1])) return false;
    const at = record.updatedAt ?? record.createdAt;
    if (updated && (at < updated[0] || at > updated[1])) return false;
    for (const [name, read] of Object.entries(fields)) {
      if (query[name] !== undefined && String(read(record)).toLowerCase() !== String(query[name]).toLowerCase())
        return false;
    }
    return true;
  });
}

/** Page style: `meta.page`, `meta.records`, `meta.links`, `data`. @param {unknown[]} items @param {Record<string, unknown>} query */
export function pageEnvelope(items, query) {
  const perPage = Number(query.records_per_page ?? 20);
  const total = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.max(1, Number(query.page ?? 1));
  const link = (/** @type {number} */ page) => `page=${page}&records_per_page=${perPage}`;
  return {
    meta: {
      page: { current, total },
      records: { total: items.length, per_page: perPage },
      links: {
        first: link(1),
        prev: link(Math.max(1, current - 1)),
        next: link(Math.min(total, current + 1)),
        last: link(total),
      },
    },
    data: items.slice((current - 1) * perPage, current * perPage),
  };
}

/**
 * Cursor style: `metadata.next_cursor` (the id of the last item of the page, empty on the last page), `data`.
 * @param {{ id: string }[]} items @param {Record<string, unknown>} query
 */
export function cursorEnvelope(items, query) {
  const limit = Number(query.limit ?? 20);
  const after = typeof query.cursor === 'string' && query.cursor ? items.findIndex((i) => i.id === query.cursor) : -1;
  // An unknown cursor is refused rather than read as "from the start", which would repeat items (a choice).
  if (after === -1 && typeof query.cursor === 'string' && query.cursor)
    throw new QueryError(`query parameter 'cursor' names no item of this list: pass a next_cursor it answered`);
  const data = items.slice(after + 1, after + 1 + limit);
  const more = after + 1 + limit < items.length;
  return { metadata: { next_cursor: more ? (data.at(-1)?.id ?? '') : '', count: data.length }, data };
}

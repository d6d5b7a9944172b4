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

/** @param {[number, number] | undefined} range @param {number} at */
const outside = (range, at) => range !== undefined && !(at >= range[0] && at <= range[1]);

/**
 * Keeps the records whose times fall in every interval filter of the query (`created_at`, `updated_at`, and
 * `expiration_time`: GET /frequent's "Interval filter"; a record without an expiration time is in no interval), and
 * whose plain filters match.
 * @template {{ createdAt: number, updatedAt?: number, expiration_time?: string }} T
 * @param {T[]} records @param {Record<string, unknown>} query
 * @param {Record<string, (record: T) => unknown>} [fields] plain filters: query name → the record's value
 */
export function filterRecords(records, query, fields = {}) {
  const created = interval(query.created_at);
  const updated = interval(query.updated_at);
  const expires = interval(query.expiration_time);
  return records.filter((record) => {
    if (outside(created, record.createdAt)) return false;
    if (outside(updated, record.updatedAt ?? record.createdAt)) return false;
    if (outside(expires, record.expiration_time ? parseTime(record.expiration_time) : Number.NaN)) return false;
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
  // The page before and after the current one; on the first (last) page there is none, written "" as the spec's
  // examples show, never a link back to the current page.
  return {
    meta: {
      page: { current, total },
      records: { total: items.length, per_page: perPage },
      links: {
        first: link(1),
        prev: current > 1 ? link(Math.min(current - 1, total)) : '',
        next: current < total ? link(current + 1) : '',
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

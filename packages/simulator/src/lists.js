// @ts-check
// The two pagination styles (Resources: pagination envelopes) and the interval filters. The 30-day rule and the
// page-size limits are checked before this by the generated validators (the spec's `interval-filter` format and
// `maximum`); here the interval selects records. A list reads its family's store through its indexes (store.js):
// without filters a page reads only its own records, a cursor seeks to its place, a filter by id, key or customer
// reads the records indexed under it, a creation interval the records created in it; only the page is turned into
// the answer's items.
import { parseTime } from './format.js';

/**
 * What a list reads of a record: its id, its times and, when it has one, its expiration time.
 * @typedef {{ id: string, createdAt: number, updatedAt?: number | undefined, expiration_time?: string | undefined }} Listed
 */
/** @template {Listed} T @typedef {import('./store.js').RecordStore<T>} RecordStore */

/** A query the simulator cannot serve: answered 400 naming the parameter (the handler's caller catches it). */
export class QueryError extends Error {}

/** @param {unknown} filter @returns {[number, number] | undefined} */
function interval(filter) {
  const found = typeof filter === 'string' ? /^interval\(([^,]+),([^)]+)\)$/.exec(filter) : null;
  return found ? [parseTime(found[1] ?? ''), parseTime(found[2] ?? '')] : undefined;
}

// The plain filters the payment lists share (GET /single, /frequent, /subscription): method code, customer key, id,
// key.
const customerKey = (/** @type {{ customer?: { key?: string | undefined } }} */ r) => r.customer?.key;
const ownKey = (/** @type {{ key?: string | undefined }} */ r) => r.key;

/** @typedef {import('./records.js').SingleRecord | import('./records.js').FrequentRecord | import('./records.js').SubscriptionRecord} PaymentRecord */
/** @type {Record<string, (record: PaymentRecord) => unknown>} */
export const PAYMENT_FILTERS = {
  method: (r) => r.method.type,
  customer: customerKey,
  id: (r) => r.id,
  key: ownKey,
};

/** The filters the payment families are indexed by (store.js): the ones a caller picks one record or customer by. */
export const PAYMENT_INDEXES = { customer: customerKey, key: ownKey };

/** @param {[number, number] | undefined} range @param {number} at */
const outside = (range, at) => range !== undefined && !(at >= range[0] && at <= range[1]);

/**
 * Whether a record's times fall in every interval filter of the query (`created_at`, `updated_at`, and
 * `expiration_time`: GET /frequent's "Interval filter"; a record without an expiration time is in no interval), and
 * its plain filters match.
 * @template {Listed} T @param {T} record @param {Record<string, unknown>} query
 * @param {Record<string, (record: T) => unknown>} fields
 */
function matches(record, query, fields) {
  if (outside(interval(query.created_at), record.createdAt)) return false;
  if (outside(interval(query.updated_at), record.updatedAt ?? record.createdAt)) return false;
  if (outside(interval(query.expiration_time), record.expiration_time ? parseTime(record.expiration_time) : Number.NaN))
    return false;
  for (const [name, read] of Object.entries(fields)) {
    if (query[name] !== undefined && String(read(record)).toLowerCase() !== String(query[name]).toLowerCase())
      return false;
  }
  return true;
}

/**
 * The records of a list, in creation order: `size` of them, read by place with `slice`. `whole` when it is the
 * whole store (no filter), so that a cursor seeks by the store's own places.
 * @template T
 * @typedef {{ size: number, slice: (from: number, to: number) => T[], whole: boolean, placeOf: (id: string) => number | undefined }} Selection
 */

/**
 * The records of `store` the query's filters keep, reading only the candidates an index gives when there is one.
 * @template {Listed} T @param {RecordStore<T>} store @param {Record<string, unknown>} query
 * @param {Record<string, (record: T) => unknown>} [fields] plain filters: query name → the record's value
 * @returns {Selection<T>}
 */
export function select(store, query, fields = {}) {
  const plain = Object.keys(fields).filter((name) => query[name] !== undefined);
  const timed = ['created_at', 'updated_at', 'expiration_time'].filter((name) => query[name] !== undefined);
  if (!plain.length && !timed.length)
    return {
      size: store.size,
      slice: (from, to) => store.slice(from, to),
      whole: true,
      placeOf: (id) => store.placeOf(id),
    };
  return selectAmong(store, candidates(store, query, plain), (record) => matches(record, query, fields));
}

/**
 * The records created from `from` to before `to` (GET /api/v2/reports/transactions' dates).
 * @template {Listed} T @param {RecordStore<T>} store @param {number} from @param {number} to @returns {Selection<T>}
 */
export function createdWithin(store, from, to) {
  const range = store.createdBetween(from, to);
  const ids = range ? store.order.slice(range[0], range[1]) : store.order;
  return selectAmong(store, ids, (record) => record.createdAt >= from && record.createdAt < to);
}

/**
 * @template {Listed} T @param {RecordStore<T>} store @param {string[]} ids @param {(record: T) => boolean} keep
 * @returns {Selection<T>}
 */
function selectAmong(store, ids, keep) {
  store.visited += ids.length;
  /** @type {T[]} */
  const kept = [];
  for (const id of ids) {
    const record = store.records.get(id);
    if (record !== undefined && keep(record)) kept.push(record);
  }
  return {
    size: kept.length,
    slice: (from, to) => kept.slice(Math.max(0, from), Math.max(0, to)),
    whole: false,
    placeOf: (id) => {
      const at = kept.findIndex((record) => record.id === id);
      return at === -1 ? undefined : at;
    },
  };
}

/**
 * The ids worth reading for a query, in creation order: by id, then an indexed filter, then a creation interval;
 * all of them when none applies.
 * @template {Listed} T @param {RecordStore<T>} store @param {Record<string, unknown>} query @param {string[]} plain
 */
function candidates(store, query, plain) {
  if (plain.includes('id')) {
    const id = String(query.id).toLowerCase();
    return store.records.has(id) ? [id] : [];
  }
  for (const name of plain) {
    const ids = store.lookup(name, query[name]);
    if (ids) return ids.sort((a, b) => (store.placeOf(a) ?? 0) - (store.placeOf(b) ?? 0));
  }
  const created = interval(query.created_at);
  const range = created ? store.createdBetween(created[0], created[1]) : undefined;
  return range ? store.order.slice(range[0], range[1]) : store.order;
}

/**
 * Page style: `meta.page`, `meta.records`, `meta.links`, `data`; only the page's records become items.
 * @template T @template U @param {Selection<T>} selection @param {Record<string, unknown>} query
 * @param {(record: T) => U} item
 */
export function pageEnvelope(selection, query, item) {
  const perPage = Number(query.records_per_page ?? 20);
  const total = Math.max(1, Math.ceil(selection.size / perPage));
  const current = Math.max(1, Number(query.page ?? 1));
  const link = (/** @type {number} */ page) => `page=${page}&records_per_page=${perPage}`;
  // The page before and after the current one; on the first (last) page there is none, written "" as the spec's
  // examples show, never a link back to the current page.
  return {
    meta: {
      page: { current, total },
      records: { total: selection.size, per_page: perPage },
      links: {
        first: link(1),
        prev: current > 1 ? link(Math.min(current - 1, total)) : '',
        next: current < total ? link(current + 1) : '',
        last: link(total),
      },
    },
    data: selection.slice((current - 1) * perPage, current * perPage).map(item),
  };
}

/**
 * Cursor style: `metadata.next_cursor` (the id of the last item of the page, empty on the last page), `data`; the
 * cursor seeks to its record's place.
 * @template T @template {{ id?: string | undefined }} U @param {Selection<T>} selection @param {Record<string, unknown>} query
 * @param {(record: T) => U} item
 */
export function cursorEnvelope(selection, query, item) {
  const limit = Number(query.limit ?? 20);
  const cursor = typeof query.cursor === 'string' && query.cursor ? query.cursor : undefined;
  const after = cursor === undefined ? -1 : selection.placeOf(cursor);
  // An unknown cursor is refused rather than read as "from the start", which would repeat items (a choice).
  if (after === undefined)
    throw new QueryError(`query parameter 'cursor' names no item of this list: pass a next_cursor it answered`);
  const data = selection.slice(after + 1, after + 1 + limit).map(item);
  const more = after + 1 + limit < selection.size;
  return { metadata: { next_cursor: more ? (data.at(-1)?.id ?? '') : '', count: data.length }, data };
}

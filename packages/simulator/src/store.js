// @ts-check
// The simulator's collections. `RecordStore` holds one family of an account's records (payments, captures …): in
// creation order, with an index by id (its Map), by the plain filters the lists use (key, customer key …) and, while
// records arrive in time order, a binary search by creation date, so a list page costs the page, not the store.
// Nothing is evicted: the simulator refuses new payments at its capacity instead (simulator.js). `BoundedStore` is
// the idempotency keys' collection, bounded the same way: a key is purged once its 24 hours are over, and a new key is
// refused while the store is full (idempotency.js), never made room for by dropping one.
// Both report what a write changed to a `Changes` tracker, which the durable state (journal.js) drains.

/**
 * What changed since the last drain, per store. A record read (`get`) while a write is under way counts as changed:
 * handlers change the records they read in place.
 */
export class Changes {
  constructor() {
    /** Writes under way (requests other than GET, clock moves): reads inside them mark records changed. */
    this.writing = 0;
    /** Off until something (a journal) drains the changes, so that a simulator without one keeps nothing here. */
    this.on = false;
    /** @type {Map<object, Set<string>>} store → ids */
    this.changed = new Map();
  }

  /** @param {object} store @param {string} id */
  mark(store, id) {
    if (!this.on) return;
    const ids = this.changed.get(store) ?? new Set();
    this.changed.set(store, ids);
    ids.add(id);
  }

  /** The ids changed in `store` since the last call, forgotten here. @param {object} store @returns {string[]} */
  take(store) {
    const ids = this.changed.get(store);
    if (!ids) return [];
    this.changed.delete(store);
    return [...ids];
  }
}

/**
 * @template T
 * @typedef {{ [field: string]: (record: T) => unknown }} IndexedFields
 */

/** @param {unknown} value */
const indexKey = (value) => (value === undefined || value === null ? undefined : String(value).toLowerCase());

/** @template {{ createdAt?: number }} T */
export class RecordStore {
  /**
   * @param {{ changes?: Changes, indexed?: IndexedFields<T> }} [options] `indexed`: the plain filters to index,
   * compared as the lists compare them (as text, in any letter case)
   */
  constructor({ changes = new Changes(), indexed = {} } = {}) {
    /** @type {Map<string, T>} */
    this.records = new Map();
    /** Ids in creation order, and each id's place in it (a cursor seeks through this). */
    /** @type {string[]} */
    this.order = [];
    /** @type {Map<string, number>} */
    this.place = new Map();
    this.changes = changes;
    this.fields = indexed;
    /** @type {Map<string, Map<string, Set<string>>>} field → value → ids */
    this.indexes = new Map(Object.keys(indexed).map((field) => [field, new Map()]));
    /** @type {Map<string, Record<string, string | undefined>>} id → the values it is indexed under */
    this.indexedAs = new Map();
    /** Records read inside a write since the indexes were last brought up to date (their fields may have changed). */
    /** @type {Set<string>} */
    this.stale = new Set();
    /** Whether creation dates never go back along `order`, so a date range is found by binary search. */
    this.inTimeOrder = true;
    /** Records a list looked at: the work a list costs (tests assert on it instead of on time). */
    this.visited = 0;
  }

  /** @param {string} id @param {T} record */
  set(id, record) {
    if (!this.records.has(id)) {
      const last = this.order.length ? this.records.get(/** @type {string} */ (this.order.at(-1))) : undefined;
      if (last?.createdAt !== undefined && record.createdAt !== undefined && record.createdAt < last.createdAt)
        this.inTimeOrder = false;
      this.place.set(id, this.order.length);
      this.order.push(id);
    }
    this.records.set(id, record);
    this.reindex(id);
    this.changes.mark(this, id);
    return record;
  }

  /** A record; read inside a write it counts as changed (handlers change records in place). @param {string} id */
  get(id) {
    const record = this.records.get(id);
    if (record && this.changes.writing > 0) {
      this.changes.mark(this, id);
      if (this.indexes.size) this.stale.add(id);
    }
    return record;
  }

  /** A record changed in place without `get` (e.g. found through a list): kept and reindexed. @param {string} id */
  touch(id) {
    if (!this.records.has(id)) return;
    this.changes.mark(this, id);
    if (this.indexes.size) this.stale.add(id);
  }

  get size() {
    return this.records.size;
  }

  /** Every record, in creation order (a whole-store walk: loading, saving, rules that weigh every record). */
  values() {
    this.visited += this.records.size;
    return [...this.records.values()];
  }

  /** The records from place `from` to `to` (excluded) in creation order. @param {number} from @param {number} to */
  slice(from, to) {
    const ids = this.order.slice(Math.max(0, from), Math.max(0, to));
    this.visited += ids.length;
    return ids.map((id) => /** @type {T} */ (this.records.get(id)));
  }

  /** @param {string} id */
  placeOf(id) {
    return this.place.get(id);
  }

  /**
   * The ids indexed under `value` for `field`, or undefined when the field is not indexed.
   * @param {string} field @param {unknown} value @returns {string[] | undefined}
   */
  lookup(field, value) {
    const index = this.indexes.get(field);
    if (!index) return undefined;
    this.refresh();
    return [...(index.get(indexKey(value) ?? '') ?? [])];
  }

  /**
   * The places in `order` of the records created within [from, to], or undefined when records did not arrive in
   * time order (then the caller walks them all).
   * @param {number} from @param {number} to @returns {[number, number] | undefined}
   */
  createdBetween(from, to) {
    if (!this.inTimeOrder) return undefined;
    const first = (/** @type {(at: number) => boolean} */ past) => {
      let low = 0;
      let high = this.order.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        const record = this.records.get(/** @type {string} */ (this.order[middle]));
        this.visited++;
        if (past(record?.createdAt ?? 0)) high = middle;
        else low = middle + 1;
      }
      return low;
    };
    return [first((at) => at >= from), first((at) => at > to)];
  }

  /** Brings the indexes up to date for records read inside writes since the last time. */
  refresh() {
    for (const id of this.stale) this.reindex(id);
    this.stale.clear();
  }

  /** @param {string} id */
  reindex(id) {
    if (!this.indexes.size) return;
    const record = this.records.get(id);
    const before = this.indexedAs.get(id) ?? {};
    /** @type {Record<string, string | undefined>} */
    const now = {};
    for (const [field, read] of Object.entries(this.fields)) {
      const index = /** @type {Map<string, Set<string>>} */ (this.indexes.get(field));
      const value = record === undefined ? undefined : indexKey(read(record));
      now[field] = value;
      if (before[field] === value) continue;
      if (before[field] !== undefined) index.get(/** @type {string} */ (before[field]))?.delete(id);
      if (value === undefined) continue;
      const ids = index.get(value) ?? new Set();
      index.set(value, ids);
      ids.add(id);
    }
    this.indexedAs.set(id, now);
  }
}

/** @template T */
export class BoundedStore {
  /** @param {number} capacity @param {Changes} [changes] */
  constructor(capacity, changes = new Changes()) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError('capacity must be a whole number of at least 1');
    this.capacity = capacity;
    this.changes = changes;
    /** @type {Map<string, T>} */
    this.records = new Map();
  }

  /** @param {string} id @param {T} record */
  set(id, record) {
    this.records.delete(id);
    this.records.set(id, record);
    this.changes.mark(this, id);
    return record;
  }

  /** @param {string} id */
  get(id) {
    return this.records.get(id);
  }

  /** @param {string} id */
  delete(id) {
    this.changes.mark(this, id);
    return this.records.delete(id);
  }

  get size() {
    return this.records.size;
  }

  values() {
    return [...this.records.values()];
  }
}

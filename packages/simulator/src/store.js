// @ts-check
// A bounded collection: insertion-ordered, and when full the oldest record is evicted, so memory stays bounded
// however long the simulator runs (the cap is documented in docs/guides/simulator.md).

/** @template T */
export class BoundedStore {
  /** @param {number} capacity */
  constructor(capacity) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError('capacity must be a whole number of at least 1');
    this.capacity = capacity;
    /** @type {Map<string, T>} */
    this.records = new Map();
  }

  /** @param {string} id @param {T} record */
  set(id, record) {
    this.records.delete(id);
    this.records.set(id, record);
    while (this.records.size > this.capacity) {
      const oldest = this.records.keys().next().value;
      if (oldest === undefined) break;
      this.records.delete(oldest);
    }
    return record;
  }

  /** @param {string} id */
  get(id) {
    return this.records.get(id);
  }

  /** @param {string} id */
  delete(id) {
    return this.records.delete(id);
  }

  get size() {
    return this.records.size;
  }

  values() {
    return [...this.records.values()];
  }
}

// @ts-check
// The simulator's time. It follows the wall clock, offset by however far a test has moved it (`advance`, `set`):
// moving it runs every timer that falls due, in time order, so a test can expire a checkout, run a subscription
// cycle, confirm a direct debit or purge idempotency keys without waiting. Timers sit in a binary heap ordered by
// due time (no sort per request) and at most `capacity` are pending: past that a new one is refused and counted.

/** @typedef {{ at: number, run: () => void | Promise<void>, seq: number }} Timer */

/** The latest instant a JavaScript Date can hold (ECMAScript: ±8.64e15 ms). */
export const LATEST = 8.64e15;

/** @param {Timer} a @param {Timer} b */
const before = (a, b) => a.at < b.at || (a.at === b.at && a.seq < b.seq);

/** A min-heap of timers by due time, then by the order they were set. */
class TimerHeap {
  /** @type {Timer[]} */
  items = [];
  /** @param {Timer} timer */
  push(timer) {
    const items = this.items;
    items.push(timer);
    for (let i = items.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!before(/** @type {Timer} */ (items[i]), /** @type {Timer} */ (items[parent]))) break;
      [items[i], items[parent]] = [/** @type {Timer} */ (items[parent]), /** @type {Timer} */ (items[i])];
      i = parent;
    }
  }
  peek() {
    return this.items[0];
  }
  pop() {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length && last) {
      items[0] = last;
      for (let i = 0; ; ) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < items.length && before(/** @type {Timer} */ (items[left]), /** @type {Timer} */ (items[least])))
          least = left;
        if (right < items.length && before(/** @type {Timer} */ (items[right]), /** @type {Timer} */ (items[least])))
          least = right;
        if (least === i) break;
        [items[i], items[least]] = [/** @type {Timer} */ (items[least]), /** @type {Timer} */ (items[i])];
        i = least;
      }
    }
    return top;
  }
  get size() {
    return this.items.length;
  }
}

/** @param {{ now?: () => number, capacity?: number }} [options] */
export function createClock({ now = Date.now, capacity = 100_000 } = {}) {
  let offset = 0;
  let seq = 0;
  let refused = 0;
  const timers = new TimerHeap();
  const current = () => now() + offset;

  async function runDue() {
    for (let next = timers.peek(); next && next.at <= current(); next = timers.peek()) {
      timers.pop();
      await next.run();
    }
  }

  /** @param {number} ms @param {string} field the request field that gave it, for the error */
  function checkStep(ms, field) {
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
      throw new RangeError(`field '${field}' must be a finite number of milliseconds of at least 0`);
    if (current() + ms > LATEST)
      throw new RangeError(
        `field '${field}' would move the clock past ${new Date(LATEST).toISOString()}, the last date`,
      );
  }

  return {
    now: current,
    /**
     * Runs `run` once the clock reaches `at` (epoch ms); false when `capacity` timers are already pending.
     * @param {number} at @param {import('./clock.js').Timer['run']} run
     */
    at(at, run) {
      if (timers.size >= capacity) {
        refused++;
        return false;
      }
      timers.push({ at, run, seq: seq++ });
      return true;
    },
    /**
     * Moves the clock `ms` forward, stopping at each timer's due time so that it runs at the instant it was set for
     * (a subscription cycle due on the 8th, reached by a jump to the 17th, is captured on the 8th, not the 17th).
     * @param {number} ms @param {string} [field]
     */
    async advance(ms, field = 'advanceMs') {
      checkStep(ms, field);
      const target = current() + ms;
      for (let next = timers.peek(); next && next.at <= target; next = timers.peek()) {
        if (next.at > current()) offset += next.at - current();
        timers.pop();
        await next.run();
      }
      if (target > current()) offset += target - current();
      return current();
    },
    /** @param {number} epochMs @param {string} [field] */
    async set(epochMs, field = 'to') {
      if (!Number.isFinite(epochMs)) throw new RangeError(`field '${field}' must be a date-time`);
      if (epochMs < current()) throw new RangeError(`field '${field}' is in the past: the clock only moves forward`);
      return this.advance(epochMs - current(), field);
    },
    /** Starts from a saved instant (a loaded state); never backwards. @param {number} epochMs */
    resume(epochMs) {
      if (Number.isFinite(epochMs) && epochMs > current() && epochMs <= LATEST) offset += epochMs - current();
    },
    /** Runs timers that fell due with the wall clock. */
    tick: runDue,
    pending: () => timers.size,
    /** Timers refused because `capacity` were pending. */
    refused: () => refused,
  };
}

/** @typedef {ReturnType<typeof createClock>} Clock */

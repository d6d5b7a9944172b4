// @ts-check
// The simulator's time. It follows the wall clock, offset by however far a test has moved it (`advance`, `set`):
// moving it runs every timer that falls due, in time order, so a test can expire a checkout, run a subscription
// cycle, confirm a direct debit or purge idempotency keys without waiting. Timers sit in a binary heap ordered by
// due time (no sort per request) and at most `capacity` are pending: past that a new one is refused and counted.
// A move is bounded (docs/guides/simulator.md): at most 100 years, at most MAX_TIMERS_PER_MOVE timers fired (then it
// stops where it is and says so), and it yields to the event loop every TIMERS_PER_TURN timers, so requests, the
// deliveries it starts and Ctrl-C (`halt`) are served mid-jump.

import { nextTurn } from './platform/turn.js';

/** @typedef {{ at: number, run: () => void | Promise<void>, seq: number }} Timer */

/**
 * The latest instant the clock reaches: 9999-01-01, so that every date the simulator derives from it (a reference
 * expiring in 30 days, a refund window of 12 months) still has the four-digit year the interface's formats need.
 */
export const LATEST = Date.UTC(9999, 0, 1);
/** The longest single move: 100 years (36 500 days). */
export const MAX_STEP_MS = 36_500 * 86_400_000;
/** The most timers one move (or one wall-clock tick) fires; past it the move stops and is refused. */
export const MAX_TIMERS_PER_MOVE = 10_000;
/** Timers fired between two turns of the event loop. */
export const TIMERS_PER_TURN = 64;

const iso = (/** @type {number} */ ms) => new Date(ms).toISOString();

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
  let halted = false;
  const current = () => now() + offset;

  /**
   * Runs the timers due by `target` in time order, moving the clock to each one's instant when `move` is set;
   * bounded as the module's header says.
   * @param {() => number} target @param {boolean} move
   */
  async function runUntil(target, move) {
    let fired = 0;
    for (let next = timers.peek(); next && next.at <= target(); next = timers.peek()) {
      if (halted) throw new RangeError(`the simulator is stopping: the clock stopped at ${iso(current())}`);
      if (fired === MAX_TIMERS_PER_MOVE)
        throw new RangeError(
          `the move would fire more than ${MAX_TIMERS_PER_MOVE} timers, the most one move may; the clock stopped at ${iso(current())} (move it again to go on)`,
        );
      if (move && next.at > current()) offset += next.at - current();
      timers.pop();
      await next.run();
      if (++fired % TIMERS_PER_TURN === 0) await nextTurn();
    }
  }

  /** @param {number} ms @param {string} field the request field that gave it, for the error */
  function checkStep(ms, field) {
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
      throw new RangeError(`field '${field}' must be a finite number of milliseconds of at least 0`);
    if (ms > MAX_STEP_MS) throw new RangeError(`field '${field}' must be at most ${MAX_STEP_MS} (100 years)`);
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
      await runUntil(() => target, true);
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
    /** Runs timers that fell due with the wall clock (past the cap, the rest run at the next tick). */
    async tick() {
      await runUntil(current, false).catch((error) => {
        if (!(error instanceof RangeError)) throw error;
      });
    },
    /** Stops every move under way (at its next timer) and refuses new ones: the simulator is stopping. */
    halt() {
      halted = true;
    },
    pending: () => timers.size,
    /** Timers refused because `capacity` were pending. */
    refused: () => refused,
  };
}

/** @typedef {ReturnType<typeof createClock>} Clock */

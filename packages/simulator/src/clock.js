// @ts-check
// The simulator's time. It follows the wall clock, offset by however far a test has moved it (`advance`, `set`):
// moving it runs every timer that falls due, in time order, so a test can expire a checkout, run a subscription
// cycle, confirm a direct debit or purge idempotency keys without waiting.

/** @typedef {{ at: number, run: () => void | Promise<void>, seq: number }} Timer */

export function createClock(/** @type {{ now?: () => number }} */ { now = Date.now } = {}) {
  let offset = 0;
  let seq = 0;
  /** @type {Timer[]} */
  const timers = [];
  const current = () => now() + offset;

  async function runDue() {
    for (;;) {
      timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = timers[0];
      if (!next || next.at > current()) return;
      timers.shift();
      await next.run();
    }
  }

  return {
    now: current,
    /** Runs `run` once the clock reaches `at` (epoch ms). @param {number} at @param {Timer['run']} run */
    at(at, run) {
      timers.push({ at, run, seq: seq++ });
    },
    /** @param {number} ms */
    async advance(ms) {
      if (!(ms >= 0)) throw new RangeError('ms must be a number of at least 0');
      offset += ms;
      await runDue();
      return current();
    },
    /** @param {number} epochMs */
    async set(epochMs) {
      if (!Number.isFinite(epochMs) || epochMs < current()) throw new RangeError('the clock only moves forward');
      return this.advance(epochMs - current());
    },
    /** Runs timers that fell due with the wall clock. */
    tick: runDue,
    pending: () => timers.length,
  };
}

/** @typedef {ReturnType<typeof createClock>} Clock */

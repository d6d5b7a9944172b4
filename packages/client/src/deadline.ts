// One deadline per call, and waits that end early when it passes or the caller aborts.

/**
 * The deadline of a call: passed when `ms` have gone by or the caller's signal aborted. Its AbortSignal, and the
 * timer that fires it, are made when something first reads the signal. It holds no closure of its own: the timer
 * gets the deadline as its argument, and the caller's signal calls it as an event listener (`handleEvent`).
 */
export class Deadline {
  #controller: AbortController | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #fired = false;
  readonly #endsAt: number;
  readonly #caller: AbortSignal | undefined;

  constructor(caller: AbortSignal | undefined, ms: number) {
    this.#caller = caller;
    this.#endsAt = performance.now() + ms;
  }

  /** Aborts when the deadline passes or the caller aborts. */
  get signal(): AbortSignal {
    if (!this.#controller) {
      this.#controller = new AbortController();
      const left = this.#endsAt - performance.now();
      // A timer may fire a little before performance.now() reaches #endsAt: once it has, the deadline has passed.
      if (left <= 0) expire(this);
      else this.#timer = setTimeout(expire, left, this);
      if (this.#caller?.aborted) this.handleEvent();
      else this.#caller?.addEventListener('abort', this, { once: true });
    }
    return this.#controller.signal;
  }

  get passed(): boolean {
    return this.#fired || performance.now() >= this.#endsAt || this.#caller?.aborted === true;
  }

  /** Milliseconds until the deadline (0 once passed): no wait of the call may be longer. */
  get left(): number {
    return this.passed ? 0 : this.#endsAt - performance.now();
  }

  /**
   * `work` (a try), or a rejection with the caller's reason or a TimeoutError once the deadline passes, whether or
   * not the fetch doing the work reads the signal (issue 36: a caller's fetch that ignored it waited past any
   * deadline). What the work yields after that is handed to `late`, to be discarded.
   */
  race<T>(work: Promise<T>, late: (value: T) => void): Promise<T> {
    const { signal } = this;
    return new Promise<T>((resolve, reject) => {
      const stop = () => reject(signal.reason);
      if (signal.aborted) stop();
      signal.addEventListener('abort', stop);
      work
        .then((value) => (signal.aborted ? late(value) : resolve(value)), reject)
        .finally(() => signal.removeEventListener('abort', stop));
    });
  }

  /** The caller aborted. */
  handleEvent() {
    this.#controller?.abort(this.#caller?.reason);
  }

  static expire(deadline: Deadline) {
    deadline.#fired = true;
    deadline.#controller?.abort(new DOMException('The call took longer than timeoutMs.', 'TimeoutError'));
  }

  end() {
    clearTimeout(this.#timer);
    this.#caller?.removeEventListener('abort', this);
  }
}

const { expire } = Deadline;

export const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', abort, { once: true });
  });

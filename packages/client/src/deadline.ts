// One deadline per call, and waits that end early when it passes or the caller aborts.

/**
 * The deadline of a call: passed when `ms` have gone by or the caller's signal aborted. Its AbortSignal is made when
 * something first reads it; the timer that ends the call is armed by the first `race` or read of the signal. It
 * holds no closure of its own: the timer gets the deadline as its argument, and the caller's signal calls it as an
 * event listener (`handleEvent`).
 */
export class Deadline {
  #controller: AbortController | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #fired = false;
  /** Rejects the try being raced (`race`), when there is one. */
  #racer: ((reason: unknown) => void) | undefined;
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
      if (this.#fired) this.#controller.abort(timeout());
      else if (this.#caller?.aborted) this.#controller.abort(this.#caller.reason);
      this.#arm();
    }
    return this.#controller.signal;
  }

  get passed(): boolean {
    return this.#fired || performance.now() >= this.#endsAt || this.#caller?.aborted === true;
  }

  /** Milliseconds until the deadline (0 once passed): no wait of the call may be longer. */
  get left(): number {
    return this.passed ? 0 : Math.max(0, this.#endsAt - performance.now());
  }

  /**
   * `work` (a try), or a rejection with the caller's reason or a TimeoutError as soon as the deadline passes, whether
   * or not the fetch doing the work reads the signal (issue 36: a caller's fetch that ignored it waited past any
   * deadline). What the work yields after that is handed to `late`, to be discarded.
   */
  race<T>(work: Promise<T>, late: (value: T) => void): Promise<T> {
    this.#arm();
    return new Promise<T>((resolve, reject) => {
      let lost = false;
      const racer = (reason: unknown) => {
        lost = true;
        reject(reason);
      };
      this.#racer = racer;
      work.then(
        (value) => {
          if (this.#racer === racer) this.#racer = undefined;
          if (lost) late(value);
          else resolve(value);
        },
        (error) => {
          if (this.#racer === racer) this.#racer = undefined;
          reject(error);
        },
      );
      if (this.#fired || this.#caller?.aborted) this.#end(this.#caller?.aborted ? this.#caller.reason : timeout());
    });
  }

  /** Starts the timer and listens to the caller's signal, once. */
  #arm() {
    if (this.#timer !== undefined || this.#fired) return;
    const left = this.#endsAt - performance.now();
    // A timer may fire a little before performance.now() reaches #endsAt: once it has, the deadline has passed.
    if (left <= 0) return expire(this);
    this.#timer = setTimeout(expire, left, this);
    if (this.#caller?.aborted) this.handleEvent();
    else this.#caller?.addEventListener('abort', this, { once: true });
  }

  #end(reason: unknown) {
    this.#controller?.abort(reason);
    this.#racer?.(reason);
    this.#racer = undefined;
  }

  /** The caller aborted. */
  handleEvent() {
    this.#end(this.#caller?.reason);
  }

  static expire(deadline: Deadline) {
    deadline.#fired = true;
    deadline.#end(timeout());
  }

  end() {
    clearTimeout(this.#timer);
    this.#caller?.removeEventListener('abort', this);
  }
}

const timeout = () => new DOMException('The call took longer than timeoutMs.', 'TimeoutError');
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

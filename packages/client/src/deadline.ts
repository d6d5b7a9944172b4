// One deadline per call, and waits that end early when it passes or the caller aborts.

/**
 * The deadline of a call: passed when `ms` have gone by or the caller's signal aborted. Its AbortSignal, and the
 * timer that fires it, are made only when something reads the signal (the global fetch does; a stubbed fetch may
 * not): the profile of issue 14 showed an AbortController and a timer per call costing a tenth of a stubbed call.
 */
export class Deadline {
  #controller: AbortController | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #endsAt: number;
  readonly #caller: AbortSignal | undefined;
  readonly #forward = () => this.#controller?.abort(this.#caller?.reason);
  #fired = false;
  // A timer may fire a little before performance.now() reaches #endsAt: once it has, the deadline has passed.
  readonly #expire = () => {
    this.#fired = true;
    this.#controller?.abort(new DOMException('The call took longer than timeoutMs.', 'TimeoutError'));
  };

  constructor(caller: AbortSignal | undefined, ms: number) {
    this.#caller = caller;
    this.#endsAt = performance.now() + ms;
  }

  /** Aborts when the deadline passes or the caller aborts. */
  get signal(): AbortSignal {
    if (!this.#controller) {
      this.#controller = new AbortController();
      const left = this.#endsAt - performance.now();
      if (left <= 0) this.#expire();
      else this.#timer = setTimeout(this.#expire, left);
      if (this.#caller?.aborted) this.#forward();
      else this.#caller?.addEventListener('abort', this.#forward, { once: true });
    }
    return this.#controller.signal;
  }

  get passed(): boolean {
    return this.#fired || performance.now() >= this.#endsAt || this.#caller?.aborted === true;
  }

  end() {
    clearTimeout(this.#timer);
    this.#caller?.removeEventListener('abort', this.#forward);
  }
}

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

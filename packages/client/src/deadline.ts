// One deadline per call, and waits that end early when it passes or the caller aborts.

/**
 * The deadline of a call: passed when `ms` have gone by or the caller's signal aborted. Its AbortSignal is made
 * only when something reads it (the global fetch does; a stubbed fetch may not): the profile of issue 14 showed
 * an AbortController per call costing more than a tenth of a stubbed call.
 */
export class Deadline {
  #controller: AbortController | undefined;
  #reason: unknown;
  #expired = false;
  readonly #timer: ReturnType<typeof setTimeout>;
  readonly #caller: AbortSignal | undefined;
  readonly #forward = () => this.#controller?.abort(this.#caller?.reason);

  constructor(caller: AbortSignal | undefined, ms: number) {
    this.#caller = caller;
    this.#timer = setTimeout(() => {
      this.#expired = true;
      this.#reason = new DOMException('The call took longer than timeoutMs.', 'TimeoutError');
      this.#controller?.abort(this.#reason);
    }, ms);
  }

  /** Aborts when the deadline passes or the caller aborts. */
  get signal(): AbortSignal {
    if (!this.#controller) {
      this.#controller = new AbortController();
      if (this.#expired) this.#controller.abort(this.#reason);
      else if (this.#caller?.aborted) this.#forward();
      else this.#caller?.addEventListener('abort', this.#forward, { once: true });
    }
    return this.#controller.signal;
  }

  get passed(): boolean {
    return this.#expired || this.#caller?.aborted === true;
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

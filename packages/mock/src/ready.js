// @ts-check
// Whether Prism is there to answer. The public port is bound before Prism starts (so that a busy port fails at once,
// naming itself) and Prism is started again if it stops; in both gaps a request used to be forwarded to nothing and
// answered 502 (issue 36: 5 965 of 10 209 requests of a run started when the port first answered). Now a request
// waits for Prism to listen; while Prism cannot be started, it is answered 503 with Retry-After (Errors rule 4: 503
// is transient), and the mock tries again after that many seconds.

/** Seconds a request is told to wait (Retry-After) while Prism cannot be started; also the wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export function createReadiness() {
  /** @type {Promise<boolean>} */
  let ready = Promise.resolve(false);
  /** @type {((up: boolean) => void) | undefined} */
  let settle;
  const readiness = {
    /** Resolves true once Prism listens, false while it cannot be started. */
    wait: () => ready,
    /** Prism is being started: requests from now on wait for it. */
    starting() {
      if (settle) return;
      ready = new Promise((resolve) => {
        settle = resolve;
      });
    },
    /** @param {boolean} up Prism listens (true) or could not be started (false) */
    settled(up) {
      if (!settle) ready = Promise.resolve(up);
      settle?.(up);
      settle = undefined;
    },
  };
  readiness.starting();
  return readiness;
}

// @ts-check
// A turn of the event loop (what waits, I/O included, is served before the promise resolves): setImmediate where the
// runtime has it (Node, Bun); a MessageChannel message elsewhere (browsers, workers, Deno), a task that is not
// clamped to 4 ms as a nested setTimeout is.

/** @returns {Promise<void>} */
export function nextTurn() {
  const immediate = /** @type {((callback: () => void) => unknown) | undefined} */ (
    /** @type {any} */ (globalThis).setImmediate
  );
  if (typeof immediate === 'function') return new Promise((resolve) => immediate(resolve));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

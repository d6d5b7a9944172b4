// @ts-check
// @payments-contract/simulator/browser: the simulator in process on any runtime with `fetch` and WebCrypto — a
// browser page or Web Worker, Deno, Bun, Node — with nothing from `node:` (a test bundles it for the browser and fails
// naming any). `createSimulator(options).fetch` takes a Request and answers a Response, as the service would. The
// HTTP server, the journal file and the CLI are Node's, in the package's main entry.

export { RETRY_DELAYS_MS } from './notifications.js';
export { SANDBOX } from './resources/sandbox.js';
export { createSimulator, DEFAULT_ACCOUNTS } from './simulator.js';
export { signWithTestKey, TEST_PRIVATE_KEY, TEST_PUBLIC_KEY } from './test-key.js';

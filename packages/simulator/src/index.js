// @ts-check
// @payments-contract/simulator: a stateful simulator of the payments service 2.0, in process (`createSimulator()`,
// whose `fetch` a client can use) or over HTTP on loopback (`startSimulator()`, `payments-simulator`).

export { main } from './cli.js';
export { RETRY_DELAYS_MS } from './notifications.js';
export { SANDBOX } from './resources/sandbox.js';
export { startSimulator } from './server.js';
export { createSimulator, DEFAULT_ACCOUNTS } from './simulator.js';
export { signWithTestKey, TEST_PRIVATE_KEY, TEST_PUBLIC_KEY } from './test-key.js';
export { testSignature } from './test-signature.js';

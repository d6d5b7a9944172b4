// The simulator in a browser page behind MSW's service worker: the page's requests to the sandbox's URL never leave
// it. The worker script is msw's own mockServiceWorker.js, served at the page's root (msw's `init` command copies it
// into the public folder). Run in Chromium by test/runtimes/simulator-browser.e2e.test.ts.
// #region msw-browser
import { createSimulator } from '@payments-contract/simulator/browser';
import { handlers } from '@payments-contract/simulator/msw';
import { setupWorker } from 'msw/browser';

/** Starts the sandbox in the page; `worker.stop()` ends it. */
export async function startSandbox(simulator = createSimulator()) {
  const worker = setupWorker(...handlers(simulator));
  await worker.start({ onUnhandledRequest: 'bypass' });
  return worker;
}
// #endregion msw-browser

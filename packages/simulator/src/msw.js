// @ts-check
// @payments-contract/simulator/msw: Mock Service Worker request handlers answered by a simulator, so that an
// unmodified client pointed at the sandbox's URL gets a stateful sandbox in a test, a Storybook story or a page, in
// Node (`msw/node`'s setupServer) or a browser (`msw/browser`'s setupWorker). `msw` is the user's (an optional peer
// dependency); this entry imports nothing from `node:`.
import { HttpResponse, http } from 'msw';
import { DroppedConnection } from './faults.js';
import { spec } from './spec.js';

/**
 * The sandbox's URL as the spec gives it: the `x-environment: sandbox` server with its host variable's default
 * (`https://sandbox.payments.example/2.0`; the interface gives no host, so a client is configured with the one issued).
 */
export const SANDBOX_URL = (() => {
  const server = spec.servers.find((/** @type {any} */ s) => s['x-environment'] === 'sandbox');
  return String(server.url).replace(/\{(\w+)\}/g, (_, name) => server.variables[name].default);
})();

/**
 * The handlers that answer every request under `baseUrl` (the operations, and the simulator's control routes at
 * `/__simulator/...` under it or at its origin) with `simulator.fetch`. A fault that drops the connection is a
 * network error, as a real dropped connection is to `fetch`. Requests elsewhere are left to the other handlers.
 * @param {{ fetch: (request: Request) => Promise<Response> }} simulator a `createSimulator()` (either entry)
 * @param {{ baseUrl?: string }} [options] `baseUrl`: the URL the client is configured with (default SANDBOX_URL)
 */
export function handlers(simulator, { baseUrl = SANDBOX_URL } = {}) {
  let base;
  try {
    base = new URL(baseUrl);
  } catch {
    throw new TypeError(
      `option 'baseUrl' must be an absolute URL (https://host/2.0), not ${String(baseUrl).slice(0, 80)}`,
    );
  }
  if (base.search || base.hash) throw new TypeError(`option 'baseUrl' must have no query or fragment: ${baseUrl}`);
  const prefix = `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
  /** @type {import('msw').HttpResponseResolver} */
  const answer = async ({ request }) => {
    try {
      return await simulator.fetch(request);
    } catch (error) {
      if (error instanceof DroppedConnection) return HttpResponse.error();
      throw error;
    }
  };
  // Regular expressions without a capture group, not msw's path patterns: msw decodes a pattern's parameters with
  // decodeURIComponent, which throws on a malformed escape (`/single/%E0%A4%A`) and answers 500 with a stack; the
  // simulator answers such a path itself (the fuzzing suite through this adapter found it).
  const literally = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const paths = [new RegExp(`^${literally(prefix)}/`)];
  if (base.origin !== prefix) paths.push(new RegExp(`^${literally(base.origin)}/__simulator/`));
  return paths.map((path) => http.all(path, answer));
}

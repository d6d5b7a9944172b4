// @ts-check
// Issue 39. (1) The simulator's browser bundle: its browser entry (the simulator, the spec it reads its rules from,
// the generated validators and Ajv, @noble/hashes), bundled by esbuild for the browser, minified and gzipped, beside
// its two largest parts bundled alone (the spec document, all validators). (2) What a call through the MSW handlers
// costs against the same call with the simulator's `fetch` passed to the client: GET /system/ping through the client,
// operations per second, interleaved rounds.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createPaymentsClient } from '@payments-contract/client';
import { build } from 'esbuild';
import { setupServer } from 'msw/node';
import { createSimulator } from '../../packages/simulator/src/browser.js';
import { handlers } from '../../packages/simulator/src/msw.js';
import { row, summarise, throughput } from './stats.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The budget of the browser bundle, min+gz. Measured at 160 kB when set (issue 39; 143 kB with the Node imports
 * left out, before the spec and the hash came in): about 85% of it is the spec document, the generated validators and
 * Ajv, which the simulator must carry to answer as the spec says (one source for each rule), so the budget is what
 * was measured with room for the spec to grow by a tenth, and a larger step fails it. It is loaded only when a page
 * uses it (the docs' "Try it" panel, in a Web Worker), never with a page's first paint.
 */
export const BROWSER_BUNDLE_BUDGET = 180 * 1024;

/** @param {string} contents @param {string} loader @returns {Promise<number>} gzipped bytes */
async function browserSize(contents, loader = 'js') {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: /** @type {import('esbuild').Loader} */ (loader) },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles?.[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
}

const once = (/** @type {string} */ label, /** @type {number} */ bytes) => summarise(label, [bytes]);

export async function measureSimulatorBrowser() {
  const bundle = once(
    'simulator browser entry',
    await browserSize(`export * from './packages/simulator/src/browser.js';`),
  );
  const spec = once(
    'the spec document alone',
    await browserSize(`import spec from './packages/spec/openapi.json' with { type: 'json' }; export default spec;`),
  );
  const validators = once('all validators', await browserSize(`export * from './packages/validators/src/index.js';`));

  const credentials = { accountId: 'simulator-account', apiKey: 'simulator-key' };
  const baseUrl = 'https://sandbox.payments.example/2.0';
  const direct = createSimulator();
  const passed = createPaymentsClient({ baseUrl, ...credentials, fetch: direct.fetch });
  const server = setupServer(...handlers(createSimulator(), { baseUrl }));
  server.listen({ onUnhandledRequest: 'error' });
  const intercepted = createPaymentsClient({ baseUrl, ...credentials });
  let perCall;
  try {
    perCall = await throughput(
      {
        'fetch passed to the client': () => passed.GET('/system/ping'),
        'through the MSW handlers (msw/node)': () => intercepted.GET('/system/ping'),
      },
      { rounds: 5, time: 400 },
    );
  } finally {
    server.close();
  }
  const viaFetch = /** @type {import('./stats.js').Measure} */ (perCall['fetch passed to the client']);
  const viaMsw = /** @type {import('./stats.js').Measure} */ (perCall['through the MSW handlers (msw/node)']);
  return [
    row({
      figure: 'Size: the simulator browser bundle (simulator, spec, validators; min+gz)',
      unit: 'bytes',
      ours: bundle,
      peers: [spec, validators],
      target: {
        text: `under ${BROWSER_BUNDLE_BUDGET / 1024} kB`,
        test: (_ratio, ours) => ours < BROWSER_BUNDLE_BUDGET,
      },
    }),
    row({
      figure: 'Simulator calls through the MSW handlers (GET /system/ping via the client, ops/s)',
      unit: 'ops/s',
      ours: viaMsw,
      peers: [viaFetch],
    }),
  ];
}

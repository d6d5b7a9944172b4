// The simulator in Chromium (issue 39): its browser entry, bundled by esbuild for the browser, runs the lifecycle
// program (simulator-lifecycle.js) on a loopback page's main thread and in a module Web Worker, and reports what every
// other runtime reports. Nothing in the page reaches the network: every request the page makes is to its own origin.
// And the MSW entry behind msw/browser's service worker answers the page's unmodified client at the sandbox's URL.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, launchChromium } from '../helpers/chromium.js';
import { patience } from '../helpers/patience.js';
import { ensureBuilt, expectedLifecycle } from './fixture.js';

const present = existsSync(CHROMIUM);
if (!present && process.env.CI) throw new Error(`${CHROMIUM} is missing: install Debian's chromium`);

let browser: Browser;
let server: Server;
let origin: string;
const scripts = new Map<string, string>();

/** The browser bundle of a program in this folder, as esbuild makes it for a page (no Node built-in resolves). */
async function bundle(file: string) {
  const built = await build({
    entryPoints: [new URL(`./${file}`, import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    minify: true,
  });
  return built.outputFiles[0]?.text ?? '';
}

beforeAll(async () => {
  if (!present) return;
  await ensureBuilt();
  const [page, worker, msw] = await Promise.all([
    bundle('simulator-lifecycle.js'),
    bundle('simulator-worker.js'),
    bundle('simulator-msw-page.js'),
  ]);
  scripts.set('/lifecycle.js', page);
  scripts.set('/worker.js', worker);
  scripts.set('/msw-page.js', msw);
  // the worker script of the msw package installed, as its docs have an app serve it (`npx msw init`)
  scripts.set(
    '/mockServiceWorker.js',
    readFileSync(new URL('../../node_modules/msw/lib/mockServiceWorker.js', import.meta.url), 'utf8'),
  );
  server = createServer((request, response) => {
    const script = scripts.get(request.url ?? '');
    if (script !== undefined) response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>simulator</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, patience(120_000));

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  server?.close();
});

/** A new tab on the loopback page, with the requests it made and the errors it threw. */
async function openPage() {
  const tab = await browser.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  tab.on('pageerror', (error) => errors.push(String(error)));
  tab.on('request', (request) => requests.push(request.url()));
  await tab.goto(`${origin}/`);
  return { tab, errors, offOrigin: () => requests.filter((url) => !url.startsWith(`${origin}/`)) };
}

describe.skipIf(!present)('the simulator in Chromium', () => {
  it(
    'runs the lifecycle on the main thread as every other runtime does',
    async () => {
      const { tab, errors, offOrigin } = await openPage();
      // A string, so that vitest does not rewrite the page's own dynamic import.
      const summary = await tab.evaluate(`import('/lifecycle.js').then(({ lifecycle }) => lifecycle())`);
      expect(summary).toEqual(expectedLifecycle);
      expect(errors).toEqual([]);
      expect(offOrigin()).toEqual([]);
    },
    patience(60_000),
  );

  it(
    'runs the lifecycle in a Web Worker as every other runtime does',
    async () => {
      const { tab, errors, offOrigin } = await openPage();
      const posted = await tab.evaluate(
        `new Promise((resolve) => { const worker = new Worker('/worker.js', { type: 'module' }); worker.onmessage = (event) => resolve(event.data); worker.onerror = (event) => resolve({ error: event.message }); })`,
      );
      expect(posted).toEqual({ summary: expectedLifecycle });
      expect(errors).toEqual([]);
      expect(offOrigin()).toEqual([]);
    },
    patience(60_000),
  );

  it(
    "answers the page's unmodified client at the sandbox's URL through MSW's service worker",
    async () => {
      const { tab, errors } = await openPage();
      const summary = await tab.evaluate(`import('/msw-page.js').then(({ withServiceWorker }) => withServiceWorker())`);
      expect(summary).toEqual({
        created: { status: 201, id: '02ff152c-0fdc-4f12-ba16-9e5eb2f38b96' },
        replay: 'true',
        read: { status: 200, state: 'authorised', value: 30 },
        capture: 201,
        refund: 201,
        clock: { status: 200, day: '2030-01-07' },
      });
      expect(errors).toEqual([]);
    },
    patience(60_000),
  );
});

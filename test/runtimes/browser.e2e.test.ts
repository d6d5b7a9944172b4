// The client in a real browser (issue 14: every call failed there with "Illegal invocation"): the smoke program,
// bundled by esbuild for the browser, runs in Debian's Chromium (playwright-core) on a loopback page and calls the
// mock on loopback, which answers cross-origin. The bundle must hold no Node built-in.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, launchChromium } from '../helpers/chromium.js';
import { patience } from '../helpers/patience.js';
import { expectedSummary, startSmokeFixture } from './fixture.js';

const present = existsSync(CHROMIUM);
if (!present && process.env.CI) throw new Error(`${CHROMIUM} is missing: install Debian's chromium`);

let fixture: Awaited<ReturnType<typeof startSmokeFixture>>;
let browser: Browser;
let page: Server;
let bundle: { code: string; inputs: string[] };

beforeAll(async () => {
  if (!present) return;
  const [started, built] = await Promise.all([
    startSmokeFixture(),
    build({
      entryPoints: [new URL('./smoke.js', import.meta.url).pathname],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      metafile: true,
      minify: true,
    }),
  ]);
  fixture = started;
  bundle = { code: built.outputFiles[0]?.text ?? '', inputs: Object.keys(built.metafile.inputs) };
  page = createServer((request, response) => {
    if (request.url === '/smoke.js') response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle.code);
    else response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>smoke</title>');
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  browser = await launchChromium();
}, patience(120_000));

afterAll(async () => {
  await browser?.close();
  page?.closeAllConnections();
  page?.close();
  await fixture?.stop();
});

describe.skipIf(!present)('the bundled client in Chromium', () => {
  it('holds no Node built-in', () => {
    expect(bundle.inputs.filter((input) => input.startsWith('node:'))).toEqual([]);
    expect(bundle.code).not.toMatch(/from\s*["']node:/);
  });

  it(
    'calls the mock, validates and parses a notification as every other runtime does',
    async () => {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(String(error)));
      const { port } = page.address() as AddressInfo;
      await tab.goto(`http://127.0.0.1:${port}/`);
      // A string, so that vitest does not rewrite the page's own dynamic import.
      const summary = await tab.evaluate(
        `import('/smoke.js').then(({ smoke }) => smoke(${JSON.stringify(fixture.input)}))`,
      );
      expect(summary).toEqual(expectedSummary);
      expect(errors).toEqual([]);
    },
    patience(60_000),
  );
});

// The hosted docs page in a real browser: Debian's Chromium driven by playwright-core opens docs/site/index.html from
// disk, finds every operation and the three notifications in the navigation, expands a schema, records no console
// error and no request leaving the machine, and saves a screenshot under test/artifacts/.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocs, SITE } from '../../docs/build.js';
import { freshBundle, type Node, operations } from '../helpers/spec.js';

const CHROMIUM = '/usr/bin/chromium';
const present = existsSync(CHROMIUM);
if (!present && process.env.CI)
  throw new Error(`${CHROMIUM} is missing: .ci/run installs it with 'apt-get install -y chromium'`);

const outside: string[] = [];
const consoleErrors: string[] = [];
let browser: Browser;
let page: Page;
let document: Node;

beforeAll(async () => {
  if (!present) return;
  document = (await freshBundle()).document;
  if (!existsSync(SITE)) await buildDocs();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    chromiumSandbox: false,
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (/^(file|data|blob):/.test(url)) return route.continue();
    outside.push(url);
    return route.abort();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  await page.goto(`file://${SITE}`);
  await page.getByText('Payment kinds and methods', { exact: true }).first().waitFor();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!present)('the docs page, opened from disk', () => {
  it('lists every operation and the three notifications, tag by tag', async () => {
    const listed = new Set<string>();
    for (const tag of document.tags.map((t: Node) => t.name)) {
      // .last(): an introduction section may share a tag's name ("Notifications"); the tag comes after it.
      await page.locator('[data-component-name="Menu/MenuItem"]').getByText(tag, { exact: true }).last().click();
      await page.waitForTimeout(150);
      for (const text of await page.locator('[data-component-name="Menu/MenuItem"]').allTextContents())
        listed.add(text.trim());
    }
    const missing = [...operations(document)]
      .map(({ method, operation }) => `${operation.summary}${method}`)
      .filter((entry) => ![...listed].some((text) => text.toLowerCase() === entry.toLowerCase()));
    expect(missing).toEqual([]);
    expect([...operations(document)]).toHaveLength(47);
  }, 60_000);

  it('shows the interface guidance as introduction sections', async () => {
    for (const section of [
      'Authentication',
      'Idempotency and retries',
      'Pagination and interval filters',
      'Limits and refund windows',
      'The checkout client',
      'The sandbox',
    ]) {
      await expect(
        page.locator('[data-component-name="Menu/MenuItem"]').getByText(section, { exact: true }).first().isVisible(),
      ).resolves.toBe(true);
    }
  });

  it('expands a schema', async () => {
    await page
      .locator('[data-component-name="Menu/MenuItem"]')
      .getByText('Single payments', { exact: true })
      .last()
      .click();
    await page.getByText('Create a single payment', { exact: true }).first().click();
    const nested = page.getByText('phone_indicative', { exact: true });
    await expect(nested.first().isVisible()).resolves.toBe(false);
    await page.getByText('Show 6 properties').first().click();
    await nested.first().waitFor({ state: 'visible', timeout: 5000 });
    await mkdir(new URL('../artifacts', import.meta.url), { recursive: true });
    await page.screenshot({ path: new URL('../artifacts/docs-page.png', import.meta.url).pathname, fullPage: false });
  }, 30_000);

  it('records no console error and no request leaving the machine', () => {
    expect(consoleErrors).toEqual([]);
    expect(outside).toEqual([]);
  });
});

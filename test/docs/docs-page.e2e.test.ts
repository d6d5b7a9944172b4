// The hosted docs page in a real browser: Debian's Chromium driven by playwright-core opens docs/site/index.html from
// disk, finds every operation and the three notifications in the navigation, a TypeScript and a curl sample on a
// spread of operations (every one is checked in the bundle) and a handler sample on every notification, the guides as sections, a readable footer badge; records no
// console error and no request leaving the machine; saves screenshots and the measured time to usable (never
// asserted: a timed test flakes under load; `npm run bench docs` compares it) under test/artifacts/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocs, SITE } from '../../docs/build.js';
import { withGuides } from '../../docs/guides.js';
import { CHROMIUM, launchChromium } from '../helpers/chromium.js';
import { patience } from '../helpers/patience.js';
import { freshBundle, type Node, operations } from '../helpers/spec.js';
import index from '../spec/data/interface-operations.json' with { type: 'json' };
import { timeToUsable } from './time-to-usable.js';

const present = existsSync(CHROMIUM);
if (!present && process.env.CI)
  throw new Error(`${CHROMIUM} is missing: .ci/run installs it with 'apt-get install -y chromium'`);

// Each run writes here (ignored by git); test/artifacts/ itself keeps the committed screenshot and timing.
const artifacts = new URL('../artifacts/latest/', import.meta.url).pathname;
const guidesFolder = new URL('../../docs/guides/', import.meta.url).pathname;
const outside: string[] = [];
const consoleErrors: string[] = [];
let browser: Browser;
let page: Page;
let document: Node;

/** How many operations the browser opens for their samples, whatever the spec's size. */
const BROWSER_SAMPLE = 8;
/** `count` items spread evenly over a list, first and last included. */
const spread = <T>(items: T[], count: number): T[] =>
  items.length <= count
    ? items
    : Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))] as T);
const slug = (text: string) => text.toLowerCase().replace(/\s+/g, '-');
const samplePanels = () => page.locator('.panel-request-samples, .panel-callback-samples');

/** Opens one operation by its address in the page, and waits for its samples panel to show `text`. */
async function showsSample(tag: string, operationId: string, text: string) {
  await page.evaluate(
    (hash) => {
      window.location.hash = hash;
    },
    `#/${slug(tag)}/${operationId.toLowerCase()}`,
  );
  return samplePanels()
    .filter({ hasText: text })
    .first()
    .waitFor({ timeout: patience(10_000) })
    .then(() => true)
    .catch(() => false);
}

/** Picks a language in the samples panel of the operation on screen. */
async function chooseLanguage(operationText: string, current: string, wanted: string) {
  const panel = samplePanels().filter({ hasText: operationText }).first();
  await panel.getByRole('button', { name: current, exact: true }).click();
  await page.getByRole('menuitem', { name: wanted, exact: true }).click();
}

beforeAll(async () => {
  if (!present) return;
  document = (await freshBundle()).document;
  if (!existsSync(SITE)) await buildDocs();
  browser = await launchChromium();
  await mkdir(artifacts, { recursive: true });
  const timing = await timeToUsable(browser, SITE);
  await writeFile(
    `${artifacts}docs-time-to-usable.json`,
    `${JSON.stringify({ ...timing, loadAverage: loadavg()[0], measuredAt: new Date().toISOString() }, null, 2)}\n`,
  );
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
}, patience(120_000));

afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!present)('the docs page, opened from disk', () => {
  it(
    'lists every operation and the three notifications, tag by tag',
    async () => {
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
      // The interface's operations and its notifications (one webhook each).
      expect([...operations(document)]).toHaveLength(index.operations.length + index.notifications.length);
    },
    patience(60_000),
  );

  it('shows the interface guidance and every guide as introduction sections', async () => {
    const guides = readdirSync(guidesFolder)
      .filter((name) => name.endsWith('.md'))
      .map((name) => `Guide: ${readFileSync(`${guidesFolder}${name}`, 'utf8').match(/^# (.+)$/m)?.[1]}`);
    expect(guides.length).toBeGreaterThanOrEqual(5);
    const menu = page.locator('[data-component-name="Menu/MenuItem"]');
    const sections = [
      'Authentication',
      'Idempotency and retries',
      'The checkout client',
      'The sandbox',
      'Errors',
      ...guides,
    ];
    const absent = [];
    for (const section of sections)
      if (!(await menu.getByText(section, { exact: true }).first().isVisible())) absent.push(section);
    expect(absent).toEqual([]);
  });

  it(
    'shows a TypeScript and a curl sample on every operation, and a handler on every notification',
    async () => {
      const lacking: string[] = [];
      const all = [...operations(document)];
      const first = all.find((o) => o.kind === 'paths');
      // Every operation's samples are checked in the bundle without a browser (code-samples.integration.test.ts);
      // here Redoc is seen to show them on a fixed-size sample spread over the list, so the test does not grow with
      // every operation: TypeScript is the first language, and every operation opens on it.
      const paths = all.filter((o) => o.kind === 'paths');
      const sample = spread(paths, BROWSER_SAMPLE);
      for (const { kind, operation } of sample)
        if (!(await showsSample(operation.tags[0], operation.operationId, `function ${operation.operationId}(`)))
          lacking.push(`${kind} ${operation.operationId}: TypeScript`);
      // The language chosen is kept from one operation to the next.
      await showsSample(first?.operation.tags[0], first?.operation.operationId, 'function');
      await chooseLanguage(`function ${first?.operation.operationId}(`, 'TypeScript', 'curl');
      for (const { kind, method, operation } of sample)
        if (!(await showsSample(operation.tags[0], operation.operationId, `curl -sS -X ${method.toUpperCase()}`)))
          lacking.push(`${kind} ${operation.operationId}: curl`);
      // A notification's panel has one language, its TypeScript handler, beside the choice of example payload: it
      // opens on it, whatever language the operations show. (It once waited for a "Payload" choice the page no longer
      // has, then for a menu that is not there: about 90 s per notification under load, and nothing asserted.)
      for (const { operation } of all.filter((o) => o.kind === 'webhooks'))
        if (!(await showsSample(operation.tags[0], operation.operationId, `function ${operation.operationId}(`)))
          lacking.push(`webhook ${operation.operationId}: TypeScript`);
      expect(lacking).toEqual([]);
      await showsSample('Captures', 'createCapture', 'curl -sS');
      await chooseLanguage('curl -sS -X POST', 'curl', 'TypeScript');
      await showsSample('Captures', 'createCapture', 'function createCapture(');
      await page.screenshot({ path: `${artifacts}operation-with-sample.png` });
    },
    patience(240_000),
  );

  it('has a footer badge that says who made the page, not a blank image', async () => {
    const badge = page.locator('a[href="https://redocly.com/redoc/"]').first();
    await expect(badge.textContent()).resolves.toContain('API docs by');
    const logo = await badge.locator('img').first().getAttribute('src');
    expect(decodeURIComponent(logo ?? '')).toMatch(/<text[^>]*>Redocly<\/text>/);
  });

  it(
    'expands a schema',
    async () => {
      await page.evaluate(() => {
        window.location.hash = '#/single-payments/createsinglepayment';
      });
      await page.getByText('Create a single payment', { exact: true }).first().waitFor();
      // The customer's `phone_indicative` is inside a collapsed property list: opening the lists in turn shows one
      // more of it than before (counted, since an earlier test may have opened lists elsewhere on the page).
      const nested = page.getByText('phone_indicative', { exact: true });
      const shown = async () => {
        let visible = 0;
        for (let i = 0; i < (await nested.count()); i++) if (await nested.nth(i).isVisible()) visible++;
        return visible;
      };
      const before = await shown();
      const toggles = page.getByText(/^Show \d+ properties$/);
      for (let i = 0; i < (await toggles.count()) && (await shown()) <= before; i++) await toggles.nth(i).click();
      expect(await shown()).toBeGreaterThan(before);
      await page.screenshot({ path: `${artifacts}docs-page.png`, fullPage: false });
    },
    patience(30_000),
  );

  it('records no console error and no request leaving the machine', () => {
    expect(consoleErrors).toEqual([]);
    expect(outside).toEqual([]);
  });
});

describe('what the page shows readers', () => {
  const strings = (node: Node, out: string[] = []): string[] => {
    if (typeof node === 'string') out.push(node);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) if (key !== 'x-codeSamples') strings(value, out);
    return out;
  };
  let shown: string[];
  beforeAll(async () => {
    shown = strings(await withGuides((await freshBundle()).document, guidesFolder));
  });

  it('never numbers the interface rules ("Events rule 7"): it says the rule', () => {
    expect(shown.filter((text) => /\b[A-Z][a-z]+ rules? \d/.test(text))).toEqual([]);
  });

  it('links only to reserved example hosts or loopback (no invented repository or contact link)', () => {
    const hosts = shown.flatMap((text) => [...text.matchAll(/https?:\/\/([^/\s)"'`]+)/g)].map((m) => m[1] as string));
    // `{host}` is the servers' host variable (https://{host}/2.0), whose values are the reserved example hosts;
    // `.test` and `.invalid` are reserved top-level names (RFC 2606), as in the simulator's `http://simulator.test`.
    const reserved =
      /^((.+\.)?example(\.com)?|[a-z0-9-]+\.(test|invalid)|localhost(:\d+)?|127\.0\.0\.1(:\d+)?|…|\{host\})$/;
    expect(hosts.filter((host) => !reserved.test(host))).toEqual([]);
    expect(reserved.test('github.com'), 'the check refuses a real host').toBe(false);
  });
});

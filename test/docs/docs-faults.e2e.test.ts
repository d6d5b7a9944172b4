// The docs page's faults of issue 39, in Debian's Chromium: links that work opened in a new tab, bookmarked, served
// or opened from disk, on every versioned page; guide code at the width of the page; an Errors section in the
// introduction written from the spec; a search that lists readers' sections before maintainers'.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocs, SITE } from '../../docs/build.js';
import { guideTag, MAINTAINERS_GUIDES } from '../../docs/guides.js';
import { serveSite } from '../../docs/serve.js';
import { CHROMIUM, launchChromium } from '../helpers/chromium.js';
import { patience } from '../helpers/patience.js';

const present = existsSync(CHROMIUM);
if (!present && process.env.CI)
  throw new Error(`${CHROMIUM} is missing: .ci/run installs it with 'apt-get install -y chromium'`);

const MENU_LINK = '[data-component-name="Menu/MenuItem"] a[href]';
const HIT = 'a[data-component-name="Search/SearchItem"]';
let browser: Browser;
const outside: string[] = [];
const versions: Array<{ version: string; page: string }> = [];

/** A new tab (a page of its own), refusing anything that would leave the machine. */
async function tab(url: string, local = /^(file|data|blob):/) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.route('**/*', (route) => {
    if (local.test(route.request().url())) return route.continue();
    outside.push(route.request().url());
    return route.abort();
  });
  const response = await page.goto(url);
  await page
    .locator(MENU_LINK)
    .first()
    .waitFor({ timeout: patience(60_000) });
  return { page, status: response?.status() };
}

/** Waits until a heading reading `name` is on screen. */
const headingInView = (page: Page, name: string) =>
  page
    .waitForFunction(
      (wanted) =>
        [...document.querySelectorAll('h1, h2, h3')].some((h) => {
          const box = h.getBoundingClientRect();
          return h.textContent?.trim() === wanted && box.bottom > 0 && box.top < window.innerHeight;
        }),
      name,
      { timeout: patience(10_000) },
    )
    .then(
      () => true,
      () => false,
    );

beforeAll(async () => {
  if (!present) return;
  if (!existsSync(SITE)) await buildDocs();
  const list = JSON.parse(readFileSync(join(dirname(SITE), 'versions.json'), 'utf8'));
  versions.push(...list);
  browser = await launchChromium();
}, patience(120_000));

afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!present)('the docs page faults (issue 39)', () => {
  it(
    'menu links open their section in a new tab, from disk and from a server, on every versioned page',
    async () => {
      const wrong: string[] = [];
      const server = await serveSite({ root: dirname(SITE) });
      try {
        for (const { version, page: file } of versions) {
          for (const base of [`file://${join(dirname(SITE), file)}`, new URL(file, server.url).href]) {
            const { page } = await tab(base, /^(file|data|blob):|^http:\/\/127\.0\.0\.1[:/]/);
            const links = await page
              .locator(MENU_LINK)
              .evaluateAll((as) =>
                as.map((a) => ({ href: a.getAttribute('href') ?? '', url: (a as HTMLAnchorElement).href })),
              );
            const rooted = links.filter((link) => link.href.startsWith('/'));
            if (rooted.length) wrong.push(`${version} ${base}: root-relative ${rooted[0]?.href}`);
            // The Authentication section and a guide's, opened as a bookmark or a new tab opens them.
            for (const name of ['Authentication', 'Errors']) {
              const link = page
                .locator(MENU_LINK)
                .filter({ hasText: new RegExp(`^${name}$`) })
                .first();
              const url = await link.evaluate((a) => (a as HTMLAnchorElement).href);
              const opened = await tab(url, /^(file|data|blob):|^http:\/\/127\.0\.0\.1[:/]/);
              if (opened.status !== undefined && opened.status !== 200) wrong.push(`${url}: answered ${opened.status}`);
              else if (!(await headingInView(opened.page, name))) wrong.push(`${url}: no "${name}" heading in view`);
              await opened.page.close();
            }
            await page.close();
          }
        }
      } finally {
        await server.close();
      }
      expect(versions.length).toBeGreaterThanOrEqual(2);
      expect(wrong).toEqual([]);
      expect(outside).toEqual([]);
    },
    patience(240_000),
  );

  it(
    "shows a guide's code at the width of the page, not cut to half of it",
    async () => {
      const { page } = await tab(`file://${SITE}#/guide-calling-the-service`);
      await headingInView(page, 'Guide: Calling the service with the client');
      const widths = await page.evaluate(() => {
        const content = document.querySelector('#api-content')?.getBoundingClientRect().width ?? 0;
        const blocks = [...document.querySelectorAll('[data-section-id^="/guide-"] pre')].map(
          (pre) => pre.getBoundingClientRect().width,
        );
        return { content, widest: Math.max(...blocks), narrowest: Math.min(...blocks), count: blocks.length };
      });
      await page.close();
      expect(widths.count).toBeGreaterThan(0);
      // The content column less its margins: every block, not only one, spans most of it.
      expect(widths.narrowest).toBeGreaterThan(widths.content * 0.8);
    },
    patience(60_000),
  );

  it(
    'has an Errors section in the introduction: the envelope, every error status by class, the retry advice',
    async () => {
      const spec = JSON.parse(readFileSync(join(dirname(SITE), 'openapi.json'), 'utf8'));
      const { page } = await tab(`file://${SITE}`);
      await page
        .locator(MENU_LINK)
        .filter({ hasText: /^Errors$/ })
        .first()
        .click();
      expect(await headingInView(page, 'Errors')).toBe(true);
      // The section and its subsections (each class, the retry advice), as the page shows them (code as text).
      const text = (await page.locator('[data-section-id^="/section/errors"]').allTextContents()).join(' ');
      const shown = (words: string) => words.replace(/`/g, '').replace(/\s+/g, ' ').slice(0, 60);
      await page.close();
      expect(text).toContain(shown(spec.components.schemas.ErrorEnvelope.description));
      for (const status of [400, 403, 404, 409, 429, 500, 502, 503]) expect(text).toContain(String(status));
      expect(text).toContain('4xx');
      expect(text).toContain('5xx');
      expect(text).toContain(shown(spec['x-retry-policy'].description));
    },
    patience(60_000),
  );

  it(
    "lists readers' sections before maintainers' when searching 'webhook'",
    async () => {
      const { page } = await tab(`file://${SITE}`);
      await page.waitForFunction(
        () => !/Loading/.test(document.querySelector('[data-testid=search-trigger]')?.textContent ?? 'Loading'),
        null,
        { timeout: patience(60_000) },
      );
      await page.getByTestId('search-trigger').click();
      await page.locator('input[placeholder="Search docs..."]').fill('webhook');
      await page
        .locator(HIT)
        .first()
        .waitFor({ timeout: patience(10_000) });
      // The hits as the reader sees them, top to bottom.
      const hits = await page.locator(HIT).evaluateAll((as) =>
        as
          .map((a) => ({ href: a.getAttribute('href') ?? '', top: a.getBoundingClientRect().top }))
          .sort((a, b) => a.top - b.top)
          .map((a) => a.href),
      );
      await page.close();
      const maintainers = MAINTAINERS_GUIDES.map((file) => `#/${guideTag(file)}`);
      const isMaintainers = (href: string) => maintainers.some((prefix) => href.startsWith(prefix));
      expect(hits.length).toBeGreaterThan(5);
      expect(hits.slice(0, 5).filter(isMaintainers)).toEqual([]);
      // Every reader's hit comes before every maintainer's.
      const firstMaintainers = hits.findIndex(isMaintainers);
      if (firstMaintainers >= 0) expect(hits.slice(firstMaintainers).every(isMaintainers)).toBe(true);
    },
    patience(60_000),
  );
});

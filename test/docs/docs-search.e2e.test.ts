// The docs page's search reaches every guide section (issue 24: "docs search reaches each guide section"; before,
// all guide text was one entry whose hit opened the top of the page). In Debian's Chromium, one page load: for each
// section read from the guides' Markdown, a phrase found only in it is typed into Redoc's search box; the hits must
// name the section, and choosing the hit must open the section's own address with its heading in view.
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocs, SITE } from '../../docs/build.js';
import { CHROMIUM, launchChromium } from '../helpers/chromium.js';
import { patience } from '../helpers/patience.js';
import { type GuideSection, guideSections } from './guide-sections.js';

const present = existsSync(CHROMIUM);
if (!present && process.env.CI)
  throw new Error(`${CHROMIUM} is missing: .ci/run installs it with 'apt-get install -y chromium'`);

const guidesFolder = new URL('../../docs/guides/', import.meta.url).pathname;
let browser: Browser;
let page: Page;
let sections: GuideSection[];

const HIT = 'a[data-component-name="Search/SearchItem"]';
// A hit shows the entry's name first, then the matching text.
const NAME = 'section > div:first-child > div:first-child';
const HIT_NAME = `${HIT} ${NAME}`;
const hits = () => page.locator(HIT);
const settles = (step: Promise<unknown>) =>
  step.then(
    () => true,
    () => false,
  );
/** Waits (in the page) until an element of `selector` reads `wanted` and, for headings, is on screen. */
const shows = (selector: string, wanted: string, onScreen: boolean, timeout: number) =>
  settles(
    page.waitForFunction(
      ([selector, wanted, onScreen]) =>
        [...document.querySelectorAll(selector as string)].some((element) => {
          const box = element.getBoundingClientRect();
          const inView = box.bottom > 0 && box.top < window.innerHeight;
          return element.textContent?.trim() === wanted && (!onScreen || inView);
        }),
      [selector, wanted, onScreen] as const,
      { timeout },
    ),
  );

/** Types `query` into the search box (opened afresh, so empty) and returns the hit named `name` once listed. */
async function search(query: string, name: string) {
  await page.getByTestId('search-trigger').click();
  await page.locator('input[placeholder="Search docs..."]').fill(query);
  // The first hits show when the index has answered; the named one may take a moment more to be ranked in.
  if (
    (await settles(
      hits()
        .first()
        .waitFor({ timeout: patience(10_000) }),
    )) &&
    (await shows(HIT_NAME, name, false, patience(3_000)))
  )
    for (const hit of await hits().all())
      if ((await hit.locator(NAME).textContent())?.trim() === name) return { hit, names: [] };
  const names = await page.locator(HIT_NAME).allTextContents();
  await page.keyboard.press('Escape');
  return { hit: undefined, names };
}

beforeAll(async () => {
  sections = await guideSections(guidesFolder);
  if (!present) return;
  if (!existsSync(SITE)) await buildDocs();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.route('**/*', (route) =>
    /^(file|data|blob):/.test(route.request().url()) ? route.continue() : route.abort(),
  );
  await page.goto(`file://${SITE}`);
  await page.getByText('Payment kinds and methods', { exact: true }).first().waitFor();
}, patience(120_000));

afterAll(async () => {
  await browser?.close();
});

describe('the guide sections, read from the Markdown', () => {
  it('are every guide and each of its headings, most with a phrase of their own', () => {
    const guides = new Set(sections.map((section) => section.guide));
    expect(guides.size).toBeGreaterThanOrEqual(5);
    expect(sections.length).toBeGreaterThan(guides.size);
    // A guide that opens straight on a heading has no prose of its own; every heading section has some.
    expect(sections.filter((s) => s.name !== s.guide && !s.phrase).map((s) => s.name)).toEqual([]);
  });
});

describe.skipIf(!present)('the docs page search, in a browser', () => {
  it(
    'lists each guide section for a phrase found only in it, and choosing the hit opens that section',
    async () => {
      const wrong: string[] = [];
      // A guide that opens straight on a heading is found by its title.
      for (const { name, phrase } of sections) {
        if (wrong.length === 5) {
          wrong.push('… (stopped after five sections)');
          break;
        }
        const { hit, names } = await search(phrase ?? name, name);
        if (!hit) {
          wrong.push(`"${phrase ?? name}" does not list ${name} (hits: ${names.slice(0, 5).join(' | ')})`);
          continue;
        }
        // The section's own address, as Redoc writes it (a heading's repeats its path as an anchor: "#/a/b#/a/b").
        const address = (await hit.getAttribute('href')) ?? '';
        await hit.click();
        const opened = await page
          .waitForURL((url) => url.hash === address, { timeout: patience(5_000) })
          .then(
            () => address !== '#/',
            () => false,
          );
        if (!opened) wrong.push(`${name}: the hit opened ${new URL(page.url()).hash}, not an address of its own`);
        else if (!(await shows('h1, h2, h3, h4', name, true, patience(5_000))))
          wrong.push(`${name}: its heading is not in view at ${address}`);
      }
      expect(wrong).toEqual([]);
    },
    patience(180_000),
  );

  it(
    "answers a reader's search for 'simulator' with the simulator guide first, never a maintainers' report",
    async () => {
      await page.getByTestId('search-trigger').click();
      await page.locator('input[placeholder="Search docs..."]').fill('simulator');
      await hits()
        .first()
        .waitFor({ timeout: patience(10_000) });
      const first = (await page.locator(HIT_NAME).first().textContent())?.trim() ?? '';
      await page.keyboard.press('Escape');
      const simulatorGuide = sections.filter(
        (section) => section.guide === sections.find((s) => /simulator/i.test(s.name))?.guide,
      );
      expect(simulatorGuide.map((section) => section.name)).toContain(first);
      expect(first).not.toMatch(/mutant|mutation|survivor/i);
    },
    patience(60_000),
  );
});

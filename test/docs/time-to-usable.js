// @ts-check
import { patience } from '../helpers/patience.js';
// How long the docs page takes to become usable in Chromium, measured from the start of navigation: `menu` when
// the operation list is painted (a tag of the navigation is visible), `search` when a query typed into the search
// dialog lists results. Used by the browser test (which records it in test/artifacts, never asserting a time: that
// would flake under load) and by `npm run bench docs`.

/**
 * @param {import('playwright-core').Browser} browser @param {string} file the page, an absolute path
 * @returns {Promise<{ menuMs: number, searchMs: number }>}
 */
export async function timeToUsable(browser, file) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  try {
    // Nothing leaves the machine (the page is for reading offline).
    await page.route('**/*', (route) =>
      /^(file|data|blob):/.test(route.request().url()) ? route.continue() : route.abort(),
    );
    await page.goto(`file://${file}`, { waitUntil: 'commit' });
    await page
      .locator('[data-component-name="Menu/MenuItem"]')
      .getByText('Captures', { exact: true })
      .first()
      .waitFor();
    const menuMs = await page.evaluate(() => performance.now());
    // The search box reads "Loading..." until Redoc has built its index in idle time.
    await page.waitForFunction(
      () => !/Loading/.test(document.querySelector('[data-testid=search-trigger]')?.textContent ?? 'Loading'),
      null,
      { timeout: patience(60_000), polling: 50 },
    );
    await page.locator('[data-testid=search-trigger]').click();
    await page.locator('[data-component-name="Search/SearchInput"] input').first().fill('refund');
    await page
      .locator('[data-component-name="Search/SearchItem"]')
      .first()
      .waitFor({ timeout: patience(60_000) });
    const searchMs = await page.evaluate(() => performance.now());
    return { menuMs: Math.round(menuMs), searchMs: Math.round(searchMs) };
  } finally {
    await page.close();
  }
}

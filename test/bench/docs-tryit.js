// @ts-check
// "Try it" on the docs page (issue 39): the page with the panel's loader beside the same page without it, built in
// the same run from the same bundle, in Chromium: first paint (operation list painted) and search answering, each a
// ratio against the page without the panel (target ≤ 1.05×: the panel is loaded only on first use); and a Try it
// answer's time in the page (POST /single, Send pressed → the answer shown): the first (which loads tryit.js and
// starts the simulator's worker) and a later one, beside the same request to the simulator in process in Node.
// Register as a section of run.js: `'docs-tryit': measureDocsTryIt`.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLE, buildPage } from '../../docs/build.js';
import { tryItOperations } from '../../docs/tryit/operations.js';
import { createSimulator } from '../../packages/simulator/src/browser.js';
import { timeToUsable } from '../docs/time-to-usable.js';
import { launchChromium } from '../helpers/chromium.js';
import { patience } from '../helpers/patience.js';
import { pick, row, summarise } from './stats.js';

/**
 * Presses Try it then Send on POST /single, `sends` times; each time from the press to the answer shown.
 * @param {import('playwright-core').Browser} browser @param {string} file @param {string} section @param {number} sends
 */
async function answerTimes(browser, file, section, sends) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  try {
    await page.route('**/*', (route) =>
      /^(file|data|blob):/.test(route.request().url()) ? route.continue() : route.abort(),
    );
    await page.goto(`file://${file}#${section}`);
    const host = page.locator(`[data-section-id="${section}"]`);
    await host
      .getByRole('button', { name: 'Try it', exact: true })
      .first()
      .waitFor({ timeout: patience(60_000) });
    const times = [];
    for (let i = 0; i < sends; i++) {
      const started = await page.evaluate(() => performance.now());
      if (i === 0) await host.getByRole('button', { name: 'Try it', exact: true }).first().click();
      const panel = host.locator('.tryit-panel');
      await panel.getByRole('button', { name: 'Send' }).click();
      await panel.locator('.tryit-status').waitFor({ timeout: patience(60_000) });
      times.push((await page.evaluate(() => performance.now())) - started);
      await page.evaluate(() => document.querySelector('.tryit-panel .tryit-answer-slot')?.replaceChildren());
    }
    return times;
  } finally {
    await page.close();
  }
}

export async function measureDocsTryIt(rounds = 5) {
  const scratch = await mkdtemp(join(tmpdir(), 'bench-docs-tryit-'));
  try {
    const document = JSON.parse(await readFile(BUNDLE, 'utf8'));
    await mkdir(join(scratch, 'with'));
    await mkdir(join(scratch, 'without'));
    const pages = {
      'with Try it': await buildPage(document, join(scratch, 'with', 'index.html')),
      'without Try it': await buildPage(document, join(scratch, 'without', 'index.html'), undefined, { tryIt: false }),
    };
    const create = tryItOperations(document).find((operation) => operation.key === 'POST /single');
    if (!create) throw new Error('no POST /single in the bundle');
    /** @type {Record<string, { menu: number[], search: number[] }>} */
    const times = Object.fromEntries(Object.keys(pages).map((name) => [name, { menu: [], search: [] }]));
    const first = [];
    const later = [];
    const browser = await launchChromium();
    try {
      for (let round = 0; round < rounds; round++) {
        for (const [name, file] of Object.entries(pages)) {
          const { menuMs, searchMs } = await timeToUsable(browser, file);
          times[name]?.menu.push(menuMs);
          times[name]?.search.push(searchMs);
        }
        const [one, ...rest] = await answerTimes(browser, pages['with Try it'], create.section, 4);
        first.push(/** @type {number} */ (one));
        later.push(...rest);
      }
    } finally {
      await browser.close();
    }
    // The same request, to the simulator in process in Node (its own fetch, no page, no worker).
    const inNode = [];
    const simulator = createSimulator({ allowedHosts: ['sandbox.payments.example'], log: () => {} });
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const response = await simulator.fetch(
        new Request('https://sandbox.payments.example/2.0/single', {
          method: 'POST',
          headers: {
            AccountId: 'simulator-account',
            ApiKey: 'simulator-key',
            'Content-Type': 'application/json',
            'Idempotency-Key': crypto.randomUUID(),
          },
          body: JSON.stringify(create.body),
        }),
      );
      await response.text();
      inNode.push(performance.now() - started);
    }
    const measures = (/** @type {'menu' | 'search'} */ kind) =>
      Object.fromEntries(Object.entries(times).map(([name, t]) => [name, summarise(name, t[kind])]));
    const peer = 'without Try it';
    const within = { peer, test: (/** @type {number} */ ratio) => ratio <= 1.05, text: '≤ 1.05× the page without it' };
    const answers = {
      first: summarise('first answer (loads the panel and the worker)', first),
      later: summarise('a later answer', later),
      node: summarise('the simulator in process, Node', inNode),
    };
    // What the first press loads (tryit.js: the panel, the operations, the worker's source) beside the page itself.
    const gzipped = async (/** @type {string} */ file) => gzipSync(await readFile(file)).length;
    const sizes = {
      tryIt: summarise('tryit.js', [await gzipped(join(scratch, 'with', 'tryit.js'))]),
      page: summarise('the page without Try it', [await gzipped(pages['without Try it'])]),
    };
    return [
      row({
        figure: 'Try it: tryit.js, loaded on the first press (gzip)',
        unit: 'bytes',
        ours: sizes.tryIt,
        peers: [sizes.page],
      }),
      row({
        figure: 'Docs page with Try it: operation list painted (Chromium)',
        unit: 'ms',
        ours: pick(measures('menu'), 'with Try it'),
        peers: [pick(measures('menu'), peer)],
        target: within,
      }),
      row({
        figure: 'Docs page with Try it: search answering (Chromium)',
        unit: 'ms',
        ours: pick(measures('search'), 'with Try it'),
        peers: [pick(measures('search'), peer)],
        target: within,
      }),
      row({
        figure: 'Try it: first answer in the page (loads tryit.js, starts the worker)',
        unit: 'ms',
        ours: answers.first,
        peers: [answers.node],
      }),
      row({
        figure: 'Try it: a later answer in the page (POST /single)',
        unit: 'ms',
        ours: answers.later,
        peers: [answers.node],
      }),
    ];
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

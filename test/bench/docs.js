// @ts-check
// 7. The docs page: time to usable in Chromium (operation list painted; search answering a query) and page size, of
// our page (code samples on every operation, the guides as sections) beside the plain Redoc page of the same bundle
// without them, built in the same run. Target: usable (search ready) in under 3 s.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUNDLE, buildDocs, renderPage } from '../../docs/build.js';
import { timeToUsable } from '../docs/time-to-usable.js';
import { launchChromium } from '../helpers/chromium.js';
import { pick, row, summarise } from './stats.js';

/** @param {any} node @returns {any} the document without x-codeSamples */
const withoutSamples = (node) =>
  Array.isArray(node)
    ? node.map(withoutSamples)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node)
            .filter(([key]) => key !== 'x-codeSamples')
            .map(([key, value]) => [key, withoutSamples(value)]),
        )
      : node;

export async function measureDocs(rounds = 5) {
  const scratch = await mkdtemp(join(tmpdir(), 'bench-docs-'));
  try {
    // the docs build writes a site (index.html and the versioned pages) into the folder of the path it is given
    const ours = await buildDocs(join(scratch, 'index.html'));
    const plainInput = join(scratch, 'plain.json');
    await writeFile(plainInput, JSON.stringify(withoutSamples(JSON.parse(await readFile(BUNDLE, 'utf8')))));
    const plain = await renderPage(plainInput, join(scratch, 'plain.html'));
    const pages = { 'our page': ours, 'plain Redoc, no samples or guides': plain };
    /** @type {Record<string, { menu: number[], search: number[] }>} */
    const times = Object.fromEntries(Object.keys(pages).map((name) => [name, { menu: [], search: [] }]));
    const browser = await launchChromium();
    try {
      for (let round = 0; round < rounds; round++) {
        for (const [name, file] of Object.entries(pages)) {
          const { menuMs, searchMs } = await timeToUsable(browser, file);
          times[name]?.menu.push(menuMs);
          times[name]?.search.push(searchMs);
        }
      }
    } finally {
      await browser.close();
    }
    const measures = (/** @type {'menu' | 'search'} */ kind) =>
      Object.fromEntries(Object.entries(times).map(([name, t]) => [name, summarise(name, t[kind])]));
    const sizes = Object.fromEntries(
      await Promise.all(
        Object.entries(pages).map(async ([name, file]) => [name, summarise(name, [(await stat(file)).size])]),
      ),
    );
    const peer = 'plain Redoc, no samples or guides';
    return [
      row({
        figure: 'Docs page: operation list painted (Chromium)',
        unit: 'ms',
        ours: pick(measures('menu'), 'our page'),
        peers: [pick(measures('menu'), peer)],
      }),
      row({
        figure: 'Docs page: usable, search answering (Chromium)',
        unit: 'ms',
        ours: pick(measures('search'), 'our page'),
        peers: [pick(measures('search'), peer)],
        target: { test: (_ratio, median) => median < 3000, text: 'under 3 s' },
      }),
      row({ figure: 'Docs page size', unit: 'bytes', ours: pick(sizes, 'our page'), peers: [pick(sizes, peer)] }),
    ];
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

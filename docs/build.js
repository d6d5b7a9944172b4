// @ts-check
// `npm run docs`: the whole interface as one self-contained Redoc page per version (docs/site/index.html for the
// working version, docs/site/v/<version>/ for each released one: docs/versions.js), built by Redocly
// from the bundle (which carries every operation's code samples) with the guides as sections of their own, the
// Redoc scripts inlined and telemetry off, so that the page opened from disk asks no other host for anything. It
// first copies the checked code regions into the guides' Markdown (docs/snippets.js).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withGuides } from './guides.js';
import { withExtras } from './page-extras.js';
import { syncSnippets } from './snippets.js';
import { writeTryIt } from './tryit/bundle.js';

const require = createRequire(import.meta.url);
const REDOCLY = require.resolve('@redocly/cli/bin/cli.js');
export const BUNDLE = fileURLToPath(new URL('../packages/spec/openapi.json', import.meta.url));
const CONFIG = fileURLToPath(new URL('../redocly.yaml', import.meta.url));
export const SITE = fileURLToPath(new URL('./site/index.html', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GUIDES = fileURLToPath(new URL('./guides', import.meta.url));

// Redoc's footer shows Redocly's logo from their CDN and no option hides it; the page is for reading offline, so
// the logo becomes an inline image that says what it stands for ("API docs by" followed by a blank image read as a
// broken badge). (The browser test fails on any request that leaves the machine.)
const REMOTE_LOGOS = ['https://cdn.redoc.ly/redoc/logo-mini-full.svg', 'https://cdn.redoc.ly/redoc/logo-mini.svg'];
const logo = (/** @type {number} */ width, /** @type {string} */ text) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="16"><text x="0" y="13" font-family="sans-serif" font-size="13" fill="#555">${text}</text></svg>`,
  )}`;
const INLINE_LOGOS = [logo(56, 'Redocly'), logo(16, 'R')];

/** @param {string} page */
async function inlineRemoteLogos(page) {
  let html = await readFile(page, 'utf8');
  REMOTE_LOGOS.forEach((remote, index) => {
    html = html.replaceAll(remote, /** @type {string} */ (INLINE_LOGOS[index]));
  });
  await writeFile(page, html);
}

/** Copies the checked code regions into every guide (the Markdown is committed with them). */
export async function syncGuides() {
  for (const name of (await readdir(GUIDES)).filter((file) => file.endsWith('.md'))) {
    const file = join(GUIDES, name);
    const before = await readFile(file, 'utf8');
    const after = await syncSnippets(before, ROOT);
    if (after !== before) await writeFile(file, after);
  }
}

/**
 * Redocly's build-docs of one document into one self-contained page (Redoc inlined, telemetry off).
 * @param {string} input a document file @param {string} output the page to write @param {string} [title]
 */
export async function renderPage(input, output, title = 'Payments Service 2.0') {
  await mkdir(dirname(output), { recursive: true });
  // Redoc 3 reports page views and clicks to Redocly's telemetry host unless the CLI's telemetry is off
  // (`telemetry: off` in redocly.yaml); the environment says so too, for a config that forgets.
  const args = [REDOCLY, 'build-docs', input, '--inlineBundle', '--config', CONFIG];
  args.push('--title', title, '-o', output);
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`redocly build-docs failed (${code}):\n${stderr}`)),
    );
  });
  await inlineRemoteLogos(output);
  return output;
}

/**
 * One version's page: the document with the guides, rendered, with "Try it" on every operation (docs/tryit/:
 * tryit.js beside the page, for this document) unless `tryIt` is false (the bench's page without it).
 * @param {Record<string, any>} document @param {string} output @param {string} [title] @param {{ tryIt?: boolean }} [options]
 */
export async function buildPage(document, output, title, { tryIt = true } = {}) {
  const scratch = await mkdtemp(join(tmpdir(), 'payments-docs-'));
  try {
    const input = join(scratch, 'openapi.json');
    await writeFile(input, JSON.stringify(await withGuides(document, GUIDES)));
    await renderPage(input, output, title);
    const sections = tryIt ? await writeTryIt(document, dirname(output), String(document.info?.version)) : undefined;
    await writeFile(output, withExtras(await readFile(output, 'utf8'), sections ? { tryIt: sections } : {}));
    return output;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The versioned site (docs/versions.js): the working version's page at SITE, each released version's under
 * `v/<version>/`, each with its Changes page, its spec files and the version switcher.
 * @param {string} [output] @returns {Promise<string>} the working version's page
 */
export async function buildDocs(output = SITE) {
  await syncGuides();
  const { buildSite } = await import('./versions.js');
  await buildSite({ site: dirname(output), bundle: JSON.parse(await readFile(BUNDLE, 'utf8')), page: buildPage });
  return output;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.stderr.write(`built ${await buildDocs()}\n`);
  } catch (error) {
    process.stderr.write(`error: ${error instanceof Error ? error.message : error}\n`);
    process.exitCode = 1;
  }
}

// @ts-check
// `npm run docs`: the whole interface as one self-contained Redoc page (docs/site/index.html), built by Redocly
// from the bundle with the Redoc scripts inlined and telemetry off, so that the page opened from disk asks no other
// host for anything.
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const REDOCLY = require.resolve('@redocly/cli/bin/cli.js');
const BUNDLE = fileURLToPath(new URL('../packages/spec/openapi.json', import.meta.url));
const CONFIG = fileURLToPath(new URL('../redocly.yaml', import.meta.url));
export const SITE = fileURLToPath(new URL('./site/index.html', import.meta.url));

// Redoc's footer shows Redocly's logo from their CDN and no option hides it; the page is for reading offline, so
// the logo becomes an inline image. (The browser test fails on any other request that leaves the machine.)
const REMOTE_LOGOS = ['https://cdn.redoc.ly/redoc/logo-mini-full.svg', 'https://cdn.redoc.ly/redoc/logo-mini.svg'];
const INLINE_LOGO =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2216%22 height=%2216%22/%3E';

/** @param {string} page */
async function inlineRemoteLogos(page) {
  let html = await readFile(page, 'utf8');
  for (const logo of REMOTE_LOGOS) html = html.replaceAll(logo, INLINE_LOGO);
  await writeFile(page, html);
}

/** @param {string} [output] @returns {Promise<string>} the page written */
export async function buildDocs(output = SITE) {
  await mkdir(dirname(output), { recursive: true });
  // Redoc 3 reports page views and clicks to Redocly's telemetry host unless the CLI's telemetry is off
  // (`telemetry: off` in redocly.yaml); the environment says so too, for a config that forgets.
  const args = [
    REDOCLY,
    'build-docs',
    BUNDLE,
    '--inlineBundle',
    '--config',
    CONFIG,
    '--title',
    'Payments Service 2.0',
    '-o',
    output,
  ];
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.stderr.write(`built ${await buildDocs()}\n`);
  } catch (error) {
    process.stderr.write(`error: ${error instanceof Error ? error.message : error}\n`);
    process.exitCode = 1;
  }
}

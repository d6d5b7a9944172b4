// The versioned docs folder, built from released specs in a scratch folder (the Redoc page replaced by a stub that
// keeps only a <body>, which the integration and e2e tests render for real): each version's files at stable paths,
// the switcher on every page, a Changes page per version whose entries link to their operation's section (a removed
// one to the version that still has it), and the preview server serving the folder on loopback only.
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { escapeHtml, inlineCode } from '../../docs/html.js';
import { serveSite } from '../../docs/serve.js';
import { buildSite } from '../../docs/versions.js';
import type { Node } from '../helpers/spec.js';

const bundle: Node = JSON.parse(await readFile(new URL('../../packages/spec/openapi.json', import.meta.url), 'utf8'));

let site: string;
const read = (path: string) => readFile(join(site, path), 'utf8');

beforeAll(async () => {
  const released = await mkdtemp(join(tmpdir(), 'pc-site-released-'));
  site = await mkdtemp(join(tmpdir(), 'pc-site-'));
  const v21 = structuredClone(bundle);
  v21.info.version = '2.1';
  v21.components.schemas.Capture.properties.note = { type: 'string', description: 'A note <b>bold</b>.' };
  const working = structuredClone(v21);
  delete working.paths['/void/{id}'].get;
  for (const [version, document, level] of [
    ['2.0.2', bundle, 'patch'],
    ['2.1.0', v21, 'minor'],
  ] as const) {
    await mkdir(join(released, version));
    await writeFile(join(released, version, 'openapi.json'), JSON.stringify(document));
    await writeFile(join(released, version, 'release.json'), JSON.stringify({ version, date: '2026-11-25', level }));
  }
  const page = async (document: Node, output: string, title: string) => {
    await writeFile(
      output,
      `<html><body><h1>${escapeHtml(title)}</h1><p>${Object.keys(document.paths).length} paths</p></body></html>`,
    );
    return output;
  };
  await buildSite({ site, bundle: working, releasedDir: released, page });
}, 120_000);

describe('the versioned docs folder', () => {
  it.each([
    ['index.html', 'Payments Service 2.1 (working version)'],
    ['v/2.1.0/index.html', 'Payments Service 2.1.0'],
    ['v/2.0.2/index.html', 'Payments Service 2.0.2'],
  ])('has %s, with the switcher linking every other version', async (path, title) => {
    const html = await read(path);
    expect(html).toContain(`<h1>${title}</h1>`);
    const up = path.startsWith('v/') ? '../../' : '';
    for (const [href, label] of [
      [`${up}index.html`, 'working (after 2.1.0)'],
      [`${up}v/2.1.0/index.html`, '2.1.0'],
      [`${up}v/2.0.2/index.html`, '2.0.2'],
    ]) {
      const here = href === `${up}${path}`;
      expect(html).toContain(here ? `<strong aria-current="page">${label}</strong>` : `<a href="${href}">${label}</a>`);
    }
    expect(html).toMatch(/<body><nav id="version-switcher"/);
  });

  it("serves each version's spec at a stable path, as JSON and YAML", async () => {
    for (const [folder, version, hasVoid] of [
      ['', '2.1', false],
      ['v/2.1.0/', '2.1', true],
      ['v/2.0.2/', '2.0', true],
    ] as const) {
      const json = JSON.parse(await read(`${folder}openapi.json`));
      expect(json.info.version).toBe(version);
      expect('get' in (json.paths['/void/{id}'] ?? {})).toBe(hasVoid);
      expect(parse(await read(`${folder}openapi.yaml`))).toEqual(json);
    }
    const list = JSON.parse(await read('versions.json'));
    expect(list.map((entry: { version: string }) => entry.version)).toEqual(['working', '2.1.0', '2.0.2']);
  });

  it.each([
    [
      'v/2.1.0/changes.html',
      [
        /Released 2026-11-25 \(minor\); compared with 2\.0\.2\./,
        /<h2>Additions and other non-breaking changes \(2\)<\/h2>/,
        /<a href="index.html#\/captures\/listcaptures">GET \/capture<\/a><\/span>: answer 200: field <code>data\[\]\.note<\/code> added\./,
        /<a href="index.html#\/captures\/getcapture">GET \/capture\/\{id\}<\/a>[^<]*<\/span>: answer 200: field <code>note<\/code> added\. <em>What to do:<\/em> Nothing to do: read it if it helps\./,
      ],
      /Breaking changes/,
    ],
    [
      'changes.html',
      [
        /Not released yet: the changes since 2\.1\.0/,
        /<h2>Breaking changes \(1\)<\/h2>/,
        /<a href="v\/2\.1\.0\/index.html#\/[\w-]+\/\w+">GET \/void\/\{id\}<\/a> \(in 2\.1\.0\)<\/span>: operation removed\. <em>What to do:<\/em> Stop calling it/,
      ],
      /Additions/,
    ],
    ['v/2.0.2/changes.html', [/first release kept with its spec/], /<h2>/],
  ])('%s lists what changed, linked, with what to do', async (path, wants, absent) => {
    const html = await read(path);
    for (const want of wants) expect(html).toMatch(want);
    expect(html).not.toMatch(absent);
    expect(html).toContain('<nav id="version-switcher"');
  });
});

describe('npm run docs:serve', () => {
  it('serves the folder on loopback, and nothing outside it', async () => {
    const server = await serveSite({ root: site });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const spec = await fetch(`${server.url}v/2.0.2/openapi.json`);
      expect(spec.status).toBe(200);
      expect(spec.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await spec.json()).info.version).toBe('2.0');
      const folder = await fetch(`${server.url}v/2.1.0/`);
      expect(await folder.text()).toContain('Payments Service 2.1.0');
      // The URL parser already folds `%2e%2e/` into the root; an encoded slash reaches the server's own check.
      expect((await fetch(`${server.url}%2e%2e/%2e%2e/package.json`)).status).toBe(404);
      expect((await fetch(`${server.url}..%2f..%2fpackage.json`)).status).toBe(403);
      expect((await fetch(`${server.url}nothing.html`)).status).toBe(404);
      expect((await fetch(server.url, { method: 'POST' })).status).toBe(405);
    } finally {
      await server.close();
    }
  });
});

describe('text from the spec in the Changes page', () => {
  it.each([
    ['field `a<b>` added', 'field <code>a&lt;b&gt;</code> added'],
    ['value "x&y" added to `k`', 'value &quot;x&amp;y&quot; added to <code>k</code>'],
    ["an 'odd' name", 'an &#39;odd&#39; name'],
  ])('%s is escaped', (text, want) => {
    expect(inlineCode(text)).toBe(want);
  });
});

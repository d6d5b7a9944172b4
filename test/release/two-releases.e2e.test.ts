// From a consumer's side: two releases made with `npm run release` in a scratch copy of the repository (an added
// optional field, then a removed operation). The bumps are minor then major, the changelogs name each change and
// what to do, every released spec is kept as it was, and the versioned docs, opened in Chromium, show the removed
// operation in 2.1.0 and not in 3.0.0 (switching version by the switcher), with each version's Changes page.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { anchors } from '../../docs/anchors.js';
import { serveSite } from '../../docs/serve.js';
import { CHROMIUM, launchChromium } from '../helpers/chromium.js';
import { patience } from '../helpers/patience.js';
import type { Node } from '../helpers/spec.js';

const repoRoot = new URL('../../', import.meta.url).pathname;
const exec = promisify(execFile);
let scratch: string;
const read = (path: string) => readFile(join(scratch, path), 'utf8');
const json = async (path: string) => JSON.parse(await read(path));

/** Edits a YAML file of the scratch copy's spec source. */
async function editYaml(path: string, change: (node: Node) => void) {
  const node = parse(await read(path));
  change(node);
  await writeFile(join(scratch, path), stringify(node, { lineWidth: 0 }));
}

async function release(date: string, ...options: string[]) {
  try {
    const { stderr } = await exec(
      process.execPath,
      [join(scratch, 'scripts/release/cli.js'), '--date', date, ...options],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return stderr;
  } catch (error) {
    throw new Error(`npm run release failed: ${(error as { stderr?: string }).stderr}`);
  }
}

const outputs: Record<string, string> = {};
/** What a release writes (the bundle, the code samples, the manifests and changelogs), as text, to compare. */
const written = async () => {
  const { stdout } = await exec('git', ['ls-files', '-z', 'packages', 'docs/samples', 'openapi'], { cwd: repoRoot });
  const files = stdout.split('\0').filter((file) => file !== '' && existsSync(join(scratch, file)));
  const samples = await readdir(join(scratch, 'docs/samples/generated'), { recursive: true });
  return { files: await Promise.all(files.map((file) => read(file))), samples: samples.sort() };
};
let dryRun = { before: {}, after: {} };
let kept202 = '';
let kept210 = '';

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'pc-two-releases-'));
  // The tracked files as they stand (not only what is committed), and the installed dependencies by link.
  const { stdout } = await exec('git', ['ls-files', '-z'], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  const files = stdout.split('\0').filter((file) => file !== '' && existsSync(join(repoRoot, file)));
  for (let i = 0; i < files.length; i += 500) {
    await exec('cp', ['--parents', '-t', scratch, ...files.slice(i, i + 500)], { cwd: repoRoot });
  }
  await symlink(join(repoRoot, 'node_modules'), join(scratch, 'node_modules'));
  // npm may install a workspace's own dependency in its folder rather than at the root (the simulator's @noble/hashes)
  const workspaces = ['generators', ...(await readdir(join(repoRoot, 'packages'))).map((name) => `packages/${name}`)];
  for (const folder of workspaces) {
    if (existsSync(join(repoRoot, folder, 'node_modules'))) {
      await symlink(join(repoRoot, folder, 'node_modules'), join(scratch, folder, 'node_modules'));
    }
  }
  kept202 = await read('scripts/spec-diff/released/2.0.2/openapi.json');

  await editYaml('openapi/components/schemas/Capture.yaml', (schema) => {
    schema.properties.note = { type: 'string', maxLength: 255, description: 'A note the merchant kept.' };
  });
  dryRun = { before: await written(), after: {} };
  outputs.dryRun = await release('2026-11-25', '--dry-run');
  dryRun.after = await written();
  outputs.first = await release('2026-11-25');
  kept210 = await read('scripts/spec-diff/released/2.1.0/openapi.json');

  await editYaml('openapi/paths/link/link-id.yaml', (item) => {
    delete item.delete;
  });
  outputs.second = await release('2026-11-26');
  await exec(process.execPath, [join(scratch, 'docs/build.js')], { maxBuffer: 64 * 1024 * 1024 });
}, patience(900_000));

describe('two releases, from the spec diff', () => {
  it('--dry-run prints the plan and writes nothing, not even the bundle or the code samples', () => {
    expect(outputs.dryRun).toMatch(/spec 2\.0\.2 → 2\.1\.0: minor/);
    expect(dryRun.after).toEqual(dryRun.before);
  });

  it('an added optional field is a minor release: spec 2.1.0, info.version 2.1, with its changelog line', async () => {
    expect(outputs.first).toMatch(/spec 2\.0\.2 → 2\.1\.0: minor/);
    expect(kept210).toContain('"version": "2.1"');
    const changelog = await read('packages/spec/CHANGELOG.md');
    expect(changelog).toMatch(/^## 2\.1\.0 — 2026-11-25\n\nNot breaking \(additions: nothing breaks\)\.$/m);
    expect(changelog).toMatch(
      /^- \*\*GET \/capture\/\{id\}\*\*: answer 200: field `note` added\. Nothing to do: read it if it helps\.$/m,
    );
    expect(await json('scripts/spec-diff/released/2.1.0/release.json')).toEqual({
      version: '2.1.0',
      date: '2026-11-25',
      level: 'minor',
    });
  });

  it('a removed operation is a major release: spec 3.0.0, info.version 3.0, classed breaking with what to do', async () => {
    expect(outputs.second).toMatch(/spec 2\.1\.0 → 3\.0\.0: major/);
    expect((await json('packages/spec/openapi.json')).info.version).toBe('3.0');
    expect((await json('packages/spec/package.json')).version).toBe('3.0.0');
    const changelog = await read('packages/spec/CHANGELOG.md');
    expect(changelog).toMatch(
      /^## 3\.0\.0 — 2026-11-26\n\nBreaking \(breaking: read "Breaking changes" before you upgrade\)\.$/m,
    );
    expect(changelog).toMatch(
      /^### Breaking changes\n\n- \*\*DELETE \/link\/\{id\}\*\*: operation removed\. Stop calling it: the regenerated client no longer has it\.$/m,
    );
    // Newest first: 3.0.0 above 2.1.0 above the hand-written 2.0.2.
    expect(changelog.indexOf('## 3.0.0')).toBeLessThan(changelog.indexOf('## 2.1.0'));
    expect(changelog.indexOf('## 2.1.0')).toBeLessThan(changelog.indexOf('## 2.0.2'));
  });

  it('bumps the client at the diff level and pins it everywhere, the lock file included', async () => {
    const client = await json('packages/client/package.json');
    expect(client.version).toMatch(/^0\.\d+\.\d+$/);
    expect(await read('packages/client/CHANGELOG.md')).toContain('DELETE /link/{id}**: operation removed');
    const validators = await json('packages/validators/package.json');
    expect(validators.dependencies['@payments-contract/client']).toBe(client.version);
    const lock = await json('package-lock.json');
    expect(lock.packages['packages/client'].version).toBe(client.version);
    expect(lock.packages['packages/validators'].dependencies['@payments-contract/client']).toBe(client.version);
  });

  it('keeps every released spec, none rewritten', async () => {
    expect(await read('scripts/spec-diff/released/2.0.2/openapi.json')).toBe(kept202);
    expect(await read('scripts/spec-diff/released/2.1.0/openapi.json')).toBe(kept210);
    const v3 = await json('scripts/spec-diff/released/3.0.0/openapi.json');
    expect(v3.paths['/link/{id}'].delete).toBeUndefined();
    expect(JSON.parse(kept210).paths['/link/{id}'].delete.operationId).toBe('deleteLink');
  });
});

describe.skipIf(!existsSync(CHROMIUM))('the versioned docs, in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveSite>>;
  beforeAll(async () => {
    server = await serveSite({ root: join(scratch, 'docs/site') });
    browser = await launchChromium();
  }, patience(60_000));
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it(
    'switching version changes the operations shown, and each Changes page lists its change',
    async () => {
      const page = await browser.newPage();
      const outside: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(server.url) && !/^(data|blob):/.test(url)) outside.push(url);
      });
      // DELETE /link/{id}'s address on each version's page: Redoc says when a page has no such operation.
      const deleteLink = anchors(JSON.parse(kept210)).get('DELETE /link/{id}') as string;
      const open = (hash: string) =>
        page.evaluate((to) => {
          window.location.hash = to;
        }, hash);
      await page.goto(`${server.url}v/3.0.0/index.html`);
      await open(deleteLink);
      await page.getByText('No page at this address').first().waitFor();
      expect(await page.getByRole('heading', { name: 'Delete a payment link' }).count()).toBe(0);

      await page.locator('#version-switcher').getByRole('link', { name: '2.1.0', exact: true }).click();
      await page.waitForURL(/\/v\/2\.1\.0\/index\.html$/);
      await open(deleteLink);
      await page.getByRole('heading', { name: 'Delete a payment link' }).first().waitFor({ state: 'attached' });
      expect(await page.getByText('No page at this address').count()).toBe(0);

      await page.goto(`${server.url}v/3.0.0/changes.html`);
      const removed = page.locator('li', { hasText: 'operation removed' });
      await expect(removed.textContent()).resolves.toContain('DELETE /link/{id}');
      // Linked to the version that still has it.
      await expect(removed.locator('a').first().getAttribute('href')).resolves.toMatch(
        /^\.\.\/\.\.\/v\/2\.1\.0\/index\.html#\//,
      );

      await page.locator('#version-switcher').getByRole('link', { name: '2.1.0', exact: true }).click();
      await page.waitForURL(/\/v\/2\.1\.0\/changes\.html$/);
      const added = page.locator('li', { hasText: 'field note added' });
      await expect(added.first().textContent()).resolves.toContain('GET /capture/{id}');
      await added.first().locator('a', { hasText: 'GET /capture/{id}' }).click();
      await page.waitForURL(/\/v\/2\.1\.0\/index\.html#\/captures\/getcapture$/);
      await page.screenshot({ path: join(scratch, 'changes.png') });
      expect(outside).toEqual([]);
    },
    patience(240_000),
  );
});

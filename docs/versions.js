// @ts-check
// The versioned docs as a plain static folder: the working version at the top (index.html, changes.html,
// openapi.json, openapi.yaml) and each released spec (scripts/spec-diff/released/<version>/) under v/<version>/
// with the same four files, at paths that never change once released, so that `payments-contract generate --spec`
// can pin one. Every page carries the version switcher; versions.json lists them for tools.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { RELEASED_DIR, releasedVersions, releaseFacts } from '../scripts/spec-diff/released.js';
import { changesPageHtml } from './changes-page.js';
import { switcherHtml, withSwitcher } from './switcher.js';

/** @typedef {import('./switcher.js').SiteVersion} SiteVersion */

/**
 * @param {{
 *   site: string, bundle: Record<string, any>, releasedDir?: string,
 *   page: (document: Record<string, any>, output: string, title: string) => Promise<string>,
 * }} input page: renders one document's reference page (Redoc)
 */
export async function buildSite({ site, bundle, releasedDir = RELEASED_DIR, page }) {
  const released = releasedVersions(releasedDir).reverse(); // newest first
  /** @type {SiteVersion} */
  const working = { id: 'working', label: `working (after ${released[0] ?? 'nothing released'})`, folder: '' };
  /** @type {SiteVersion[]} */
  const versions = [working, ...released.map((version) => ({ id: version, label: version, folder: `v/${version}/` }))];
  await rm(join(site, 'v'), { recursive: true, force: true });
  /** @type {Map<string, Record<string, any>>} */
  const documents = new Map([['working', bundle]]);
  for (const version of released) {
    documents.set(version, JSON.parse(await readFile(join(releasedDir, version, 'openapi.json'), 'utf8')));
  }
  for (const [index, current] of versions.entries()) {
    const folder = join(site, current.folder);
    await mkdir(folder, { recursive: true });
    const document = /** @type {Record<string, any>} */ (documents.get(current.id));
    const previousVersion = versions[index + 1];
    const facts = current.id === 'working' ? undefined : releaseFacts(current.id, releasedDir);
    const title = `Payments Service ${current.id === 'working' ? `${document.info?.version} (working version)` : current.id}`;
    await writeFile(join(folder, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
    await writeFile(join(folder, 'openapi.yaml'), stringify(document, { lineWidth: 0 }));
    const index_ = await page(document, join(folder, 'index.html'), title);
    const nav = (/** @type {'index.html' | 'changes.html'} */ which) =>
      switcherHtml({ versions, current, page: which });
    await writeFile(index_, withSwitcher(await readFile(index_, 'utf8'), nav('index.html')));
    const up = current.folder === '' ? '' : '../../';
    const intro = facts
      ? `Released ${facts.date} (${facts.level}); compared with ${previousVersion?.id ?? 'nothing before it'}.`
      : `Not released yet: the changes since ${previousVersion?.id ?? 'the beginning'} that the next \`npm run release\` will record.`;
    const html = changesPageHtml({
      title: `Changes in ${current.id === 'working' ? 'the working version' : current.id}`,
      intro,
      document,
      nav: nav('changes.html'),
      ...(previousVersion
        ? {
            previous: {
              document: /** @type {Record<string, any>} */ (documents.get(previousVersion.id)),
              href: `${up}${previousVersion.folder}index.html`,
              label: previousVersion.id,
            },
          }
        : {}),
    });
    await writeFile(join(folder, 'changes.html'), html);
  }
  const list = versions.map(({ id, folder }) => ({
    version: id,
    page: `${folder}index.html`,
    spec: `${folder}openapi.json`,
  }));
  await writeFile(join(site, 'versions.json'), `${JSON.stringify(list, null, 2)}\n`);
}

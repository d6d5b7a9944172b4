// @ts-check
// The version switcher on every page of the versioned docs: a bar on top naming the version shown, a link to each
// other version's page, to this version's Changes page and to its spec files (the stable paths a user pins with
// `payments-contract generate --spec`). Links are relative, so the folder works from any host or path.
import { escapeHtml } from './html.js';

/**
 * @typedef {{ id: string, label: string, folder: string }} SiteVersion
 * folder: '' for the working version, 'v/2.1.0/' for a released one
 */

/**
 * @param {{ versions: SiteVersion[], current: SiteVersion, page: 'index.html' | 'changes.html' }} where
 */
export function switcherHtml({ versions, current, page }) {
  const up = current.folder === '' ? '' : '../../';
  const link = (/** @type {string} */ href, /** @type {string} */ text, /** @type {boolean} */ here) =>
    here
      ? `<strong aria-current="page">${escapeHtml(text)}</strong>`
      : `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  const items = versions.map((version) =>
    link(`${up}${version.folder}${page}`, version.label, version.id === current.id),
  );
  const own = [
    link('index.html', 'Reference', page === 'index.html'),
    link('changes.html', 'Changes', page === 'changes.html'),
    link('openapi.json', 'openapi.json', false),
    link('openapi.yaml', 'openapi.yaml', false),
  ];
  return `<nav id="version-switcher" aria-label="Versions" style="font:14px/1.6 sans-serif;padding:6px 16px;background:#f3f4f6;border-bottom:1px solid #d1d5db;display:flex;flex-wrap:wrap;gap:6px 18px">
<span>Version: ${items.join(' · ')}</span><span>This version: ${own.join(' · ')}</span>
</nav>
`;
}

/** The page with the switcher first in its body. @param {string} html @param {string} nav */
export function withSwitcher(html, nav) {
  const body = /<body[^>]*>/i.exec(html);
  if (!body) throw new Error('the page has no <body> to put the version switcher in');
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}${nav}${html.slice(at)}`;
}

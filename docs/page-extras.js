// @ts-check
// What our docs page adds to Redoc's: a style sheet and a small script, put into each version's page after Redoc has
// rendered it (docs/build.js). Each answers a fault Redoc CE has no option for:
// - its menu and search links are root-relative (`href="/section/errors"`) while the page routes on the hash, so a
//   link opened in a new tab, bookmarked or copied answered 404 from a server and pointed at the disk's root from
//   file://; the script makes every such link `#/section/errors`, which works from any host, folder or disk;
// - a guide has no right-hand panel of samples, yet Redoc gives its text half the width and cuts its code blocks:
//   guide sections take the whole width;
// - the search ranks sections by words alone, so maintainers' sections came before readers': they are listed after;
// - "Try it" on every operation (docs/tryit/), loaded on first use.
import { guideTag, MAINTAINERS_GUIDES } from './guides.js';
import { loaderScript, TRYIT_STYLE } from './tryit/loader.js';

/** @param {string[]} maintainersGuides file names (docs/guides/*.md) @param {boolean} [tryIt] */
export function extrasStyle(maintainersGuides = MAINTAINERS_GUIDES, tryIt = false) {
  const maintainers = maintainersGuides
    .map((file) => `a[data-component-name="Search/SearchItem"][href^="#/${guideTag(file)}"]`)
    .join(',');
  return `<style id="payments-docs-extras">
[data-section-id^="/guide-"] [data-testid="middle-panel"]{width:100%;max-width:none;flex:1 1 auto}
[data-section-id^="/guide-"] [data-testid="middle-panel"]~*{display:none}
*:has(> a[data-component-name="Search/SearchItem"]){display:flex;flex-direction:column}
${maintainers ? `${maintainers}{order:1}` : ''}${tryIt ? TRYIT_STYLE : ''}
</style>`;
}

// Runs in the page: every root-relative link Redoc renders (now or later) becomes a hash link. React sets `href`
// only when its value changes, so a link fixed once stays fixed until Redoc renders it anew, and then it is fixed
// again.
const LINKS_SCRIPT = `(() => {
  const fix = () => {
    for (const a of document.querySelectorAll('a[href^="/"]:not([href^="//"])'))
      a.setAttribute('href', '#' + a.getAttribute('href'));
  };
  // At most one pass per idle moment (soon after any change), never on the page's critical path.
  let queued = false;
  const later = () => {
    if (queued) return;
    queued = true;
    (window.requestIdleCallback ?? setTimeout)(() => {
      queued = false;
      fix();
    }, { timeout: 200 });
  };
  new MutationObserver(later).observe(document.documentElement, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['href'],
  });
  later();
})();`;

/**
 * The page with the extras at the end of its <head> (the first `</head>`: Redoc's inlined script holds another) and
 * of its <body>; with `tryIt` (data-section-id → operation key), the "Try it" buttons' loader (docs/tryit/loader.js).
 * @param {string} html @param {{ tryIt?: Record<string, string> }} [options]
 */
export function withExtras(html, { tryIt } = {}) {
  const head = html.indexOf('</head>');
  const body = html.lastIndexOf('</body>');
  if (head < 0 || body < 0) throw new Error('the page has no </head> or </body> to put the extras in');
  const scripts = [LINKS_SCRIPT, ...(tryIt ? [loaderScript(tryIt)] : [])].map(
    (script) => `<script>${script}</script>\n`,
  );
  return `${html.slice(0, head)}${extrasStyle(MAINTAINERS_GUIDES, Boolean(tryIt))}\n${html.slice(head, body)}${scripts.join('')}${html.slice(body)}`;
}

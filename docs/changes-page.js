// @ts-check
// A version's "Changes" page: the spec's diff against the version before it, from the same entries as the
// packages' changelogs (scripts/release/entries.js), each change with what to do and a link to its operation's
// section: on this version's page, or on the previous one's for what was removed.
import { entriesOf } from '../scripts/release/entries.js';
import { compareDocuments } from '../scripts/spec-diff/compare.js';
import { anchors } from './anchors.js';
import { escapeHtml, inlineCode } from './html.js';

const TITLES = /** @type {const} */ ([
  ['breaking', 'Breaking changes'],
  ['non-breaking', 'Additions and other non-breaking changes'],
  ['documentation', 'Documentation'],
]);

/**
 * @param {{
 *   title: string, intro: string, document: Record<string, any>, nav: string,
 *   previous?: { document: Record<string, any>, href: string, label: string },
 * }} page previous.href: the previous version's page, relative to this one
 */
export function changesPageHtml({ title, intro, document, nav, previous }) {
  const body = [`<h1>${escapeHtml(title)}</h1>`, `<p>${inlineCode(intro)}</p>`];
  if (!previous) {
    body.push(
      '<p>This is the first release kept with its spec; what came before is in the packages\u2019 changelogs.</p>',
    );
  } else {
    const entries = entriesOf(compareDocuments(previous.document, document));
    const here = anchors(document);
    const before = anchors(previous.document);
    /** @param {string} place */
    const linked = (place) => {
      const anchor = here.get(place);
      if (anchor) return `<a href="index.html${escapeHtml(anchor)}">${escapeHtml(place)}</a>`;
      const old = before.get(place);
      if (old)
        return `<a href="${escapeHtml(previous.href + old)}">${escapeHtml(place)}</a> (in ${escapeHtml(previous.label)})`;
      return escapeHtml(place);
    };
    if (entries.length === 0)
      body.push(`<p>No change to the operations or notifications since ${escapeHtml(previous.label)}.</p>`);
    for (const [severity, heading] of TITLES) {
      const mine = entries.filter((entry) => entry.severity === severity);
      if (mine.length === 0) continue;
      body.push(`<h2>${heading} (${mine.length})</h2>`, `<ul class="changes ${severity}">`);
      for (const { what, where, reason, advice } of mine) {
        const why = reason ? ` <span class="why">(${escapeHtml(reason)})</span>` : '';
        body.push(
          `<li><span class="where">${where.map(linked).join(', ')}</span>: ${inlineCode(what)}.${why} <em>What to do:</em> ${escapeHtml(advice)}</li>`,
        );
      }
      body.push('</ul>');
    }
  }
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{margin:0;font:15px/1.6 sans-serif;color:#1f2937}main{max-width:60rem;padding:8px 24px}li{margin:6px 0}code{background:#f3f4f6;padding:0 3px}.breaking h2{color:#b91c1c}</style></head>
<body>
${nav}<main>
${body.join('\n')}
</main>
</body>
</html>
`;
}

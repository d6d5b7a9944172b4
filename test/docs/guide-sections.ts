// The sections a reader can search for on the docs page, read from the guides' own Markdown (never typed in): each
// guide (its text before the first heading) and each of its headings, with a phrase of ordinary words that is in
// that section and in no other, taken from one line (Redoc's index joins wrapped lines without a space).
import { readGuides } from '../../docs/guides.js';

export interface GuideSection {
  guide: string;
  /** The name the page gives it: the guide's title, or the heading's text. */
  name: string;
  /** Words of this section found in no other section, or undefined when it has no prose of its own. */
  phrase: string | undefined;
}

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^#{2,6} (.+)$/;
// Markdown inline syntax as the page shows it: code, emphasis and links read as their text.
const plain = (text: string) =>
  text
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]+)\*\*|\*([^*]+)\*/g, '$1$2')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
const flat = (text: string) => plain(text).toLowerCase().replace(/\s+/g, ' ');

interface Draft {
  guide: string;
  name: string;
  prose: string[];
  text: string[];
}

/** Splits one guide into its sections: the part before the first heading, then one per heading. */
function split(title: string, markdown: string): Draft[] {
  const drafts: Draft[] = [{ guide: title, name: title, prose: [], text: [] }];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    const current = drafts[drafts.length - 1] as Draft;
    if (FENCE.test(line)) fenced = !fenced;
    const heading = fenced ? undefined : line.match(HEADING)?.[1];
    if (heading) drafts.push({ guide: title, name: plain(heading), prose: [], text: [] });
    else {
      current.text.push(line);
      if (!fenced && !FENCE.test(line) && !/^\s*(\||<!--)/.test(line)) current.prose.push(line);
    }
  }
  return drafts;
}

/** The first run of `size` ordinary words on one line of `draft` that no other section contains. */
function uniquePhrase(draft: Draft, others: string[], size: number) {
  for (const line of draft.prose) {
    const words = plain(line.replace(/^\s*([-*+]|\d+\.)\s+/, '')).split(/\s+/);
    for (let start = 0; start + size <= words.length; start++) {
      const run = words.slice(start, start + size);
      if (!run.every((word) => /^[A-Za-z]+$/.test(word))) continue;
      const phrase = run.join(' ').toLowerCase();
      if (!others.some((text) => text.includes(phrase))) return phrase;
    }
  }
  return undefined;
}

/** Every guide section in page order, each with a phrase found only in it (five words, or fewer if need be). */
export async function guideSections(folder: string): Promise<GuideSection[]> {
  const drafts = (await readGuides(folder)).flatMap(({ title, markdown }) => split(title, markdown));
  const texts = drafts.map((draft) => flat(draft.text.join('\n')));
  return drafts.map((draft, index) => {
    const others = texts.filter((_, other) => other !== index);
    const phrase = [5, 4, 3].map((size) => uniquePhrase(draft, others, size)).find(Boolean);
    return { guide: draft.guide, name: draft.name, phrase };
  });
}

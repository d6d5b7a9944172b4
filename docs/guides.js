// @ts-check
// The guides (docs/guides/*.md) as sections of the docs page: each guide becomes a tag of its own, shown after
// the interface's own introduction, so the page holds everything a reader needs. Links to files of this repository
// mean nothing in the page, so they become plain text naming the file.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorsSection } from './errors-section.js';

// Read in this order (a new guide goes after these, by file name).
const ORDER = [
  'calling-the-service.md',
  'receiving-notifications.md',
  'simulator.md',
  'contract-tests-against-the-sandbox.md',
  'regenerating-the-client.md',
  'changing-the-spec.md',
  'security.md',
];

// Guides written for the project's maintainers, not for readers calling the service: the page's search lists their
// sections after every reader's (docs/page-extras.js).
export const MAINTAINERS_GUIDES = ['changing-the-spec.md'];

/** A guide's tag on the page (its sections' addresses start with `#/<tag>`). @param {string} file */
export const guideTag = (file) => `guide-${file.replace(/\.md$/, '')}`;

/** @param {string} folder @returns {Promise<Array<{ file: string, title: string, markdown: string }>>} */
export async function readGuides(folder) {
  const files = (await readdir(folder)).filter((name) => name.endsWith('.md'));
  const rank = (/** @type {string} */ name) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(join(folder, file), 'utf8');
      const title = text.match(/^# (.+)$/m)?.[1];
      if (!title) throw new Error(`docs/guides/${file} has no '# ' title on its first heading`);
      return { file, title: `Guide: ${title}`, markdown: text.replace(/^# .+\n/m, '') };
    }),
  );
}

/** @param {string} markdown a guide, with links to repository files made plain */
export const pageText = (markdown) =>
  markdown.replace(/<!-- snippet: [^>]+ -->\n/g, '').replace(/\[([^\]]+)\]\((?!https?:|#)[^)]+\)/g, (_, text) => text);

// Redoc names a heading (in the menu and in search) by its first piece of text only, so "Checking a change for
// breaks: `npm run spec:diff`" became "Checking a change for breaks:"; on the page a heading's code reads as text.
/** @param {string} markdown */
export const plainHeadings = (markdown) => {
  let fenced = false;
  const lines = markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    return !fenced && /^#{1,6} /.test(line) ? line.replace(/`([^`]*)`/g, '$1') : line;
  });
  return lines.join('\n');
};

/**
 * The bundled document with every guide as a tag of its own (a copy). Redoc's search indexes the menu's items that
 * carry content: the introduction's sections carry none (all of info.description is one entry, whose hit opens the
 * top of the page), while a tag is an entry of its own and so is each heading of its description, each at its own
 * address (#/guide-simulator/control-routes-…). So each guide is a trait tag (no operations), in an unnamed group
 * listed before the interface's groups: the menu shows the guides where they were, after the introduction, in order.
 * The introduction ends with an Errors section written from the spec's data (docs/errors-section.js).
 * @param {Record<string, any>} document @param {string} folder
 */
export async function withGuides(document, folder) {
  const guides = await readGuides(folder);
  const tags = guides.map(({ file, title, markdown }) => ({
    name: guideTag(file),
    'x-displayName': title,
    description: plainHeadings(pageText(markdown).trim()),
    'x-traitTag': true,
  }));
  const guidesGroup = { name: '', tags: tags.map((tag) => tag.name) };
  const errors = errorsSection(document);
  const info = errors
    ? { ...document.info, description: `${document.info?.description ?? ''}\n\n${errors}` }
    : document.info;
  return {
    ...document,
    info,
    tags: [...tags, ...(document.tags ?? [])],
    'x-tagGroups': [guidesGroup, ...(document['x-tagGroups'] ?? [])],
  };
}

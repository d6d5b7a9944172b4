// @ts-check
// The guides (docs/guides/*.md) as introduction sections of the docs page: each guide becomes a `#` section after
// the interface's own introduction, so the page holds everything a reader needs. Links to files of this repository
// mean nothing in the page, so they become plain text naming the file.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Read in this order (a new guide goes after these, by file name).
const ORDER = [
  'calling-the-service.md',
  'receiving-notifications.md',
  'simulator.md',
  'contract-tests-against-the-sandbox.md',
  'regenerating-the-client.md',
  'changing-the-spec.md',
];

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

/**
 * The bundled document with the guides appended to its introduction (a copy).
 * @param {Record<string, any>} document @param {string} folder
 */
export async function withGuides(document, folder) {
  const guides = await readGuides(folder);
  const sections = guides.map(({ title, markdown }) => `# ${title}\n\n${pageText(markdown).trim()}\n`);
  return { ...document, info: { ...document.info, description: [document.info.description, ...sections].join('\n') } };
}

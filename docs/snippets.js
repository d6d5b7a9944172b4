// @ts-check
// Code in Markdown is never typed by hand: a block preceded by `<!-- snippet: FILE#REGION -->` holds the lines between
// `// #region REGION` and `// #endregion REGION` of FILE, a program that `tsc` checks and a test runs. `npm run docs`
// copies the regions in; test/docs/markdown.integration.test.ts fails when a block differs from its region or has no source.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const MARKED_BLOCK = /<!-- snippet: ([\w./-]+)#([\w-]+) -->\n```(\w*)\n([\s\S]*?)```/g;
const ANY_BLOCK = /(?:<!-- snippet: ([\w./-]+)#([\w-]+) -->\n)?```(\w*)\n([\s\S]*?)```/g;

/** The lines of one region, without the common indentation. @param {string} source @param {string} region */
export function regionOf(source, region, where = 'file') {
  const lines = source.split('\n');
  // Two regions of one name would show the first and silently drop the second: refuse the file instead.
  if (lines.filter((line) => line.trim() === `// #region ${region}`).length > 1)
    throw new Error(`${where} has two regions named '${region}': give each region its own name`);
  const start = lines.findIndex((line) => line.trim() === `// #region ${region}`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === `// #endregion ${region}`);
  if (start < 0 || end < 0) throw new Error(`${where} has no region '${region}' (// #region … // #endregion)`);
  const body = lines.slice(start + 1, end);
  // A formatter may leave a blank line between the last import and the region's end: it is not part of the code.
  while (body.length > 0 && body.at(-1)?.trim() === '') body.pop();
  const indent = Math.min(...body.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
  return `${body.map((line) => line.slice(indent)).join('\n')}\n`;
}

/**
 * Every fenced block of a Markdown text, with the file and region it is taken from when it is marked.
 * @param {string} markdown
 */
export function codeBlocks(markdown) {
  return [...markdown.matchAll(ANY_BLOCK)].map(([, file, region, lang, body]) => ({
    lang: lang ?? '',
    body: body ?? '',
    source: file && region ? { file, region } : undefined,
  }));
}

/**
 * The Markdown with every marked block refreshed from its region.
 * @param {string} markdown @param {string} root the folder the files are named from
 */
export async function syncSnippets(markdown, root) {
  const regions = await Promise.all(
    [...markdown.matchAll(MARKED_BLOCK)].map(async ([, file = '', region = '']) =>
      regionOf(await readFile(join(root, file), 'utf8'), region, file),
    ),
  );
  let index = 0;
  return markdown.replace(MARKED_BLOCK, (_, file, region, lang) => {
    const body = regions[index++];
    return `<!-- snippet: ${file}#${region} -->\n\`\`\`${lang}\n${body}\`\`\``;
  });
}
